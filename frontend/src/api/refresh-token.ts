import { apiPostForm } from '@/lib/http/client';
import type { TokenGrant } from '@/stores/session-store';

/** The refresh_token grant; errors are the caller's to show. */
export function refreshToken(token: string, tenantId: string): Promise<TokenGrant> {
  return apiPostForm<TokenGrant>(
    '/api/blade-auth/oauth/token',
    { grant_type: 'refresh_token', refresh_token: token, scope: 'all' },
    { silent: true, headers: { 'Tenant-Id': tenantId } },
  );
}
