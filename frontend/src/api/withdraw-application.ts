import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userTasksKey } from '@/api/get-user-tasks';
import { queryPageKey } from '@/api/query-page-key';
import { apiPost } from '@/lib/http/client';

/** What the lifecycle answers for a withdrawal: the application and where it now stands. */
export interface WithdrawAnswer {
  uuid: string;
  bizSn: string;
  status: string;
}

/** Withdraws the caller's running application. */
export function withdrawApplication({ uuid }: { uuid: string }): Promise<WithdrawAnswer> {
  return apiPost<WithdrawAnswer>('/api/rem-registrationbizweb/application/withdraw', { uuid });
}

export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: userTasksKey });
      void client.invalidateQueries({ queryKey: queryPageKey });
    },
  });
}
