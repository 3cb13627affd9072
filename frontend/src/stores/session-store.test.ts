import { beforeEach, describe, expect, it } from 'vitest';
import { tokenNeedsRefresh, useSessionStore, type TokenGrant } from './session-store';

const grant: TokenGrant = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: 600,
  tenant_id: '000000',
  user_id: 7,
  account: 'org_demo',
  user_name: '李娜',
  role_name: 'enterprise',
  landing_mode: 'org',
};
const store = () => useSessionStore.getState();

describe('session store', () => {
  beforeEach(() => store().signOut());

  it('signs in from the token grant', () => {
    store().signIn(grant, 1_000);
    expect(store()).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
      tokenIssuedAt: 1_000,
      expiresIn: 600,
      landingMode: 'org',
      userInfo: { userId: '7', account: 'org_demo', userName: '李娜', roleName: 'enterprise', tenantId: '000000' },
    });
  });

  // spec: 01§3.16
  it('persists the session in local storage', () => {
    store().signIn(grant, 1_000);
    expect(JSON.parse(localStorage.getItem('platform-session') ?? '{}').state.token).toBe('access-1');
  });

  it('a refresh replaces the tokens and keeps the user', () => {
    store().signIn(grant, 1_000);
    store().refreshed({ ...grant, access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 300 }, 5_000);
    expect(store()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2', tokenIssuedAt: 5_000, expiresIn: 300 });
    expect(store().userInfo?.account).toBe('org_demo');
  });

  // spec: 01§4.3
  it('stores the chosen company and holder ids', () => {
    store().signIn(grant, 0);
    store().chooseCompany('c-1');
    expect(store().currentCompanyId).toBe('c-1');
    store().chooseHolder({ holderUuid: 'h-1', companyId: 'c-2', productId: 'p-1' });
    expect(store()).toMatchObject({ currentHolderUuid: 'h-1', currentCompanyId: 'c-2', currentProductId: 'p-1' });
  });

  // spec: 01§4.9 01§2.14
  it('locks with a password and unlocks only with the same one, which is then forgotten', () => {
    store().signIn(grant, 0);
    store().lock('secret');
    expect(store()).toMatchObject({ isLocked: true, lockPassword: 'secret' });
    expect(store().unlock('wrong')).toBe(false);
    expect(store().isLocked).toBe(true);
    expect(store().unlock('secret')).toBe(true);
    expect(store()).toMatchObject({ isLocked: false, lockPassword: '' });
  });

  it('locking again without a password keeps the one set', () => {
    store().lock('pw');
    store().lock();
    expect(store().lockPassword).toBe('pw');
  });

  it('sign out forgets everything, the lock included', () => {
    store().signIn(grant, 0);
    store().lock('pw');
    store().signOut();
    expect(store()).toMatchObject({ token: null, refreshToken: null, userInfo: null, landingMode: null, isLocked: false, lockPassword: '' });
  });
});

describe('tokenNeedsRefresh', () => {
  const session = { token: 't', tokenIssuedAt: 0, expiresIn: 600 };
  it('is false while the token is young', () => {
    expect(tokenNeedsRefresh(session, 500_000, 20)).toBe(false);
  });
  // spec: 01§4.12
  it('is true once elapsed seconds reach the lifetime minus the margin', () => {
    expect(tokenNeedsRefresh(session, 580_000, 20)).toBe(true);
    expect(tokenNeedsRefresh(session, 600_000, 0)).toBe(true);
    expect(tokenNeedsRefresh(session, 599_000, 0)).toBe(false);
  });
  it('is false without a token', () => {
    expect(tokenNeedsRefresh({ ...session, token: null }, 10_000_000)).toBe(false);
  });
});
