import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpEffects } from '@/lib/http/client';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { MenuTreeNode } from '../api/menu-admin';
import type { RoleRow } from '../api/role-admin';
import { RoleAdminPage } from './role-admin-page';

const LIST = 'GET /api/blade-system/role/list';
const GRANT_TREE = 'GET /api/blade-system/menu/grant-tree';
const KEYS = 'GET /api/blade-system/menu/role-tree-keys';
const GRANT = 'POST /api/blade-system/role/grant';

const roles: RoleRow[] = [
  { id: 'r1', roleName: '初审岗', roleAlias: 'reviewer', sort: 1, users: 3 },
  { id: 'r2', roleName: '管理员', roleAlias: 'administrator', sort: 2, users: 1 },
];
const node = (id: string, title: string, children: MenuTreeNode[] = [], category = 1): MenuTreeNode => ({
  id,
  parentId: null,
  title,
  key: id,
  value: id,
  code: id,
  category,
  children,
});
const tree = [node('m1', '业务办理', [node('m11', '我的待办'), node('b1', '导出', [], 2)]), node('m2', '系统管理')];

const open = () => renderRoutes([{ path: '/system/role', element: <RoleAdminPage /> }], '/system/role');
const row = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;

describe('/system/role', () => {
  beforeEach(() => signedIn('mgr'));

  it('lists the roles with their code and users', async () => {
    fakeApi({ [LIST]: () => ({ data: roles }) });
    open();
    expect(await screen.findByText('初审岗')).toBeInTheDocument();
    expect(within(row('r1')).getByText('reviewer')).toBeInTheDocument();
    expect(within(row('r1')).getByText('3')).toBeInTheDocument();
  });

  it("checks the role's grants in the tree and saves the changed set", async () => {
    const api = fakeApi({
      [LIST]: () => ({ data: roles }),
      [GRANT_TREE]: () => ({ data: tree }),
      [KEYS]: () => ({ data: ['m1', 'm11'] }),
      [GRANT]: (config) => ({ data: (JSON.parse(String(config.data)) as { menuIds: string[] }).menuIds }),
    });
    open();
    await userEvent.click(await screen.findByTestId('role-grant-r1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('权限设置：初审岗')).toBeInTheDocument();
    await within(dialog).findByText('我的待办');
    expect(api.of(KEYS)[0].params).toEqual({ roleIds: 'r1' });

    // 导出 is granted on its own; unchecking 我的待办 leaves its parent checked (checkStrictly).
    await userEvent.click(within(dialog).getByText('导出'));
    await userEvent.click(within(dialog).getByText('我的待办'));
    await userEvent.click(within(dialog).getByTestId('role-grant-save'));
    await waitFor(() => expect(api.of(GRANT)).toHaveLength(1));
    const body = JSON.parse(String(api.of(GRANT)[0].data)) as { roleIds: string[]; menuIds: string[] };
    expect(body.roleIds).toEqual(['r1']);
    expect([...body.menuIds].sort()).toEqual(['b1', 'm1']);
    expect(await screen.findByText('权限设置成功')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    fakeApi({
      [LIST]: () => ({ data: roles }),
      [GRANT_TREE]: () => ({ data: tree }),
      [KEYS]: () => ({ data: [] }),
      [GRANT]: () => ({ status: 400, msg: '菜单不存在' }),
    });
    open();
    await userEvent.click(await screen.findByTestId('role-grant-r2'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('系统管理');
    await userEvent.click(within(dialog).getByTestId('role-grant-save'));
    expect(await within(dialog).findByTestId('role-grant-failure')).toHaveTextContent('菜单不存在');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  describe('a user who is not the administrator', () => {
    const navigate = vi.fn();
    beforeEach(() => configureHttpEffects({ navigate }));
    afterEach(() => configureHttpEffects({ navigate: (path) => window.location.assign(path) }));

    it('is sent to the forbidden page', async () => {
      fakeApi({ [LIST]: () => ({ status: 403, msg: '无权访问该功能' }) });
      open();
      expect(await screen.findByRole('alert')).toHaveTextContent('无权访问该功能');
      expect(navigate).toHaveBeenCalledWith('/403');
    });
  });
});
