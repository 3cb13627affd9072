import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userTasksKey } from '@/api/get-user-tasks';
import { apiPost } from '@/lib/http/client';
import { applicationListKey } from './get-application-list';
import type { LifecycleAnswer } from './lifecycle-types';

/** Withdraws the caller's running application. */
export function withdrawApplication({ uuid }: { uuid: string }): Promise<LifecycleAnswer> {
  return apiPost<LifecycleAnswer>('/api/rem-registrationbizweb/application/withdraw', { uuid });
}

export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: userTasksKey });
      void client.invalidateQueries({ queryKey: applicationListKey });
    },
  });
}
