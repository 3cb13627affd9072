import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userTasksKey } from '@/api/get-user-tasks';
import { apiPost } from '@/lib/http/client';
import { applicationDetailKey } from './get-application-detail';
import type { LifecycleAnswer } from './lifecycle-types';

export type TaskAction = 'approve' | 'return' | 'reject';

export interface CompleteRequest {
  uuid: string;
  taskNo?: number;
  action: TaskAction;
  memo: string;
  returnTo?: string;
  idempotencyKey: string;
}

/** Approves, returns or rejects the open task of an application. */
export function completeTask(request: CompleteRequest): Promise<LifecycleAnswer> {
  return apiPost<LifecycleAnswer>('/api/rem-registrationbizweb/taskItem/complete', request, { silent: true });
}

export function useCompleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeTask,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: userTasksKey });
      void client.invalidateQueries({ queryKey: applicationDetailKey });
    },
  });
}
