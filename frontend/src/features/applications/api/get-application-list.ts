import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { ApplicationRecord } from './lifecycle-types';
import type { ApplicationFilters } from './query-applications';

/** One of my applications as the list answers it. */
export interface MyApplication extends ApplicationRecord {
  /** The node it waits at (its open task), when running. */
  currentNodeName: string | null;
}

export interface ApplicationPage {
  records: MyApplication[];
  totalRecord: number;
}

/** 我的申请's filters: the staff's 流程查询 filters but the applicant (always the caller). */
export type MyApplicationFilters = Omit<ApplicationFilters, 'applicant'>;

export interface ApplicationListQuery extends MyApplicationFilters {
  pageNo: number;
  pageSize: number;
}

/** My applications matching the filters, newest first, one page. Silent: the page shows a failure itself. */
export function getApplicationList(query: ApplicationListQuery): Promise<ApplicationPage> {
  return apiPost<ApplicationPage>('/api/rem-registrationbizweb/application/list', query, { silent: true });
}

export const applicationListKey = ['application', 'list'] as const;

export const applicationListQuery = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: [...applicationListKey, query],
    queryFn: () => getApplicationList(query),
    placeholderData: keepPreviousData,
  });

export function useApplicationList(query: ApplicationListQuery) {
  return useQuery(applicationListQuery(query));
}
