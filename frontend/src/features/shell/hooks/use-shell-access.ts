import { useCurrentUserInfo } from '@/api/get-current-user-info';
import { useTenantInfo } from '@/api/get-tenant-info';
import { isLandingMode, shellAccess, type LandingMode } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';

/** The signed-in user's landing mode and what the shell offers them (spec §6). */
export function useShellAccess() {
  const info = useCurrentUserInfo();
  const tenant = useTenantInfo();
  const sessionMode = useSessionStore((s) => s.landingMode);
  const sessionTenant = useSessionStore((s) => s.userInfo?.tenantId ?? null);
  const infoMode = info.data?.landingMode;
  const landingMode: LandingMode | null = isLandingMode(infoMode) ? infoMode : sessionMode;
  const access = shellAccess({
    landingMode,
    orgType: info.data?.loginAccountInfo?.orgType,
    tenantId: info.data?.loginAccountInfo?.tenantId ?? sessionTenant,
    domainTenant: tenant.data,
  });
  return { landingMode, access, info, domainTenant: tenant.data };
}
