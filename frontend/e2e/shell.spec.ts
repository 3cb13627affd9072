import { expect, test } from './fixtures';
import { chooseUserMenu, closeDialog, snap, userMenuEntries } from './helpers';

const everyone = ['工作台', '个人信息'];
/** The demo's non-staff users share one mobile, so each may switch to the others (切换账号). */
const sharing = '切换账号';
/** `dialog`: the chooser that opens on entry (several enterprises or accounts, none current). */
const cases: { account: string; label: string; entries: string[]; dialog?: string }[] = [
  { account: 'org_demo', label: '企业专区', entries: [...everyone, '切换企业', sharing, '清除缓存', '退出登录'], dialog: '切换企业' },
  { account: 'member_demo', label: '会员专区', entries: [...everyone, '切换企业', sharing, '清除缓存', '退出登录'] },
  { account: 'personal_demo', label: '个人投资者专区', entries: [...everyone, '切换登记账号', sharing, '清除缓存', '退出登录'], dialog: '选择登记账号' },
  { account: 'orgholder_demo', label: '机构投资者专区', entries: [...everyone, '切换登记账号', sharing, '清除缓存', '退出登录'] },
  { account: 'product_demo', label: '产品投资者专区', entries: [...everyone, '切换登记账号', sharing, '清除缓存', '退出登录'], dialog: '选择登记账号' },
  { account: 'staff_first', label: '管理端', entries: [...everyone, '清除缓存', '退出登录'] },
  { account: 'staff_recheck', label: '管理端', entries: [...everyone, '清除缓存', '退出登录'] },
  { account: 'analyst_demo', label: '管理端', entries: [...everyone, '清除缓存', '退出登录'] },
  { account: 'admin', label: '管理端', entries: [...everyone, '清除缓存', '退出登录'] },
];

for (const { account, label, entries, dialog } of cases) {
  // spec: 01§2.10 01§1.2
  test(`${account} sees ${label} and the dropdown entries ${entries.join('/')}`, async ({ page, signIn }) => {
    await signIn(account);
    if (dialog) await closeDialog(page, dialog);
    await expect(page.getByTestId('landing-mode-label')).toHaveText(label);
    expect(await userMenuEntries(page)).toEqual(entries);
  });
}

// spec: 01§5.1 01§4.9 01§2.1 01§2.14
test('lock asks for a password, /lock unlocks only with it', async ({ page, signIn }) => {
  await signIn('admin');
  await page.getByTestId('lock-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('锁屏密码不能为空')).toBeVisible();
  await dialog.getByLabel('锁屏密码').fill('pass123');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/lock$/);
  await snap(page, 'lock');
  // a locked screen keeps the user on /lock
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByLabel('锁屏密码').fill('nope');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page.getByText('锁屏密码错误')).toBeVisible();
  await page.getByLabel('锁屏密码').fill('pass123');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
});

// spec: 01§5.6 01§2.11 01§4.3
test('org_demo switches enterprise and the current company name changes', async ({ page, signIn }) => {
  await signIn('org_demo');
  // two enterprises and none current: the dialog opens on entry
  let dialog = page.getByRole('dialog', { name: '切换企业' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('current-enterprise')).toHaveText('无');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请选择企业')).toBeVisible();
  const first = (await dialog.getByRole('radio').first().locator('xpath=../..').innerText()).trim();
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('wel-enterprise')).toHaveText(first);

  await chooseUserMenu(page, '切换企业');
  dialog = page.getByRole('dialog', { name: '切换企业' });
  await expect(dialog.getByTestId('current-enterprise')).toHaveText(first);
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  const second = (await dialog.getByRole('radio').first().locator('xpath=../..').innerText()).trim();
  expect(second).not.toEqual(first);
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('wel-enterprise')).toHaveText(second);
  await expect(page.getByTestId('page-tabs').locator('.ant-tabs-nav-list > .ant-tabs-tab')).toHaveText(['工作台']);
});

// spec: 01§2.12 01§4.3
test('personal_demo chooses a registration account and switches to the other', async ({ page, signIn }) => {
  await signIn('personal_demo');
  let dialog = page.getByRole('dialog', { name: '选择登记账号' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader')).toHaveText(['序号', '投资者名称', '登记账号', '账户状态', '操作']);
  await snap(page, 'shell-choose-account');
  const firstRow = dialog.getByRole('row').nth(1);
  const firstNumber = (await firstRow.getByRole('cell').nth(2).innerText()).trim();
  await expect(firstRow.getByRole('cell').nth(3)).toHaveText('正常');
  await firstRow.getByRole('button', { name: '选择' }).click();
  await expect(page.getByTestId('wel-account')).toContainText(firstNumber);

  await chooseUserMenu(page, '切换登记账号');
  dialog = page.getByRole('dialog', { name: '选择登记账号' });
  await expect(dialog.getByText('当前账号')).toBeVisible();
  const other = dialog.getByRole('row').filter({ has: page.getByRole('button', { name: '选择' }) }).first();
  const otherNumber = (await other.getByRole('cell').nth(2).innerText()).trim();
  await other.getByRole('button', { name: '选择' }).click();
  await expect(page.getByTestId('wel-account')).toContainText(otherNumber);
  expect(otherNumber).not.toEqual(firstNumber);
});

// spec: 01§4.4
test('member_demo gets its only enterprise chosen on entry', async ({ page, signIn }) => {
  await signIn('member_demo');
  await expect(page.getByTestId('wel-enterprise')).not.toHaveText('暂无');
  await chooseUserMenu(page, '切换企业');
  const dialog = page.getByRole('dialog', { name: '切换企业' });
  await expect(dialog.getByText('无', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('当前没有可供选择的企业')).toBeVisible();
});

// spec: 01§2.42
test('page tabs keep one open and closing the active one activates the previous', async ({ page, signIn }) => {
  await signIn('admin');
  const menu = page.getByTestId('side-menu');
  await menu.getByText('业务中心').click();
  await menu.getByText('登记托管').click();
  await expect(page).toHaveURL(/\/businessApply$/);
  await menu.getByText('挂牌业务').click();
  await expect(page).toHaveURL(/\/gpywbl$/);
  const tabs = page.getByTestId('page-tabs').locator('.ant-tabs-nav-list > .ant-tabs-tab');
  await expect(tabs).toHaveText(['工作台', '登记托管', '挂牌业务']);
  await tabs.filter({ hasText: '挂牌业务' }).locator('.ant-tabs-tab-remove').click();
  await expect(page).toHaveURL(/\/businessApply$/);
  await tabs.filter({ hasText: '登记托管' }).locator('.ant-tabs-tab-remove').click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(tabs).toHaveText(['工作台']);
  await expect(tabs.locator('.ant-tabs-tab-remove')).toHaveCount(0);
});

// spec: 01§2.15 01§9.8
test('the theme picker offers ten themes and applies one', async ({ page, signIn }) => {
  await signIn('admin');
  await page.getByTestId('theme-button').click();
  const dialog = page.getByRole('dialog', { name: '选择主题' });
  await expect(dialog.locator('.theme-swatch')).toHaveCount(10);
  await dialog.getByTestId('theme-theme-dark').click();
  await expect(page.locator('body')).toHaveClass(/theme-dark/);
  await snap(page, 'shell-theme-dialog-dark');
  await dialog.getByTestId('theme-theme-lte').click();
  await dialog.getByRole('button', { name: /^(Close|关闭)$/ }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('collapse-toggle').click();
  await snap(page, 'shell-theme-lte-collapsed');
  await page.getByTestId('collapse-toggle').click();
  await page.getByTestId('theme-button').click();
  await dialog.getByTestId('theme-default').click();
  await expect(page.locator('body')).toHaveClass(/theme-default/);
});

// spec: 01§2.2
test('sign out returns to /login and the shell is closed', async ({ page, signIn }) => {
  await signIn('analyst_demo');
  await chooseUserMenu(page, '退出登录');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login\?loseEfficacy$/);
});

// spec: 01§2.43 01§2.9
test('/login with a token goes to the workbench; /403 and /500 exist', async ({ page, signIn }) => {
  await signIn('staff_first');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.goto('/403');
  await expect(page.getByText('403')).toBeVisible();
  await page.goto('/500');
  await expect(page.getByText('500')).toBeVisible();
});

test('screenshot of the shell', async ({ page, signIn }) => {
  await signIn('org_demo');
  const dialog = page.getByRole('dialog', { name: '切换企业' });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('wel-enterprise')).not.toHaveText('暂无');
  await expect(page.getByTestId('wel-entries')).toBeVisible();
  await snap(page, 'shell-workbench');
  await chooseUserMenu(page, '切换企业');
  await expect(page.getByRole('dialog', { name: '切换企业' })).toBeVisible();
  await snap(page, 'shell-switch-enterprise');
});
