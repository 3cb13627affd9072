/**
 * Who sees what in the shell (spec 01 §6). Pure functions, no React, no stores.
 */

export const landingModes = ['org', 'member', 'personalholder', 'orgholder', 'productholder', 'holderVisitor', 'mgr'] as const;
export type LandingMode = (typeof landingModes)[number];

export function isLandingMode(value: unknown): value is LandingMode {
  return typeof value === 'string' && (landingModes as readonly string[]).includes(value);
}

/** orgType 2 = organisation (spec §3). */
export const organisationOrgType = 2;
/** The special tenant whose own domain hides logout and switching and forces theme-bule. */
export const specialTenantId = '518100';
export const specialTenantTheme = 'theme-bule';

const holderModes: readonly LandingMode[] = ['orgholder', 'personalholder', 'productholder'];
const enterpriseModes: readonly LandingMode[] = ['org', 'member'];

/** The three investor zones, which work in a registration account (spec §6). */
export function isHolderMode(landingMode: LandingMode | null | undefined): boolean {
  return landingMode != null && holderModes.includes(landingMode);
}

export interface ShellAccessInput {
  landingMode: LandingMode | null;
  orgType: number | string | null | undefined;
  /** the signed-in user's tenant */
  tenantId: string | null | undefined;
  /** the tenant the current domain belongs to (GET tenant/info?domain=) */
  domainTenantId: string | null | undefined;
}

export interface ShellAccess {
  dashboard: boolean;
  userInfo: boolean;
  switchEnterprise: boolean;
  switchAccount: boolean;
  logout: boolean;
  /** a theme the user may not change, or null */
  forcedTheme: string | null;
}

/** True on tenant 518100 reached through its own domain. */
export function isSpecialTenantDomain(tenantId: string | null | undefined, domainTenantId: string | null | undefined): boolean {
  return tenantId === specialTenantId && domainTenantId === specialTenantId;
}

/** The user dropdown entries and theme lock of spec §6. */
export function shellAccess({ landingMode, orgType, tenantId, domainTenantId }: ShellAccessInput): ShellAccess {
  const special = isSpecialTenantDomain(tenantId, domainTenantId);
  const isOrganisation = Number(orgType) === organisationOrgType;
  return {
    dashboard: true,
    userInfo: true,
    switchEnterprise: !special && isOrganisation && landingMode !== null && enterpriseModes.includes(landingMode),
    switchAccount: !special && landingMode !== null && holderModes.includes(landingMode),
    logout: !special,
    forcedTheme: special ? specialTenantTheme : null,
  };
}

/** Button permission lookup in the code-to-true map (spec §6). */
export function hasButton(buttons: Readonly<Record<string, true>> | undefined, code: string): boolean {
  return buttons?.[code] === true;
}
