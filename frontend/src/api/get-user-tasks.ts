import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

/** One open task of the signed-in user (the applicant's returned applications included). */
export interface UserTask {
  uuid: string;
  bizSn: string;
  appId: string;
  bizTypeName: string;
  /** The task's number within its application. */
  taskNo: number;
  nodeId: string;
  nodeName: string;
  /** Milliseconds since the epoch. */
  openedAt: number;
  applicantId: string;
  taskItemState: string;
}

export interface UserTaskPage {
  records: UserTask[];
  totalRecord: number;
}

export interface UserTaskQuery {
  pageNo: number;
  pageSize: number;
}

/** My to-dos, one page; `totalRecord` is the workbench's to-do count. */
export function getUserTasks(query: UserTaskQuery): Promise<UserTaskPage> {
  return apiPost<UserTaskPage>('/api/rem-registrationbizweb/taskItem/getUserTasks', query, { silent: true });
}

export const userTasksKey = ['taskItem', 'getUserTasks'] as const;

export const userTasksQuery = (query: UserTaskQuery) =>
  queryOptions({
    queryKey: [...userTasksKey, query.pageNo, query.pageSize],
    queryFn: () => getUserTasks(query),
    placeholderData: keepPreviousData,
  });

export function useUserTasks(query: UserTaskQuery, options: { refetchOnWindowFocus?: boolean } = {}) {
  return useQuery({ ...userTasksQuery(query), ...options });
}
