import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormData } from '@/forms/types';
import { apiPost } from '@/lib/http/client';
import { applicationDetailKey } from './get-application-detail';
import { queryPageKey } from '@/api/query-page-key';
import type { LifecycleAnswer } from './lifecycle-types';

export interface SaveRequest {
  appId: string;
  /** The draft being saved again; absent for a new one. */
  uuid?: string;
  formData: FormData;
  /** One per user click: a second identical request answers the first result. */
  idempotencyKey: string;
}

/** Keeps an application as a draft at the applicant's node; nothing is checked or moved. */
export function saveApplication(request: SaveRequest): Promise<LifecycleAnswer> {
  return apiPost<LifecycleAnswer>('/api/rem-registrationbizweb/application/save', request, { silent: true });
}

export function useSaveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveApplication,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryPageKey });
      void client.invalidateQueries({ queryKey: applicationDetailKey });
    },
  });
}
