import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** Whose figures: every business of the tenant (staff), or the signed-in user's own applications. */
export type DashboardScope = 'tenant' | 'mine';

/** The statuses the server counts; another one is shown by its code. */
export const knownStatuses = ['running', 'approved', 'rejected', 'withdrawn'] as const;
export type KnownStatus = (typeof knownStatuses)[number];

export interface StatusCount {
  status: KnownStatus | (string & {});
  count: number;
}

export interface BusinessCount {
  /** '' for the summed rest of the businesses (bizTypeName 其他). */
  appId: string;
  bizTypeName: string;
  count: number;
  approved: number;
}

export interface MonthCount {
  /** yyyy-MM */
  month: string;
  submitted: number;
  approved: number;
}

/** GET workbench/dashboard: the figures of the 数据看板 (/wel/dashboard). */
export interface Dashboard {
  scope: DashboardScope;
  total: number;
  todos: number;
  byStatus: StatusCount[];
  /** The busiest business types first, the rest summed in one row with appId ''. */
  byBusiness: BusinessCount[];
  /** The last 6 months, oldest first, this month last. */
  byMonth: MonthCount[];
}

/** Silent: the page shows a failure in its own alert. */
export function getDashboard(): Promise<Dashboard> {
  return apiGet<Dashboard>('/api/rem-registrationbizweb/workbench/dashboard', undefined, { silent: true });
}

export const dashboardQuery = () => queryOptions({ queryKey: ['workbench', 'dashboard'], queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
