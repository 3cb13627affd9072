import { apiPostForm } from '@/lib/http/client';
import type { TokenGrant } from '@/stores/session-store';

/**
 * The refresh_token grant; errors are the caller's to show. The browser's refresh token is in
 * its HttpOnly cookie, sent by the browser itself; a token held in memory (none in the browser
 * client since the cookie) is sent as the parameter.
 */
export function refreshToken(tenantId: string, token?: string | null): Promise<TokenGrant> {
  const form: Record<string, string> = { grant_type: 'refresh_token', scope: 'all' };
  if (token) form.refresh_token = token;
  return apiPostForm<TokenGrant>('/api/blade-auth/oauth/token', form, { silent: true, headers: { 'Tenant-Id': tenantId } });
}
