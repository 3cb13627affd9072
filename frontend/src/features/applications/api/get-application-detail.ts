import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { ApplicationDetail } from './lifecycle-types';

/** One application by business serial number: form data, history, tasks, chain hash. */
export function getApplicationDetail(bizSn: string): Promise<ApplicationDetail> {
  return apiPost<ApplicationDetail>('/api/rem-registrationbizweb/application/detail', { bizSn });
}

export const applicationDetailKey = ['application', 'detail'] as const;

export const applicationDetailQuery = (bizSn: string) =>
  queryOptions({ queryKey: [...applicationDetailKey, bizSn], queryFn: () => getApplicationDetail(bizSn) });

export function useApplicationDetail(bizSn: string | null) {
  return useQuery({ ...applicationDetailQuery(bizSn ?? ''), enabled: Boolean(bizSn) });
}
