import { apiGet } from '@/lib/http/client';

/** GET blade-auth/oauth/clear-cache: the administrator empties the server's short-lived answers. */
export function clearServerCache(): Promise<boolean> {
  return apiGet<boolean>('/api/blade-auth/oauth/clear-cache');
}
