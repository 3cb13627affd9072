import { expect, test } from './fixtures';
import { snap } from './helpers';
import { useOwnServer } from './own-server';

/**
 * Issue 20's administration in the browser, on a server of its own (menus and grants are the
 * platform's): the administrator adds a menu, grants it to the first reviewers, creates a
 * reviewer whose initial password is shown once; the reviewer signs in with it and finds the
 * menu in the sidebar, which leads to its page.
 */
test.describe('administration', () => {
  const own = useOwnServer(11);

  test('a menu granted to a role is in the sidebar of a user the administrator created', async ({ browser }) => {
    test.setTimeout(180_000);
    const admin = await own.signedInOn(browser, 'admin');

    // 菜单管理: a top-level menu to the staff's application query
    await admin.goto('/system/menu');
    await admin.getByTestId('menu-add').click();
    const menuDialog = admin.getByRole('dialog', { name: '新增菜单' });
    // the dialog's form first, or the save may land before it can validate (seen once, cold)
    await expect(menuDialog.getByTestId('menu-name-input')).toBeVisible();
    await menuDialog.getByTestId('menu-save').click();
    await expect(menuDialog.getByText('菜单名称不能为空')).toBeVisible();
    await menuDialog.getByTestId('menu-name-input').fill('业务查询');
    await menuDialog.getByTestId('menu-code-input').fill('staff_business_query');
    await menuDialog.getByTestId('menu-path-input').fill('/queryPage/processQuery2');
    await menuDialog.getByTestId('menu-sort-input').fill('9');
    await snap(admin, 'admin-menu-add');
    await menuDialog.getByTestId('menu-save').click();
    await expect(menuDialog).toBeHidden();
    await expect(admin.getByRole('cell', { name: '业务查询', exact: true })).toBeVisible();

    // 角色管理: granted to 初审岗
    await admin.goto('/system/role');
    await admin.getByTestId('role-grant-first_reviewer').click();
    const grant = admin.getByRole('dialog', { name: '权限设置：初审岗' });
    await grant.getByText('业务查询', { exact: true }).click();
    await snap(admin, 'admin-role-grant');
    await grant.getByTestId('role-grant-save').click();
    await expect(grant).toBeHidden();
    await expect(admin.getByText('权限设置成功')).toBeVisible();

    // 用户管理: a new first reviewer, its initial password shown once
    await admin.goto('/system/user');
    await admin.getByTestId('user-add').click();
    const userDialog = admin.getByRole('dialog').filter({ has: admin.getByTestId('user-account-input') });
    await userDialog.getByTestId('user-account-input').fill('staff_third');
    await userDialog.getByTestId('user-name-input').fill('王三审');
    await userDialog.getByTestId('user-role-input').click();
    await admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('初审岗', { exact: true }).click();
    await userDialog.getByTestId('user-save').click();
    const password = (await admin.getByTestId('user-password').innerText()).trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await snap(admin, 'admin-user-password');

    // the new reviewer signs in and finds the menu
    const reviewer = await (await own.contextOn(browser)).newPage();
    await reviewer.goto('/login');
    await reviewer.getByLabel('用户名').fill('staff_third');
    await reviewer.getByLabel('密码', { exact: true }).fill(password);
    await reviewer.getByRole('button', { name: '登录', exact: true }).click();
    await expect(reviewer).toHaveURL(/\/wel\/index$/);
    const entry = reviewer.getByRole('menuitem', { name: /业务查询/ });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(reviewer).toHaveURL(/\/queryPage\/processQuery2$/);
    await snap(reviewer, 'reviewer-granted-menu');

    // the audit log names each change, newest first
    await admin.goto('/system/auditLog');
    const rows = admin.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.nth(0)).toContainText('用户');
    await expect(rows.nth(0)).toContainText('staff_third');
    await expect(rows.nth(1)).toContainText('角色权限');
    await expect(rows.nth(2)).toContainText('菜单');
    await snap(admin, 'admin-audit-log');
  });
});
