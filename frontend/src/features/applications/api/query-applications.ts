import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { ApplicationStatus } from './lifecycle-types';

/** One application of the tenant, as 流程查询 lists it. */
export interface QueriedApplication {
  uuid: string;
  bizSn: string;
  appId: string;
  bizTypeName: string;
  status: ApplicationStatus;
  currentNode: string;
  /** The node it waits at (its open task), when running. */
  currentNodeName: string | null;
  applicantName: string;
  applicantAccount: string;
  createdAt: number;
  updatedAt: number;
  completedAt: number | null;
}

export interface ApplicationFilters {
  appId?: string;
  status?: string;
  applicant?: string;
  /** yyyy-MM-dd, first day submitted. */
  startDate?: string;
  /** yyyy-MM-dd, last day submitted. */
  endDate?: string;
  bizSn?: string;
}

export interface ApplicationQuery extends ApplicationFilters {
  pageNo: number;
  pageSize: number;
}

export interface QueriedPage {
  records: QueriedApplication[];
  totalRecord: number;
}

/** Staff: every application of the tenant matching the filters, one page. Silent: the page shows a failure. */
export function queryApplications(query: ApplicationQuery): Promise<QueriedPage> {
  return apiPost<QueriedPage>('/api/rem-registrationbizweb/application/query', query, { silent: true });
}

export const applicationQuery = (query: ApplicationQuery) =>
  queryOptions({ queryKey: ['application', 'query', query], queryFn: () => queryApplications(query), placeholderData: keepPreviousData, retry: false });

export function useApplicationQuery(query: ApplicationQuery) {
  return useQuery(applicationQuery(query));
}
