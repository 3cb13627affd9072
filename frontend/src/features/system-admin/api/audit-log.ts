import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export type AuditAction = 'create' | 'update' | 'remove';

/** One administration change: who, when, what, and the record before and after. */
export interface AuditEntry {
  id: string;
  actorId: string;
  actorAccount: string;
  actorName: string;
  /** Seconds since the epoch. */
  at: number;
  entity: string;
  entityId: string;
  action: AuditAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export interface AuditPage {
  records: AuditEntry[];
  total: number;
  current: number;
  size: number;
}

export interface AuditListParams {
  current: number;
  size: number;
  entity?: string;
  actor?: string;
}

/** One page of the tenant's audit log, newest first; administrator only. */
export function getAuditLog(params: AuditListParams): Promise<AuditPage> {
  const query: Record<string, unknown> = { current: params.current, size: params.size };
  if (params.entity) query.entity = params.entity;
  if (params.actor) query.actor = params.actor;
  return apiGet<AuditPage>('/api/blade-system/audit-log/list', query);
}

export const auditLogQuery = (params: AuditListParams) =>
  queryOptions({ queryKey: ['system-admin', 'audit-log', params], queryFn: () => getAuditLog(params), placeholderData: keepPreviousData });

export function useAuditLog(params: AuditListParams) {
  return useQuery(auditLogQuery(params));
}
