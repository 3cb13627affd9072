import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserTask } from '@/api/get-user-tasks';
import { apiPost } from '@/lib/http/client';

export interface SummaryApplication {
  uuid: string;
  bizSn: string;
  appId: string;
  bizTypeName: string;
  status: string;
  currentNode: string;
  createdAt: number;
  updatedAt: number;
  completedAt: number | null;
}

/** A to-do as the to-do list answers it. */
export type SummaryTodo = UserTask;

export interface SummaryNotice {
  id: string;
  title: string;
  companyName: string | null;
  publishTime: string;
}

/** What the signed-in user needs next (the workbench). */
export interface WorkbenchSummary {
  todos: { total: number; records: SummaryTodo[] };
  drafts: { total: number; records: SummaryApplication[] };
  returned: { total: number; records: SummaryApplication[] };
  /** Completed in the last 30 days, latest first. */
  results: SummaryApplication[];
  notices: SummaryNotice[];
}

/** Silent: the workbench shows a failure in its panel. */
export function getWorkbenchSummary(): Promise<WorkbenchSummary> {
  return apiPost<WorkbenchSummary>('/api/rem-registrationbizweb/workbench/summary', {}, { silent: true });
}

export const workbenchSummaryQuery = () => queryOptions({ queryKey: ['workbench', 'summary'], queryFn: getWorkbenchSummary });

export function useWorkbenchSummary() {
  return useQuery({ ...workbenchSummaryQuery(), refetchOnWindowFocus: true });
}
