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

/**
 * One application by its uuid (the `processInstanceId` of /process/detial, which 550115's
 * destination names). The same answer as by bizSn.
 */
export function getApplicationDetailByUuid(uuid: string): Promise<ApplicationDetail> {
  return apiPost<ApplicationDetail>('/api/rem-registrationbizweb/application/detail', { uuid }, { silent: true });
}

export function useApplicationDetailByUuid(uuid: string | null) {
  return useQuery({
    queryKey: [...applicationDetailKey, 'uuid', uuid ?? ''],
    queryFn: () => getApplicationDetailByUuid(uuid ?? ''),
    enabled: Boolean(uuid),
  });
}
