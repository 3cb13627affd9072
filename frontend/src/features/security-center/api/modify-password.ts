import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

export interface ModifyPasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The signed-in user's new password; the user's other sessions end, this one goes on. */
export function modifyPassword(request: ModifyPasswordRequest): Promise<boolean> {
  return apiPost<boolean>('/api/rem-registrationbizweb/user/modifyOrgMgrPassword', request, { silent: true });
}

export function useModifyPassword() {
  return useMutation({ mutationFn: modifyPassword });
}
