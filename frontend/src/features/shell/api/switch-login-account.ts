import { useMutation } from '@tanstack/react-query';
import { apiPostForm } from '@/lib/http/client';
import type { TokenGrant } from '@/stores/session-store';

/**
 * The `biz_account_switch` grant of oauth/token (the current token in Blade-Auth): the token pair
 * of `account`; the session switched from ends on the server.
 */
export function switchLoginAccount(account: string): Promise<TokenGrant> {
  return apiPostForm<TokenGrant>('/api/blade-auth/oauth/token', { grant_type: 'biz_account_switch', username: account, scope: 'all' });
}

export function useSwitchLoginAccount() {
  return useMutation({ mutationFn: switchLoginAccount });
}
