import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { ApplicationRecord } from './lifecycle-types';

export interface ApplicationPage {
  records: ApplicationRecord[];
  totalRecord: number;
}

export interface ApplicationListQuery {
  pageNo: number;
  pageSize: number;
}

/** My applications, newest first, one page. Silent: the page shows a failure itself. */
export function getApplicationList(query: ApplicationListQuery): Promise<ApplicationPage> {
  return apiPost<ApplicationPage>('/api/rem-registrationbizweb/application/list', query, { silent: true });
}

export const applicationListKey = ['application', 'list'] as const;

export const applicationListQuery = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: [...applicationListKey, query.pageNo, query.pageSize],
    queryFn: () => getApplicationList(query),
    placeholderData: keepPreviousData,
  });

export function useApplicationList(query: ApplicationListQuery) {
  return useQuery(applicationListQuery(query));
}
