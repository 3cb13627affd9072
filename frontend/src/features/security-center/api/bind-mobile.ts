import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

export interface BindMobileRequest {
  password: string;
  phone: string;
  code: string;
}

/** The signed-in user's new mobile, proved by the login password and a code sent to it. */
export function bindMobile(request: BindMobileRequest): Promise<boolean> {
  return apiPost<boolean>('/api/rem-registrationbizweb/user/updateBizUserAccountInfo', request, { silent: true });
}

export function useBindMobile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bindMobile, onSuccess: () => client.invalidateQueries({ queryKey: ['user', 'current-user-info'] }) });
}
