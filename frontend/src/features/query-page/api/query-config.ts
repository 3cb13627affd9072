import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

export interface QueryConfigSummary {
  pageKey: string;
  title: string;
  version: number;
  source?: string | null;
  publishedBy: string;
  publishedAt: string;
  reason: string;
}

export interface QueryConfigVersion {
  version: number;
  publishedBy: string;
  publishedAt: string;
  reason: string;
}

export interface QueryConfigDetail {
  pageKey: string;
  version: number;
  title: string;
  text: string;
  versions: QueryConfigVersion[];
}

export interface SourceField {
  field: { prop: string; label: string; kind: string; dict?: string; options?: [string, string][]; filterable: boolean; sortable: boolean };
  widget: string | null;
}

export interface QuerySources {
  sources: { name: string; title: string; fields: SourceField[]; actions: string[] }[];
  pageSizes: number[];
  roles: string[];
}

export interface QueryCheck {
  ok: boolean;
  problems: string[];
  pageKey: string | null;
}

export function useQueryConfigs() {
  return useQuery(queryOptions({ queryKey: ['query-config', 'list'], queryFn: () => apiGet<QueryConfigSummary[]>('/api/rem-registrationbizweb/queryConfig/list', undefined, { silent: true }) }));
}

export function getQueryConfig(pageKey: string, version?: number): Promise<QueryConfigDetail> {
  return apiGet<QueryConfigDetail>('/api/rem-registrationbizweb/queryConfig/detail', version === undefined ? { pageKey } : { pageKey, version }, { silent: true });
}

export function useQueryConfig(pageKey: string | undefined) {
  return useQuery({ queryKey: ['query-config', 'detail', pageKey], queryFn: () => getQueryConfig(pageKey ?? ''), enabled: pageKey !== undefined });
}

export function useQuerySources() {
  return useQuery(queryOptions({ queryKey: ['query-config', 'sources'], queryFn: () => apiGet<QuerySources>('/api/rem-registrationbizweb/queryConfig/sources', undefined, { silent: true }), staleTime: Infinity }));
}

export function checkQueryConfig(text: string): Promise<QueryCheck> {
  return apiPost<QueryCheck>('/api/rem-registrationbizweb/queryConfig/check', { text }, { silent: true });
}

export function publishQueryConfig(text: string, reason: string): Promise<{ pageKey: string; version: number }> {
  return apiPost<{ pageKey: string; version: number }>('/api/rem-registrationbizweb/queryConfig/publish', { text, reason }, { silent: true });
}
