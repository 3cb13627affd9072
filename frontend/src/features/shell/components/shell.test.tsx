import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import type { LandingMode } from '@/lib/permissions';
import { pageReload } from '@/lib/page-reload';
import { useSessionStore } from '@/stores/session-store';
import { useTabsStore } from '@/stores/tabs-store';
import { fakeApi } from '@/test/fake-api';
import { shellHandlers, signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { useShellDialogs } from '../stores/dialogs-store';
import { accountStatusKey } from './choose-account-dialog';

const companies = [
  { companyId: 'c1', name: '西安曲江文旅发展有限公司' },
  { companyId: 'c2', name: '西安秦创智能科技股份有限公司' },
];
const accounts = [
  { holderUuid: 'h1', accountNumber: '2000000001', holderName: '张伟', holderAccountStatus: 1, companyId: 'c1', productId: 'p1', organType: 2, organTypeId: null },
  { holderUuid: 'h2', accountNumber: '2000000002', holderName: '张伟', holderAccountStatus: 3, companyId: 'c2', productId: 'p2', organType: 3, organTypeId: 'prod-9' },
];

async function openUserMenu() {
  await userEvent.click(await screen.findByTestId('user-dropdown'));
  return waitFor(() => {
    const menu = document.querySelector<HTMLElement>('.ant-dropdown-menu');
    if (!menu) throw new Error('user dropdown not open');
    return menu;
  });
}

describe('shell', () => {
  let reloadAt: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useSessionStore.getState().signOut();
    useTabsStore.getState().reset();
    useShellDialogs.getState().close();
    reloadAt = vi.spyOn(pageReload, 'reloadAt').mockImplementation(() => undefined);
  });
  afterEach(() => reloadAt.mockRestore());

  it.each([
    ['org', 2, '企业专区', ['工作台', '个人信息', '切换企业', '清除缓存', '退出登录']],
    ['member', 2, '会员专区', ['工作台', '个人信息', '切换企业', '清除缓存', '退出登录']],
    ['member', 1, '会员专区', ['工作台', '个人信息', '清除缓存', '退出登录']],
    ['personalholder', 1, '个人投资者专区', ['工作台', '个人信息', '切换登记账号', '清除缓存', '退出登录']],
    ['orgholder', 2, '机构投资者专区', ['工作台', '个人信息', '切换登记账号', '清除缓存', '退出登录']],
    ['productholder', 2, '产品投资者专区', ['工作台', '个人信息', '切换登记账号', '清除缓存', '退出登录']],
    ['mgr', 1, '管理端', ['工作台', '个人信息', '清除缓存', '退出登录']],
  ] as const)('%s (orgType %s) sees %s and its dropdown', async (mode, orgType, label, entries) => {
    const current = { companyInfo: { id: 'c1', name: 'x' }, shareAccountInfo: { ...accounts[0] } };
    fakeApi(shellHandlers(userInfo(mode as LandingMode, orgType, current)));
    signedIn(mode as LandingMode);
    renderRoutes(routes, '/wel/index');
    await waitFor(() => expect(screen.getByTestId('landing-mode-label')).toHaveTextContent(label));
    const menu = await openUserMenu();
    expect(within(menu).getAllByRole('menuitem').map((e) => e.textContent)).toEqual(entries);
  });

  // spec: 01§5.6 01§4.3
  it('switch enterprise: 请选择企业 without a choice; a choice stores the id, clears the tabs and reloads at the first tag', async () => {
    const api = fakeApi(
      shellHandlers(userInfo('org', 2, { companyInfo: { id: 'c1', name: companies[0].name } }), {
        'GET /api/rem-registrationbizweb/user/queryAllRefCompany': () => ({ data: companies }),
        'GET /api/rem-registrationbizweb/user/switchCurrentActiveCompany': () => ({ data: companies[1] }),
      }),
    );
    signedIn('org');
    useTabsStore.getState().open({ key: '/businessApply', title: '登记托管' });
    renderRoutes(routes, '/wel/index');
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByText('切换企业'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('current-enterprise')).toHaveTextContent(companies[0].name);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择企业')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText(companies[1].name));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/wel/index'));
    expect(api.of('GET /api/rem-registrationbizweb/user/switchCurrentActiveCompany')[0].params).toEqual({ companyId: 'c2' });
    expect(useSessionStore.getState().currentCompanyId).toBe('c2');
    expect(useTabsStore.getState().tabs.map((t) => t.key)).toEqual(['/wel/index']);
  });

  // spec: 01§8.3 01§2.11
  it('switch enterprise with no other shows 无 and 当前没有可供选择的企业', async () => {
    fakeApi(
      shellHandlers(userInfo('member', 2, { companyInfo: { id: 'c1', name: companies[0].name } }), {
        'GET /api/rem-registrationbizweb/user/queryAllRefCompany': () => ({ data: [companies[0]] }),
      }),
    );
    signedIn('member');
    renderRoutes(routes, '/wel/index');
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByText('切换企业'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('无')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('当前没有可供选择的企业')).toBeInTheDocument();
    expect(reloadAt).not.toHaveBeenCalled();
  });

  // spec: 01§2.12 01§7.4 01§7.6 02§7.32
  it('choose registration account: status texts, and 选择 switches with the product id of organType 3', async () => {
    const api = fakeApi(
      shellHandlers(userInfo('productholder', 2, { shareAccountInfo: { ...accounts[0] } }), {
        'GET /api/rem-registrationbizweb/user/getCurrentUserAllAcount': () => ({ data: accounts }),
        'GET /api/rem-registrationbizweb/user/switchCurrentActiveHolder': () => ({
          data: { holderUuid: 'h2', companyId: 'c2', productId: 'prod-9' },
        }),
      }),
    );
    signedIn('productholder');
    renderRoutes(routes, '/wel/index');
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByText('切换登记账号'));
    const dialog = await screen.findByRole('dialog');
    const rows = await within(dialog).findAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['序号', '投资者名称', '登记账号', '账户状态', '操作']);
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '张伟', '2000000001', '正常', '当前账号']);
    expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '张伟', '2000000002', '冻结', '选择']);
    await userEvent.click(within(rows[2]).getByRole('button', { name: '选择' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/wel/index'));
    expect(api.of('GET /api/rem-registrationbizweb/user/switchCurrentActiveHolder')[0].params).toEqual({
      holderUuid: 'h2', companyId: 'c2', productId: 'prod-9',
    });
    expect(useSessionStore.getState()).toMatchObject({ currentHolderUuid: 'h2', currentCompanyId: 'c2', currentProductId: 'prod-9' });
  });

  // spec: 01§8.4
  it('choose registration account with only the current one says 当前没有可供选择的登记账号', async () => {
    fakeApi(
      shellHandlers(userInfo('orgholder', 2, { shareAccountInfo: { ...accounts[0] } }), {
        'GET /api/rem-registrationbizweb/user/getCurrentUserAllAcount': () => ({ data: [accounts[0]] }),
      }),
    );
    signedIn('orgholder');
    renderRoutes(routes, '/wel/index');
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByText('切换登记账号'));
    expect(await screen.findByText('当前没有可供选择的登记账号')).toBeInTheDocument();
  });

  // spec: 01§4.4
  it('auto-selects the only enterprise when none is current, then reloads', async () => {
    const api = fakeApi(
      shellHandlers(userInfo('member', 2), {
        'GET /api/rem-registrationbizweb/user/queryAllRefCompany': () => ({ data: [companies[0]] }),
        'GET /api/rem-registrationbizweb/user/switchCurrentActiveCompany': () => ({ data: companies[0] }),
      }),
    );
    signedIn('member');
    renderRoutes(routes, '/wel/index');
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/wel/index'));
    expect(api.of('GET /api/rem-registrationbizweb/user/switchCurrentActiveCompany')[0].params).toEqual({ companyId: 'c1' });
    expect(useSessionStore.getState().currentCompanyId).toBe('c1');
  });

  // spec: 01§4.4
  it('auto-selects the only registration account when none is current', async () => {
    const api = fakeApi(
      shellHandlers(userInfo('orgholder', 2), {
        'GET /api/rem-registrationbizweb/user/getCurrentUserAllAcount': () => ({ data: [accounts[0]] }),
        'GET /api/rem-registrationbizweb/user/switchCurrentActiveHolder': () => ({ data: { holderUuid: 'h1', companyId: 'c1', productId: 'p1' } }),
      }),
    );
    signedIn('orgholder');
    renderRoutes(routes, '/wel/index');
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/wel/index'));
    expect(api.of('GET /api/rem-registrationbizweb/user/switchCurrentActiveHolder')[0].params).toEqual({ holderUuid: 'h1', companyId: 'c1', productId: 'p1' });
  });

  it('opens the account dialog on entry when there are several and none is current', async () => {
    fakeApi(
      shellHandlers(userInfo('personalholder', 1), {
        'GET /api/rem-registrationbizweb/user/getCurrentUserAllAcount': () => ({ data: accounts }),
      }),
    );
    signedIn('personalholder');
    renderRoutes(routes, '/wel/index');
    expect(await screen.findByRole('dialog')).toHaveTextContent('选择登记账号');
    expect(reloadAt).not.toHaveBeenCalled();
  });

  // spec: 01§5.1 01§4.9 01§2.14
  it('lock needs a password: 锁屏密码不能为空, then /lock', async () => {
    fakeApi(shellHandlers(userInfo('mgr', 1)));
    signedIn('mgr');
    const { router } = renderRoutes(routes, '/wel/index');
    await userEvent.click(await screen.findByTestId('lock-button'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('锁屏密码不能为空')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('锁屏密码'), 'pw');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lock'));
    expect(useSessionStore.getState()).toMatchObject({ isLocked: true, lockPassword: 'pw' });
  });
});

describe('accountStatusKey', () => {
  // spec: 01§4.1
  it('maps 0-3 and nothing else', () => {
    expect([0, 1, 2, 3, '1', 9].map(accountStatusKey)).toEqual([
      'account.status.0', 'account.status.1', 'account.status.2', 'account.status.3', 'account.status.1', null,
    ]);
  });
});
