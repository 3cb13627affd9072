import { useTenantInfo } from '@/api/get-tenant-info';
import { defaultTenantId } from '@/lib/http/client';

/**
 * The tenant of the public pages: the tenant lookup by host comes first (spec §4 "On entry");
 * '' while it is loading, the default tenant when it fails.
 */
export function usePublicTenant(): string {
  const tenant = useTenantInfo();
  if (tenant.isPending) return '';
  return tenant.data?.tenantId ?? defaultTenantId;
}
