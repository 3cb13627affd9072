import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryPageKey } from '@/api/query-page-key';
import { apiGet, apiPost, httpClient } from '@/lib/http/client';
import { fileAnswer, type FileAnswer } from '@/lib/http/file-answer';

export type FieldKind = 'text' | 'code' | 'day' | 'time' | 'shares' | 'money';
export type FilterWidget = 'input' | 'select' | 'daterange' | 'numberrange';
export type RowAction = 'detail' | 'print' | 'withdraw' | 'handle';

export interface QueryColumn {
  prop: string;
  label: string;
  width?: number | null;
  kind?: FieldKind | null;
}

export interface QueryFilter {
  prop: string;
  label: string;
  widget: FilterWidget;
  options?: { value: string; label: string }[] | null;
}

/** A query page's latest published definition as the server describes it for the screen. */
export interface QueryPageConfig {
  pageKey: string;
  title: string;
  version: number;
  source: 'companies' | 'holdings' | 'applications' | string;
  /** Only the caller's own rows, whoever the caller is. */
  own?: boolean;
  /** Open to visitors signed in nowhere (the public site's lists). */
  public?: boolean;
  columns: QueryColumn[];
  filters: QueryFilter[];
  sort?: { prop: string; order: 'asc' | 'desc' } | null;
  actions: { action: RowAction; label: string }[];
  pageSizes: number[];
  sortable: string[];
}

/** A filter's value: a text or code, or `[from, to]` for a range. */
export type FilterValue = string | [string | null, string | null];
export type QueryFilters = Record<string, FilterValue>;

export interface QueryPageRequest {
  pageNo: number;
  pageSize: number;
  filters: QueryFilters;
  sortProp?: string;
  sortOrder?: 'asc' | 'desc';
  /** The previous page's `next` when this page follows it: the server seeks it by the index. */
  after?: QueryRow;
}

export type QueryRow = Record<string, unknown>;

export interface QueryRows {
  records: QueryRow[];
  totalRecord: number;
  pageNo: number;
  pageSize: number;
  /** The last row's keys: the following page's `after`. */
  next?: QueryRow | null;
  /** The page was sought from `after` (keyset), not counted off from the first row. */
  keyset?: boolean;
}

/**
 * `site` is the public site's tenant: a visitor (signed in nowhere) reads a public page of
 * that tenant; a signed-in caller always reads their own tenant's, whatever it says.
 */
const siteParams = (site: string) => (site ? { tenantId: site } : undefined);

export function getQueryPageConfig(pageKey: string, site = ''): Promise<QueryPageConfig> {
  return apiGet<QueryPageConfig>(`/api/rem-registrationbizweb/queryPage/${encodeURIComponent(pageKey)}/config`, siteParams(site), { silent: true });
}

export function useQueryPageConfig(pageKey: string, site = '') {
  return useQuery(queryOptions({ queryKey: [...queryPageKey, pageKey, 'config', site], queryFn: () => getQueryPageConfig(pageKey, site), retry: false }));
}

export function listQueryPage(pageKey: string, request: QueryPageRequest, site = ''): Promise<QueryRows> {
  return apiPost<QueryRows>(`/api/rem-registrationbizweb/queryPage/${encodeURIComponent(pageKey)}/list`, request, { silent: true, params: siteParams(site) });
}

export function useQueryPageRows(pageKey: string, request: QueryPageRequest, enabled: boolean, site = '') {
  return useQuery({
    queryKey: [...queryPageKey, pageKey, 'rows', site, request],
    queryFn: () => listQueryPage(pageKey, request, site),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

/**
 * Every row the filters find as an .xlsx workbook. `onProgress` hears the share of the file
 * received (null while the server is still writing it).
 */
export function exportQueryPage(
  pageKey: string,
  request: Omit<QueryPageRequest, 'pageNo' | 'pageSize'>,
  fallbackName: string,
  onProgress?: (percent: number | null) => void,
  site = '',
): Promise<FileAnswer> {
  onProgress?.(null);
  const call = httpClient.post<Blob>(`/api/rem-registrationbizweb/queryPage/${encodeURIComponent(pageKey)}/export`, request, {
    params: siteParams(site),
    responseType: 'blob',
    onDownloadProgress: (event) => {
      if (event.total) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return fileAnswer(call, fallbackName);
}
