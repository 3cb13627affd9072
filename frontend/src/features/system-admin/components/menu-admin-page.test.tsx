import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpEffects } from '@/lib/http/client';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { MenuRow } from '../api/menu-admin';
import { MenuAdminPage } from './menu-admin-page';

const LAZY = 'GET /api/blade-system/menu/lazy-list';
const TREE = 'GET /api/blade-system/menu/tree';
const SUBMIT = 'POST /api/blade-system/menu/submit';

const menu = (id: string, name: string, extra: Partial<MenuRow> = {}): MenuRow => ({
  id,
  parentId: null,
  code: `code_${id}`,
  name,
  alias: '',
  path: `/${id}`,
  source: '',
  sort: 1,
  category: 1,
  isOpen: 1,
  hasChildren: false,
  ...extra,
});
const top = [menu('m1', '业务办理', { hasChildren: true }), menu('m2', '系统管理')];
const children = [menu('m11', '我的申请', { parentId: 'm1', path: '/process/myApply' }), menu('b1', '导出', { parentId: 'm1', category: 2, path: '' })];

const open = () => renderRoutes([{ path: '/system/menu', element: <MenuAdminPage /> }], '/system/menu');
const row = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;

describe('/system/menu', () => {
  beforeEach(() => signedIn('mgr'));

  it('shows the top level, opens a menu to load its children, and searches by name and code', async () => {
    const api = fakeApi({
      [LAZY]: (config) => ({ data: (config.params as { parentId?: string })?.parentId === 'm1' ? children : top }),
      [TREE]: () => ({ data: [] }),
    });
    open();
    expect(await screen.findByText('业务办理')).toBeInTheDocument();
    expect(api.of(LAZY)[0].params).toEqual({});
    expect(screen.queryByText('我的申请')).not.toBeInTheDocument();

    await userEvent.click(within(row('m1')).getByRole('button', { name: /展开|Expand/ }));
    expect(await screen.findByText('我的申请')).toBeInTheDocument();
    expect(api.of(LAZY).some((call) => (call.params as { parentId?: string }).parentId === 'm1')).toBe(true);
    expect(within(row('b1')).getByText('按钮')).toBeInTheDocument();
    expect(within(row('m11')).getByText('菜单')).toBeInTheDocument();
    // A button has no children to add.
    expect(screen.queryByTestId('menu-add-child-b1')).not.toBeInTheDocument();

    await userEvent.type(screen.getByTestId('menu-filter-name'), ' 申请 ');
    await userEvent.type(screen.getByTestId('menu-filter-code'), 'apply');
    await userEvent.click(screen.getByTestId('menu-search-submit'));
    await waitFor(() => expect(api.of(LAZY).at(-1)?.params).toEqual({ name: '申请', code: 'apply' }));
  });

  it('adds a child menu under its parent, asking for the required fields first', async () => {
    const api = fakeApi({
      [LAZY]: () => ({ data: top }),
      [TREE]: () => ({ data: [{ id: 'm1', parentId: null, title: '业务办理', key: 'm1', value: 'm1', code: 'code_m1', category: 1, children: [] }] }),
      [SUBMIT]: (config) => ({ data: { id: 'm3', ...(JSON.parse(String(config.data)) as object) } }),
    });
    open();
    await userEvent.click(await screen.findByTestId('menu-add-child-m1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增菜单')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('menu-save'));
    expect(await within(dialog).findByText('菜单名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('菜单编号不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('路由地址不能为空')).toBeInTheDocument();
    expect(api.of(SUBMIT)).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('menu-name-input'), '质押查询');
    await userEvent.type(within(dialog).getByTestId('menu-code-input'), 'pledge_query');
    await userEvent.type(within(dialog).getByTestId('menu-path-input'), '/queryPage/zhyqcx2');
    await userEvent.click(within(dialog).getByTestId('menu-save'));
    await waitFor(() => expect(api.of(SUBMIT)).toHaveLength(1));
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toEqual({
      name: '质押查询',
      code: 'pledge_query',
      category: 1,
      path: '/queryPage/zhyqcx2',
      parentId: 'm1',
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it("edits a menu and keeps the dialog open with the server's refusal", async () => {
    const api = fakeApi({
      [LAZY]: () => ({ data: top }),
      [TREE]: () => ({ data: [] }),
      [SUBMIT]: () => ({ status: 400, msg: '菜单编号已存在' }),
    });
    open();
    await userEvent.click(await screen.findByTestId('menu-edit-m2'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑菜单')).toBeInTheDocument();
    const code = within(dialog).getByTestId('menu-code-input');
    expect(code).toHaveValue('code_m2');
    await userEvent.clear(code);
    await userEvent.type(code, 'code_m1');
    await userEvent.click(within(dialog).getByTestId('menu-save'));
    expect(await within(dialog).findByTestId('menu-failure')).toHaveTextContent('菜单编号已存在');
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toMatchObject({ id: 'm2', code: 'code_m1', name: '系统管理' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("deletes a menu after the confirmation and shows the server's refusal of one with children", async () => {
    const REMOVE = 'POST /api/blade-system/menu/remove?ids=m1';
    const api = fakeApi({ [LAZY]: () => ({ data: top }), [REMOVE]: () => ({ status: 400, msg: '请先删除子菜单' }) });
    open();
    await userEvent.click(await screen.findByTestId('menu-remove-m1'));
    expect(await screen.findByText('确定删除菜单 业务办理 吗？')).toBeInTheDocument();
    expect(api.of(REMOVE)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.of(REMOVE)).toHaveLength(1));
    expect(await screen.findByText('请先删除子菜单')).toBeInTheDocument();
  });

  describe('a user who is not the administrator', () => {
    const navigate = vi.fn();
    beforeEach(() => configureHttpEffects({ navigate }));
    afterEach(() => configureHttpEffects({ navigate: (path) => window.location.assign(path) }));

    it('is sent to the forbidden page', async () => {
      fakeApi({ [LAZY]: () => ({ status: 403, msg: '无权访问该功能' }) });
      open();
      expect(await screen.findByRole('alert')).toHaveTextContent('无权访问该功能');
      expect(navigate).toHaveBeenCalledWith('/403');
    });
  });
});
