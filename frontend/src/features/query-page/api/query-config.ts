import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiffLine } from '@/components/diff-lines';
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

export interface QueryConfigDraft {
  text: string;
  /** The version the draft was started from; 0 for a page never published. */
  baseVersion: number;
  updatedBy: string;
  updatedAt: string;
}

export interface QueryConfigDetail {
  pageKey: string;
  /** None while only a draft exists. */
  version: number | null;
  title: string;
  text: string;
  versions: QueryConfigVersion[];
  draft: QueryConfigDraft | null;
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

/** Keeps the text as the draft of the page it names (finished or not); answers its check. */
export function saveQueryDraft(text: string): Promise<QueryCheck & { pageKey: string }> {
  return apiPost<QueryCheck & { pageKey: string }>('/api/rem-registrationbizweb/queryConfig/draft', { text }, { silent: true });
}

export function discardQueryDraft(pageKey: string): Promise<null> {
  return apiPost<null>('/api/rem-registrationbizweb/queryConfig/draft/discard', { pageKey }, { silent: true });
}

/** Two versions of a page's definition (or a version and the draft), line by line. */
export function useQueryDiff(pageKey: string | undefined, from: number | null, to: string) {
  return useQuery({
    queryKey: ['query-config', 'diff', pageKey, from, to],
    queryFn: () =>
      apiGet<{ from: string; to: string; lines: DiffLine[] }>('/api/rem-registrationbizweb/queryConfig/diff', { pageKey: pageKey ?? '', from: String(from), to }, { silent: true }),
    enabled: pageKey !== undefined && from !== null,
  });
}
