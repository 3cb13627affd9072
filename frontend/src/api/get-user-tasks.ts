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
  /** Seconds since the epoch. */
  openedAt: number;
  applicantId: string;
  /** The applicant's name. */
  applicantName?: string;
  /** When the applicant last submitted (seconds), and as Beijing time yyyy-MM-dd HH:mm:ss. */
  submittedAt?: number | null;
  submittedAtText?: string | null;
  taskItemState: string;
}

/** A business among the user's to-dos (the business filter's choices). */
export interface TodoBusiness {
  appId: string;
  bizTypeName: string;
}

/** A node among the user's to-dos (the node filter's choices). */
export interface TodoNode {
  nodeId: string;
  nodeName: string;
}

export interface UserTaskPage {
  records: UserTask[];
  totalRecord: number;
  businesses?: TodoBusiness[];
  nodes?: TodoNode[];
}

export interface UserTaskQuery {
  pageNo: number;
  pageSize: number;
  /** Only this business. */
  appId?: string;
  /** Only tasks at this node. */
  nodeId?: string;
  /** Submitted from / to these days (yyyy-MM-dd, Beijing), both included. */
  submittedFrom?: string;
  submittedTo?: string;
  /** Part of the serial number or the applicant's name. */
  keyword?: string;
  /** `asc`: the oldest submission first; newest first otherwise. */
  sort?: 'asc' | 'desc';
}

/** My to-dos, one page; `totalRecord` is the workbench's to-do count. */
export function getUserTasks(query: UserTaskQuery): Promise<UserTaskPage> {
  return apiPost<UserTaskPage>('/api/rem-registrationbizweb/taskItem/getUserTasks', query, { silent: true });
}

export const userTasksKey = ['taskItem', 'getUserTasks'] as const;

export const userTasksQuery = (query: UserTaskQuery) =>
  queryOptions({
    queryKey: [...userTasksKey, query],
    queryFn: () => getUserTasks(query),
    placeholderData: keepPreviousData,
  });

export function useUserTasks(query: UserTaskQuery, options: { refetchOnWindowFocus?: boolean } = {}) {
  return useQuery({ ...userTasksQuery(query), ...options });
}
