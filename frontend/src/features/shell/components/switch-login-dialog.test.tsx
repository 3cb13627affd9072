import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { pageReload } from '@/lib/page-reload';
import { useSessionStore } from '@/stores/session-store';
import { useTabsStore } from '@/stores/tabs-store';
import { fakeApi } from '@/test/fake-api';
import { shellHandlers, signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { useShellDialogs } from '../stores/dialogs-store';

const BOUND = 'POST /api/rem-registrationbizweb/user/queryBoundUserRefAccounts';
const TOKEN = 'POST /api/blade-auth/oauth/token';
const bound = [
  { account: 'personal_demo', name: '张伟', roleAlias: '个人投资者' },
  { account: 'member_demo', name: '长安证券服务有限公司', roleAlias: '会员机构' },
];
const grant = {
  access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'bearer', expires_in: 600, tenant_id: '000000',
  user_id: '7', account: 'personal_demo', user_name: '张伟', role_name: 'personal_investor', landing_mode: 'personalholder',
};

async function openUserMenu() {
  await userEvent.click(await screen.findByTestId('user-dropdown'));
  return waitFor(() => {
    const menu = document.querySelector<HTMLElement>('.ant-dropdown-menu');
    if (!menu) throw new Error('user dropdown not open');
    return menu;
  });
}

describe('切换账号', () => {
  let reloadAt: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useSessionStore.getState().signOut();
    useTabsStore.getState().reset();
    useShellDialogs.getState().close();
    reloadAt = vi.spyOn(pageReload, 'reloadAt').mockImplementation(() => undefined);
  });
  afterEach(() => reloadAt.mockRestore());

  it('lists the accounts bound to the mobile; choosing one stores its token pair and reloads into its zone', async () => {
    const api = fakeApi(
      shellHandlers(userInfo('org', 2, { companyInfo: { id: 'c1', name: 'x' } }), {
        [BOUND]: () => ({ data: bound }),
        [TOKEN]: () => ({ data: grant }),
      }),
    );
    signedIn('org');
    useTabsStore.getState().open({ key: '/businessApply', title: '登记托管' });
    renderRoutes(routes, '/wel/index');
    await waitFor(() => expect(api.of(BOUND)).toHaveLength(1));
    const menu = await openUserMenu();
    await userEvent.click(await within(menu).findByText('切换账号'));
    const dialog = await screen.findByRole('dialog', { name: '切换账号' });
    const row = await within(dialog).findByRole('row', { name: /personal_demo/ });
    expect(row).toHaveTextContent('张伟');
    expect(row).toHaveTextContent('个人投资者');
    expect(within(dialog).getByRole('row', { name: /member_demo/ })).toHaveTextContent('会员机构');

    await userEvent.click(within(row).getByRole('button', { name: '切换' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/wel/index'));
    const [call] = api.of(TOKEN);
    expect(Object.fromEntries(new URLSearchParams(call.data as string))).toEqual({
      grant_type: 'biz_account_switch', username: 'personal_demo', scope: 'all',
    });
    // switched with the old session's token
    expect(call.headers['Blade-Auth']).not.toBe('bearer new-access');
    const session = useSessionStore.getState();
    expect(session.token).toBe('new-access');
    expect(session.refreshToken).toBe('new-refresh');
    expect(session.landingMode).toBe('personalholder');
    expect(session.userInfo?.account).toBe('personal_demo');
    expect(useTabsStore.getState().tabs.map((t) => t.key)).toEqual(['/wel/index']);
  });

  it('is not offered when no other account is bound to the mobile', async () => {
    const api = fakeApi(shellHandlers(userInfo('org', 2, { companyInfo: { id: 'c1', name: 'x' } }), { [BOUND]: () => ({ data: [] }) }));
    signedIn('org');
    renderRoutes(routes, '/wel/index');
    await waitFor(() => expect(api.of(BOUND)).toHaveLength(1));
    const menu = await openUserMenu();
    expect(within(menu).getAllByRole('menuitem').map((e) => e.textContent)).toEqual(['工作台', '个人信息', '切换企业', '清除缓存', '退出登录']);
  });
});
