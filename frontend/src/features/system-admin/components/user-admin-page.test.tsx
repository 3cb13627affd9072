import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpEffects } from '@/lib/http/client';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { RoleRow } from '../api/role-admin';
import type { UserRow } from '../api/user-admin';
import { UserAdminPage } from './user-admin-page';

const LIST = 'GET /api/blade-user/page';
const ROLES = 'GET /api/blade-system/role/list';
const SUBMIT = 'POST /api/blade-user/submit';
const CANDIDATES = 'GET /api/blade-user/binding-candidates';
const BIND = 'POST /api/blade-user/bind';
const roles: RoleRow[] = [
  { id: 'reviewer', roleName: '初审岗', roleAlias: 'reviewer', sort: 1, users: 3 },
  { id: 'administrator', roleName: '管理员', roleAlias: 'administrator', sort: 2, users: 1 },
];
const users: UserRow[] = [
  {
    id: 'u1',
    tenantId: '000000',
    account: 'zhangsan',
    realName: '张三',
    roleName: 'reviewer',
    roleAlias: '初审岗',
    mobile: '13800000000',
    status: 1,
    companies: [
      { companyId: 'c1', companyName: '甲公司' },
      { companyId: 'c2', companyName: '乙公司' },
    ],
    accounts: [{ holderUuid: 'h1', accountNumber: 'DJ0001', holderName: '王五' }],
  },
  { id: 'u2', tenantId: '000000', account: 'lisi', realName: '李四', roleName: 'administrator', roleAlias: '管理员', mobile: null, status: 0, companies: [], accounts: [] },
];
const page = (records: UserRow[], total = records.length) => ({ data: { records, total, current: 1, size: 10 } });
const base = { [LIST]: () => page(users), [ROLES]: () => ({ data: roles }) };

const open = () => renderRoutes([{ path: '/system/user', element: <UserAdminPage /> }], '/system/user');
const row = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
const body = (call: { data?: unknown }) => JSON.parse(String(call.data)) as unknown;

async function choose(testId: string, option: string) {
  await userEvent.click(within(screen.getByTestId(testId)).getByRole('combobox'));
  await userEvent.click(await screen.findByTitle(option));
}

describe('/system/user', () => {
  beforeEach(() => signedIn('mgr'));

  it('lists the users paged, and searches by account, name, role and status', async () => {
    const api = fakeApi({ ...base, [LIST]: () => page(users, 12) });
    open();
    expect(await screen.findByText('zhangsan')).toBeInTheDocument();
    const first = row('u1');
    expect(within(first).getByText('初审岗')).toBeInTheDocument();
    expect(within(first).getByText('启用')).toBeInTheDocument();
    expect(within(first).getByText('甲公司、乙公司')).toBeInTheDocument();
    expect(within(first).getByText('DJ0001')).toBeInTheDocument();
    expect(within(row('u2')).getByText('禁用')).toBeInTheDocument();
    expect(within(row('u2')).getByTestId('user-status-u2')).toHaveTextContent('启用');
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    expect(api.of(LIST)[0].params).toEqual({ current: 1, size: 10 });

    await userEvent.type(screen.getByTestId('user-filter-account'), ' zhang ');
    await userEvent.type(screen.getByTestId('user-filter-name'), '张');
    await choose('user-filter-role', '初审岗');
    await choose('user-filter-status', '禁用');
    await userEvent.click(screen.getByTestId('user-search-submit'));
    await waitFor(() =>
      expect(api.of(LIST).at(-1)?.params).toEqual({ current: 1, size: 10, account: 'zhang', realName: '张', roleName: 'reviewer', status: 0 }),
    );

    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(api.of(LIST).at(-1)?.params).toMatchObject({ current: 2, account: 'zhang', status: 0 }));
  });

  it('adds a user, asking for the required fields first, and shows the initial password once', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = fakeApi({
      ...base,
      [SUBMIT]: (config) => ({ data: { user: { ...users[1], id: 'u3', ...(body(config) as object) }, password: 'Xy7#kP2mQ9' } }),
    });
    open();
    await screen.findByText('zhangsan');
    await userEvent.click(screen.getByTestId('user-add'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByTestId('user-mobile-input'), '2380000000');
    await userEvent.click(within(dialog).getByTestId('user-save'));
    expect(await within(dialog).findByText('账号不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('姓名不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择角色', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(within(dialog).getByText('手机号格式不正确')).toBeInTheDocument();
    expect(api.of(SUBMIT)).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('user-account-input'), 'wangwu');
    await userEvent.type(within(dialog).getByTestId('user-name-input'), '王五');
    await choose('user-role-input', '初审岗');
    await userEvent.clear(within(dialog).getByTestId('user-mobile-input'));
    await userEvent.type(within(dialog).getByTestId('user-mobile-input'), '13912345678');
    await userEvent.click(within(dialog).getByTestId('user-save'));
    await waitFor(() => expect(api.of(SUBMIT)).toHaveLength(1));
    expect(body(api.of(SUBMIT)[0])).toEqual({ account: 'wangwu', realName: '王五', roleName: 'reviewer', mobile: '13912345678' });

    expect(await screen.findByTestId('user-password')).toHaveTextContent('Xy7#kP2mQ9');
    expect(screen.getByText('请将初始密码告知用户，关闭后将无法再次查看')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('user-password-copy'));
    expect(writeText).toHaveBeenCalledWith('Xy7#kP2mQ9');
    expect(await screen.findByText('已复制')).toBeInTheDocument();
  });

  it("edits a user, its account fixed, and keeps the dialog open with the server's refusal", async () => {
    const api = fakeApi({ ...base, [SUBMIT]: () => ({ status: 400, msg: '角色不存在' }) });
    open();
    await userEvent.click(await screen.findByTestId('user-edit-u1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('user-account-input')).toBeDisabled();
    expect(within(dialog).getByTestId('user-account-input')).toHaveValue('zhangsan');
    const name = within(dialog).getByTestId('user-name-input');
    await userEvent.clear(name);
    await userEvent.type(name, '张三丰');
    await userEvent.clear(within(dialog).getByTestId('user-mobile-input'));
    await userEvent.click(within(dialog).getByTestId('user-save'));
    expect(await within(dialog).findByTestId('user-failure')).toHaveTextContent('角色不存在');
    expect(body(api.of(SUBMIT)[0])).toEqual({ id: 'u1', account: 'zhangsan', realName: '张三丰', roleName: 'reviewer' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('disables a user after the confirmation, and shows a refusal', async () => {
    const DISABLE = 'POST /api/blade-user/update-status?ids=u1&status=0';
    let refuse = false;
    const api = fakeApi({
      ...base,
      [DISABLE]: () => (refuse ? { status: 400, msg: '不能禁用当前登录用户' } : { data: [{ ...users[0], status: 0 }] }),
    });
    open();
    await userEvent.click(await screen.findByTestId('user-status-u1'));
    expect(await screen.findByText('确定禁用用户 zhangsan 吗？禁用后该用户将被强制退出。')).toBeInTheDocument();
    expect(api.of(DISABLE)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.of(DISABLE)).toHaveLength(1));
    expect(await screen.findByText('禁用成功')).toBeInTheDocument();

    refuse = true;
    await userEvent.click(screen.getByTestId('user-status-u1'));
    await userEvent.click((await screen.findAllByRole('button', { name: '确定' })).at(-1) as HTMLElement);
    expect(await screen.findByText('不能禁用当前登录用户')).toBeInTheDocument();
  });

  it('resets a password after the confirmation and shows the new one', async () => {
    const RESET = 'POST /api/blade-user/reset-password?userIds=u2';
    const api = fakeApi({ ...base, [RESET]: () => ({ data: [{ id: 'u2', account: 'lisi', password: 'New#Pass123' }] }) });
    open();
    await userEvent.click(await screen.findByTestId('user-reset-u2'));
    expect(await screen.findByText('确定重置用户 lisi 的密码吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.of(RESET)).toHaveLength(1));
    expect(await screen.findByTestId('user-password')).toHaveTextContent('New#Pass123');
    expect(screen.getByText('用户 lisi 的密码已重置')).toBeInTheDocument();
  });

  it("binds companies and register accounts searched on the server, replacing the user's", async () => {
    const api = fakeApi({
      ...base,
      [CANDIDATES]: (config) =>
        config.params?.kind === 'company'
          ? { data: [{ id: 'c3', label: `丙公司${String(config.params?.key ?? '')}` }] }
          : { data: [{ id: 'h2', label: 'DJ0002 赵六' }] },
      [BIND]: (config) => (body(config) as { companyIds: string[] }).companyIds.includes('c1')
        ? { status: 400, msg: '企业不存在' }
        : { data: users[0] },
    });
    open();
    await userEvent.click(await screen.findByTestId('user-bind-u1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('甲公司')).toBeInTheDocument();
    expect(within(dialog).getByText('DJ0001 王五')).toBeInTheDocument();

    const companies = within(within(dialog).getByTestId('user-bind-companies')).getByRole('combobox');
    await userEvent.type(companies, '丙');
    await waitFor(() => expect(api.of(CANDIDATES).some((c) => c.params?.kind === 'company' && c.params?.key === '丙')).toBe(true));
    await userEvent.click(await screen.findByTitle('丙公司丙'));
    await userEvent.click(within(dialog).getByTestId('user-bind-save'));
    expect(await within(dialog).findByTestId('user-bind-failure')).toHaveTextContent('企业不存在');
    expect(body(api.of(BIND)[0])).toEqual({ userId: 'u1', companyIds: ['c1', 'c2', 'c3'], holderUuids: ['h1'] });

    // 甲公司 and 乙公司 removed: the binding saved is 丙公司 with the account
    const tags = dialog.querySelectorAll('[data-testid="user-bind-companies"] .ant-select-selection-item-remove');
    await userEvent.click(tags[0] as HTMLElement);
    await userEvent.click(dialog.querySelectorAll('[data-testid="user-bind-companies"] .ant-select-selection-item-remove')[0] as HTMLElement);
    await userEvent.click(within(dialog).getByTestId('user-bind-save'));
    await waitFor(() => expect(api.of(BIND)).toHaveLength(2));
    expect(body(api.of(BIND)[1])).toEqual({ userId: 'u1', companyIds: ['c3'], holderUuids: ['h1'] });
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
  });

  describe('a user who is not the administrator', () => {
    const navigate = vi.fn();
    beforeEach(() => configureHttpEffects({ navigate }));
    afterEach(() => configureHttpEffects({ navigate: (path) => window.location.assign(path) }));

    it('is sent to the forbidden page', async () => {
      fakeApi({ [LIST]: () => ({ status: 403, msg: '无权访问该功能' }), [ROLES]: () => ({ status: 403, msg: '无权访问该功能' }) });
      open();
      expect(await screen.findByRole('alert')).toHaveTextContent('无权访问该功能');
      expect(navigate).toHaveBeenCalledWith('/403');
    });
  });
});
