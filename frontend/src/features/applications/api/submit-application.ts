import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userTasksKey } from '@/api/get-user-tasks';
import type { FormData } from '@/forms/types';
import { apiPost } from '@/lib/http/client';
import { queryPageKey } from '@/api/query-page-key';
import type { LifecycleAnswer } from './lifecycle-types';

export interface SubmitRequest {
  appId: string;
  /** The returned application being resubmitted; absent for a new one. */
  uuid?: string;
  formData: FormData;
  /** Set after the user confirmed the question of a rule of the flow (428). */
  confirmed?: boolean;
  /** The financial tables' sums the user confirmed, by the texts a 428 listed in `data.warnings`. */
  confirmedWarnings?: string[];
  /** One per user click: a second identical request answers the first result. */
  idempotencyKey: string;
  /** `todo` when submitted from the to-do list: the rules see it (ctx.source) and the server
   *  sends the user back there (`navigate`). */
  source?: 'todo';
}

/** Submits an application (new, or revised at UpdateApplyApprove). */
export function submitApplication(request: SubmitRequest): Promise<LifecycleAnswer> {
  return apiPost<LifecycleAnswer>('/api/rem-registrationbizweb/application/submit', request, { silent: true });
}

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: userTasksKey });
      void client.invalidateQueries({ queryKey: queryPageKey });
    },
  });
}
