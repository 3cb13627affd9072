import { apiPost } from '@/lib/http/client';

/** Revokes the session on the server (it answers true); failures are ignored by the caller. */
export function logout(): Promise<boolean> {
  return apiPost<boolean>('/api/blade-auth/oauth/logout', undefined, { silent: true });
}
