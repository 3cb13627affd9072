import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { codeOnOutboxPage, demoPassword, snap } from './helpers';
import { useOwnServer } from './own-server';

/**
 * The public front page's login card (01 §2 "Public shell and login", issue 21 item 6): the
 * image captcha of /otcweb/verifyCode and POST /api/login; and 短信登录 with the account chooser
 * when the mobile opens several accounts. A server of this file's own with captcha on, its
 * data in a folder the test names: the captcha's code is read from its database, as a person
 * reads it off the image.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-login-'));
const own = useOwnServer(13, { captcha: 'on', dataDir });

/** The code of the newest captcha the server drew (by insertion: several share a second). */
function newestCaptcha(): string {
  const sql = 'SELECT code FROM captchas ORDER BY rowid DESC LIMIT 1';
  return execFileSync('sqlite3', [join(dataDir, 'platform.db'), sql], { encoding: 'utf8' }).trim();
}

/** Signs `account` in on the card, reading the captcha off the database. */
async function signInOnCard(page: Page, account: string): Promise<Page> {
  await page.goto('/home/login');
  await expect(page.getByTestId('captcha-image').locator('img')).toHaveAttribute('src', /^blob:/);
  await page.getByLabel('用户名').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(demoPassword);
  await page.getByLabel('验证码').fill(newestCaptcha());
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  return page;
}

test('the front page’s card signs in with the image captcha', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await own.contextOn(browser)).newPage();
  await page.goto('/home/login');
  const image = page.getByTestId('captcha-image').locator('img');
  await expect(image).toHaveAttribute('src', /^blob:/);
  const first = await image.getAttribute('src');
  // clicking the image asks for a new one
  const next = page.waitForResponse((r) => r.url().includes('/otcweb/verifyCode?'));
  await page.getByTestId('captcha-image').click();
  expect((await next).status()).toBe(200);
  await expect(image).not.toHaveAttribute('src', first ?? '');

  await page.getByLabel('用户名').fill('org_demo');
  await page.getByLabel('密码', { exact: true }).fill(demoPassword);
  // a wrong code: the server's msg and a new image
  await page.getByLabel('验证码').fill('zzzz');
  const tried = await image.getAttribute('src');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('验证码不正确');
  await expect(image).not.toHaveAttribute('src', tried ?? '');
  await expect(page.getByLabel('验证码')).toHaveValue('');
  await snap(page, 'public-login-captcha-error');

  await page.getByLabel('验证码').fill(newestCaptcha());
  await snap(page, 'public-login-card');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('landing-mode-label')).toHaveText('企业专区');
});

test('短信登录: the mobile opens several accounts and the chosen one signs in', async ({ browser }) => {
  test.setTimeout(120_000);
  const mobile = '13800000000';
  // with captcha on, the administrator signs in through the card too
  const adminPage = await signInOnCard(await (await own.contextOn(browser)).newPage(), 'admin');
  const page = await (await own.contextOn(browser)).newPage();
  await page.goto('/home/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByTestId('sms-code-button').click();
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  await expect(page.getByTestId('sms-code-button')).toBeDisabled();
  await page.getByLabel('短信验证码').fill(await codeOnOutboxPage(adminPage, mobile));
  await page.getByRole('button', { name: '登录', exact: true }).click();

  const chooser = page.getByRole('dialog', { name: '选择登录账号' });
  await expect(chooser).toBeVisible();
  const row = chooser.getByRole('row').filter({ hasText: 'personal_demo' });
  await expect(row).toContainText('个人投资者');
  await snap(page, 'sms-login-chooser');
  await row.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('landing-mode-label')).toHaveText('个人投资者专区');
});
