import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

export interface CapitalPasswordRequest {
  /** the login password: the proof of a first setting */
  password?: string;
  /** the old capital password, or … */
  oldCapitalPassword?: string;
  /** … the code sent to the bound mobile: the proof of a change */
  code?: string;
  capitalPassword: string;
  confirmCapitalPassword: string;
}

/** Sets or changes the capital password (资金密码); the server answers 资金密码设置成功 / 资金密码修改成功. */
export function updateCapitalPassword(request: CapitalPasswordRequest): Promise<boolean> {
  return apiPost<boolean>('/api/rem-registrationbizweb/user/updateCapitalPassword', request, { silent: true });
}

export function useUpdateCapitalPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCapitalPassword,
    // hasCapitalPassword is part of the user's info
    onSuccess: () => client.invalidateQueries({ queryKey: ['user', 'current-user-info'] }),
  });
}
