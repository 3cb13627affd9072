import { useMutation } from '@tanstack/react-query';
import { apiPostForm } from '@/lib/http/client';
import type { TokenGrant } from '@/stores/session-store';

export interface FormLogin {
  tenantId: string;
  username: string;
  password: string;
  /** What the user read off the /otcweb/verifyCode image; its key travels in the server's cookie. */
  code?: string;
}

/**
 * The public shell's login (POST /api/login, form body username, password, code): the token pair
 * of the password grant, or an ApiError with the server's msg.
 */
export function loginByForm({ tenantId, username, password, code }: FormLogin): Promise<TokenGrant> {
  const form: Record<string, string> = { username, password, tenantId };
  if (code !== undefined) form.code = code;
  return apiPostForm<TokenGrant>('/api/login', form, { silent: true, headers: { 'Tenant-Id': tenantId } });
}

export function useLoginByForm() {
  return useMutation({ mutationFn: loginByForm });
}
