import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioGet, studioKey } from './studio-request';

/** One of the tenant's recent applications, offered to pick. */
export interface RecentApplication {
  bizSn: string;
  appId: string;
  bizTypeName: string;
  status: string;
  currentNode: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

/** The applications of the flows using a script, or of one flow. */
export type RecentOf = { script: string } | { appId: string };

/** `GET recent-applications`: newest first, at most 20. */
export function listRecentApplications(of: RecentOf): Promise<RecentApplication[]> {
  return studioGet<RecentApplication[]>('recent-applications', of);
}

export const recentApplicationsQuery = (of: RecentOf) =>
  queryOptions({ queryKey: [...studioKey, 'recent-applications', of], queryFn: () => listRecentApplications(of) });

export function useRecentApplications(of: RecentOf) {
  return useQuery(recentApplicationsQuery(of));
}
