import { apiPost } from '@/lib/http/client';

/** Revokes the session on the server; failures are ignored by the caller. */
export function logout(): Promise<unknown> {
  return apiPost('/api/blade-auth/oauth/logout', undefined, { silent: true });
}
