import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

export interface ResignRequest {
  password: string;
  code: string;
}

/** Closes (注销) the signed-in user's own account; every session of it ends. */
export function resignAccount(request: ResignRequest): Promise<boolean> {
  return apiPost<boolean>('/api/rem-registrationbizweb/user/resignSecurityCenter', request, { silent: true });
}

export function useResignAccount() {
  return useMutation({ mutationFn: resignAccount });
}
