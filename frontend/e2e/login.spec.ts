import { expect, test } from '@playwright/test';
import { snap } from './helpers';

// spec: 01§2.24 01§2.25
test('login page shows the title, the form and the language dropdown', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible();
  await expect(page).toHaveTitle('区域股权服务平台');
  // captcha is off on this server: the field is hidden
  await expect(page.getByLabel('验证码')).toHaveCount(0);
  await snap(page, 'login');
});

// spec: 01§5.7
test('blurring empty fields shows the required messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('用户名').focus();
  await page.getByLabel('密码', { exact: true }).focus();
  await expect(page.getByText('请输入用户名', { exact: true }).last()).toBeVisible();
  await page.getByLabel('用户名').focus();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: '请输入密码' })).toBeVisible();
});

test('a wrong password shows the server message on the page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('用户名').fill('analyst_demo');
  await page.getByLabel('密码', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码不正确');
  await expect(page).toHaveURL(/\/login$/);
});

// spec: 01§2.25
test('the language dropdown switches to English and back', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-dropdown').click();
  await expect(page.getByRole('menuitem', { name: '中文' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'User login' })).toBeVisible();
  await expect(page).toHaveTitle('Regional Equity Service Platform');
  await page.getByTestId('language-dropdown').click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible();
  await expect(page).toHaveTitle('区域股权服务平台');
});

// spec: 01§2.43
test('without a token the shell sends the visitor to /login?loseEfficacy', async ({ page }) => {
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login\?loseEfficacy$/);
});

// spec: 01§2.9 01§2 /404
test('unknown paths go to /404; a public route the spec names is a real page, never 建设中', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/home/companyDetial');
  await expect(page.getByTestId('under-construction')).toHaveCount(0);
  await expect(page.getByTestId('company-detail-1')).toBeVisible();
});

// spec: 01§1.3 01§2.23 01§2.26
test('the public front page carries the login card, the top menu and the footer', async ({ page }) => {
  await page.goto('/home/login');
  await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '登记托管企业展示' })).toBeVisible();
  await expect(page.getByText('关于我们')).toBeVisible();
  await snap(page, 'home-login');
});
