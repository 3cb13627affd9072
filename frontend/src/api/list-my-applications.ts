import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

/** One of the caller's applications (`application/list`). Times are seconds. */
export interface MyApplication {
  uuid: string;
  bizSn: string;
  appId: string;
  bizTypeName: string;
  /** running, approved, rejected or withdrawn. */
  status: string;
  currentNode: string;
  /** The node it waits at, by name; absent once it has ended. */
  currentNodeName: string | null;
  createdAt: number;
  completedAt: number | null;
}

interface MyApplicationsPage {
  records: MyApplication[];
  totalRecord: number;
}

/** The caller's latest applications of one business (at most 100), newest first. Silent: the card shows the failure. */
export function listMyApplications(appId: string): Promise<MyApplicationsPage> {
  return apiPost<MyApplicationsPage>('/api/rem-registrationbizweb/application/list', { appId, pageNo: 1, pageSize: 100 }, { silent: true });
}

/** The caller's applications of several businesses, newest first. */
export async function listMyApplicationsOf(appIds: readonly string[]): Promise<MyApplication[]> {
  const pages = await Promise.all(appIds.map(listMyApplications));
  return pages.flatMap((p) => p.records).sort((a, b) => b.createdAt - a.createdAt);
}

export const myApplicationsOfQuery = (appIds: readonly string[]) =>
  queryOptions({ queryKey: ['my-applications-of', ...appIds], queryFn: () => listMyApplicationsOf(appIds) });

export function useMyApplicationsOf(appIds: readonly string[]) {
  return useQuery(myApplicationsOfQuery(appIds));
}
