import { useMutation } from '@tanstack/react-query';
import { apiPostForm } from '@/lib/http/client';
import type { TokenGrant } from '@/stores/session-store';

export interface PasswordLogin {
  tenantId: string;
  username: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
}

/** The password grant. Errors come back as ApiError with the server's msg; the page shows it. */
export function loginByPassword({ tenantId, username, password, captchaKey, captchaCode }: PasswordLogin): Promise<TokenGrant> {
  const headers: Record<string, string> = { 'Tenant-Id': tenantId };
  if (captchaKey !== undefined) headers['Captcha-Key'] = captchaKey;
  if (captchaCode !== undefined) headers['Captcha-Code'] = captchaCode;
  return apiPostForm<TokenGrant>(
    '/api/blade-auth/oauth/token',
    { grant_type: 'password', username, password, scope: 'all', tenantId },
    { silent: true, headers },
  );
}

export function useLoginByPassword() {
  return useMutation({ mutationFn: loginByPassword });
}
