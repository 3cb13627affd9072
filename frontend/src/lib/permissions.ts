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
/**
 * The tenant a domain belongs to, with its own domain's shell: a locked shell hides logout and
 * switching, a theme is forced (spec §6's tenant 518100: both, theme-bule). They are settings of
 * the tenant, set by the platform administrator, not ids written here.
 */
export interface DomainTenant {
  tenantId: string;
  theme?: string | null;
  lockedShell?: boolean;
}

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
  domainTenant: DomainTenant | null | undefined;
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

/** The tenant's own domain, when the user is on it. */
function ownDomain(tenantId: string | null | undefined, domainTenant: DomainTenant | null | undefined): DomainTenant | null {
  return domainTenant != null && tenantId != null && domainTenant.tenantId === tenantId ? domainTenant : null;
}

/** The theme a user of `tenantId` may not change on this domain, or null. */
export function forcedThemeOf(tenantId: string | null | undefined, domainTenant: DomainTenant | null | undefined): string | null {
  return ownDomain(tenantId, domainTenant)?.theme || null;
}

/** The user dropdown entries and theme lock of spec §6. */
export function shellAccess({ landingMode, orgType, tenantId, domainTenant }: ShellAccessInput): ShellAccess {
  const special = ownDomain(tenantId, domainTenant)?.lockedShell === true;
  const isOrganisation = Number(orgType) === organisationOrgType;
  return {
    dashboard: true,
    userInfo: true,
    switchEnterprise: !special && isOrganisation && landingMode !== null && enterpriseModes.includes(landingMode),
    switchAccount: !special && landingMode !== null && holderModes.includes(landingMode),
    logout: !special,
    forcedTheme: forcedThemeOf(tenantId, domainTenant),
  };
}

/** Button permission lookup in the code-to-true map (spec §6). */
export function hasButton(buttons: Readonly<Record<string, true>> | undefined, code: string): boolean {
  return buttons?.[code] === true;
}
