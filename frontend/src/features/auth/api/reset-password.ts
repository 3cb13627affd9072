import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

export interface ResetPasswordRequest {
  account: string;
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  tenantId?: string;
  /** The passed face check of the dialog, which the tenant may require as a second factor. */
  bizToken?: string;
}

/** A forgotten password set again with the code sent to the account's mobile; every session of the user ends. */
export function resetPassword(request: ResetPasswordRequest): Promise<boolean> {
  return apiPost<boolean>('/api/rem-registrationbizweb/userNonDs/updateBizUserAccountInfo', request, { silent: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
