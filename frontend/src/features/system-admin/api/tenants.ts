import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { apiGet, apiPost } from '@/lib/http/client';

/** A tenant with its settings (issue 20): what 01 §6's special tenants did by their ids. */
export interface TenantRecord {
  tenantId: string;
  tenantName: string;
  domain: string | null;
  /** the theme forced on its own domain */
  theme: string | null;
  /** on its own domain logout and switching are hidden */
  lockedShell: boolean;
  /** the showcase's province */
  provinceCode: string | null;
  /** the one city the showcase shows, when set */
  cityCode: string | null;
  /** when its authorisation ends, seconds */
  expireAt: number | null;
}

export interface TenantPage {
  records: TenantRecord[];
  total: number;
  current: number;
  size: number;
}

export interface TenantListParams {
  current: number;
  size: number;
  tenantName?: string;
  domain?: string;
}

/** What 新增 / 编辑 sends: no id creates the tenant numbered tenantId. */
export interface TenantSubmit {
  id?: string;
  tenantId?: string;
  tenantName: string;
  domain?: string | null;
  theme?: string | null;
  lockedShell: boolean;
  provinceCode?: string | null;
  cityCode?: string | null;
}

/** The tenant as saved; a new one's administrator and the initial password, shown once. */
export interface TenantSaved {
  tenant: TenantRecord;
  adminAccount: string | null;
  adminPassword: string | null;
}

export function getTenantList(params: TenantListParams): Promise<TenantPage> {
  const query: Record<string, unknown> = { current: params.current, size: params.size };
  if (params.tenantName) query.tenantName = params.tenantName;
  if (params.domain) query.domain = params.domain;
  return apiGet<TenantPage>('/api/blade-system/tenant/list', query);
}

const tenantsKey = ['system-admin', 'tenants'] as const;

export const tenantListQuery = (params: TenantListParams) =>
  queryOptions({ queryKey: [...tenantsKey, params], queryFn: () => getTenantList(params), placeholderData: keepPreviousData });

export function useTenantList(params: TenantListParams) {
  return useQuery(tenantListQuery(params));
}

export function submitTenant(body: TenantSubmit): Promise<TenantSaved> {
  return apiPost<TenantSaved>('/api/blade-system/tenant/submit', body, { silent: true });
}

export function removeTenants(ids: string[]): Promise<TenantRecord[]> {
  const joined = ids.map(encodeURIComponent).join(',');
  return apiPost<TenantRecord[]>(`/api/blade-system/tenant/remove?ids=${joined}`, undefined, { silent: true });
}

/** 授权配置: the last day (yyyy-MM-dd) of the tenants' authorisation, or none for no limit. */
export function setTenantExpiry({ ids, expireTime }: { ids: string[]; expireTime: string | null }): Promise<TenantRecord[]> {
  const query = new URLSearchParams({ ids: ids.join(','), expireTime: expireTime ?? '' });
  return apiPost<TenantRecord[]>(`/api/blade-system/tenant/setting?${query.toString()}`, undefined, { silent: true });
}

function useTenantMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: tenantsKey }) });
}

export const useSubmitTenant = () => useTenantMutation(submitTenant);
export const useRemoveTenants = () => useTenantMutation(removeTenants);
export const useSetTenantExpiry = () => useTenantMutation(setTenantExpiry);

/** The last day (yyyy-MM-dd, Beijing) of an authorisation that ends as the next day begins there. */
export function lastAuthorisedDay(expireAt: number): string {
  return dayjs((expireAt - 1) * 1000).add(8, 'hour').toISOString().slice(0, 10);
}
