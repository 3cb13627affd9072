import type { CurrentUserInfo } from '@/api/get-current-user-info';
import type { MenuItem } from '@/api/get-menu-routes';
import type { LandingMode } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import type { FakeAnswer } from './fake-api';

export const menu: MenuItem[] = [
  { id: 'm1', parentId: 0, code: 'wel', name: '工作台', path: '/wel/index', source: 'DesktopOutlined', sort: 1, category: 1, children: [] },
  {
    id: 'm2', parentId: 0, code: 'biz', name: '业务办理', path: '/business', source: 'AppstoreOutlined', sort: 2, category: 1,
    children: [
      { id: 'm21', parentId: 'm2', code: 'apply', name: '登记托管', path: '/businessApply', source: 'FileAddOutlined', sort: 1, category: 1, children: [] },
      { id: 'm22', parentId: 'm2', code: 'dyn', name: '动态页面', path: '/dynamic/page', sort: 2, category: 1, children: [] },
    ],
  },
];

export function userInfo(landingMode: LandingMode, orgType: number, extra: Partial<CurrentUserInfo> = {}): CurrentUserInfo {
  return {
    landingMode,
    isCertified: true,
    isApply: false,
    loginAccountInfo: { account: 'demo', name: '演示用户', orgType, tenantId: '000000', tenantName: '区域股权服务平台', roleName: 'role', roleAlias: '演示角色', mobile: null },
    companyInfo: null,
    shareAccountInfo: null,
    product: null,
    ...extra,
  };
}

export function signedIn(landingMode: LandingMode = 'mgr') {
  useSessionStore.getState().signIn(
    {
      access_token: 'tok', refresh_token: 'ref', token_type: 'bearer', expires_in: 600, tenant_id: '000000',
      user_id: '1', account: 'demo', user_name: '演示用户', role_name: 'role', landing_mode: landingMode,
    },
    Date.now(),
  );
}

/** The calls every shell page makes, for a user with the given info. */
export function shellHandlers(info: CurrentUserInfo, extra: Record<string, () => FakeAnswer> = {}) {
  return {
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'POST /api/rem-registrationbizweb/user/getCurrentUserInfo': () => ({ data: info }),
    'GET /api/blade-system/menu/routes': () => ({ data: menu }),
    'GET /api/blade-system/menu/buttons': () => ({ data: [] }),
    ...extra,
  };
}
