import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface TenantInfo {
  tenantId: string;
  tenantName: string;
  domain?: string | null;
  /** the theme forced on the tenant's own domain */
  theme?: string | null;
  /** on its own domain logout and switching are hidden */
  lockedShell?: boolean;
}

/** Tenant lookup by host (no login needed). */
export function getTenantInfo(domain: string): Promise<TenantInfo> {
  return apiGet<TenantInfo>('/api/blade-system/tenant/info', { domain }, { silent: true });
}

export const tenantInfoQuery = (domain: string) =>
  queryOptions({ queryKey: ['tenant', 'info', domain], queryFn: () => getTenantInfo(domain), staleTime: Infinity });

export function useTenantInfo(domain: string = window.location.hostname) {
  return useQuery(tenantInfoQuery(domain));
}
