import { describe, expect, it } from 'vitest';
import { hasButton, isHolderMode, isLandingMode, landingModes, shellAccess, type DomainTenant, type LandingMode } from './permissions';

const platform: DomainTenant = { tenantId: '000000', theme: null, lockedShell: false };
/** spec §6's tenant 518100 as the administrator sets it up: a locked shell and theme-bule */
const special: DomainTenant = { tenantId: '518100', theme: 'theme-bule', lockedShell: true };

const entries = (mode: LandingMode | null, orgType: number | null, tenantId = '000000', domainTenant: DomainTenant = platform) => {
  const a = shellAccess({ landingMode: mode, orgType, tenantId, domainTenant });
  return { enterprise: a.switchEnterprise, account: a.switchAccount, logout: a.logout, theme: a.forcedTheme };
};

describe('shellAccess (spec §6)', () => {
  // spec: 01§6.2
  it.each([
    // mode, orgType, switch enterprise, switch account
    ['org', 2, true, false],
    ['member', 2, true, false],
    ['org', 1, false, false],
    ['member', 1, false, false],
    ['personalholder', 1, false, true],
    ['orgholder', 2, false, true],
    ['productholder', 2, false, true],
    ['holderVisitor', 2, false, false],
    ['mgr', 2, false, false],
    ['mgr', 1, false, false],
  ] as const)('%s with orgType %s: enterprise %s, account %s', (mode, orgType, enterprise, account) => {
    expect(entries(mode, orgType)).toEqual({ enterprise, account, logout: true, theme: null });
  });

  it('reads orgType given as a string', () => {
    expect(shellAccess({ landingMode: 'org', orgType: '2', tenantId: '000000', domainTenant: platform }).switchEnterprise).toBe(true);
  });

  it('offers nothing to switch before the landing mode is known', () => {
    expect(entries(null, 2)).toEqual({ enterprise: false, account: false, logout: true, theme: null });
  });

  it('always offers the dashboard and user info', () => {
    for (const mode of landingModes) {
      const a = shellAccess({ landingMode: mode, orgType: 2, tenantId: '518100', domainTenant: special });
      expect([a.dashboard, a.userInfo]).toEqual([true, true]);
    }
  });

  // spec: 01§6.3
  it('on a tenant with a locked shell and theme-bule (518100), on its own domain, hides logout and switching and forces the theme', () => {
    for (const mode of landingModes) {
      expect(entries(mode, 2, '518100', special)).toEqual({ enterprise: false, account: false, logout: false, theme: 'theme-bule' });
    }
  });

  it('such a tenant on another domain, or another tenant on its domain, keeps the normal rules', () => {
    expect(entries('org', 2, '518100', platform)).toEqual({ enterprise: true, account: false, logout: true, theme: null });
    expect(entries('personalholder', 1, '000000', special)).toEqual({ enterprise: false, account: true, logout: true, theme: null });
  });

  it('takes the lock and the theme each from the tenant\'s settings, whatever its id', () => {
    const themedOnly: DomainTenant = { tenantId: '710000', theme: 'theme-dark', lockedShell: false };
    expect(entries('org', 2, '710000', themedOnly)).toEqual({ enterprise: true, account: false, logout: true, theme: 'theme-dark' });
    const lockedOnly: DomainTenant = { tenantId: '710000', theme: null, lockedShell: true };
    expect(entries('org', 2, '710000', lockedOnly)).toEqual({ enterprise: false, account: false, logout: false, theme: null });
    // 518100 without those settings is an ordinary tenant
    expect(entries('org', 2, '518100', { tenantId: '518100' })).toEqual({ enterprise: true, account: false, logout: true, theme: null });
  });
});

describe('hasButton', () => {
  it('answers true only for codes in the map', () => {
    expect(hasButton({ apply_submit: true }, 'apply_submit')).toBe(true);
    expect(hasButton({ apply_submit: true }, 'apply_withdraw')).toBe(false);
    expect(hasButton(undefined, 'apply_submit')).toBe(false);
  });
});

describe('isLandingMode', () => {
  it('accepts the known modes only', () => {
    expect(isLandingMode('orgholder')).toBe(true);
    expect(isLandingMode('visitor')).toBe(false);
    expect(isLandingMode(undefined)).toBe(false);
  });
});

describe('isHolderMode', () => {
  it('is true for the three investor zones only', () => {
    expect(landingModes.filter((m) => isHolderMode(m))).toEqual(['personalholder', 'orgholder', 'productholder']);
    expect(isHolderMode(null)).toBe(false);
  });
});
