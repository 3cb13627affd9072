import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoPassword } from './helpers';

/**
 * A server of a spec file's own, on fresh data: for tests that publish or change what the
 * seed-based tests of the shared server read. `offset` is added to the config's base port
 * (the config's four servers take 0-3; each file takes its own). Call at the top of a describe:
 * it starts the server before the file's tests and stops it after them. `captcha` 'on' draws
 * captchas; `dataDir` puts the server's data (its SQLite database) where the test can read it.
 */
export function useOwnServer(offset: number, { captcha = 'off', dataDir }: { captcha?: 'on' | 'off'; dataDir?: string } = {}) {
  const url = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18080) + offset}`;
  const port = url.split(':').at(-1) ?? '';
  let server: ChildProcess | undefined;
  const contexts: BrowserContext[] = [];

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = spawn('sh', [new URL('./start-server.sh', import.meta.url).pathname, port, captcha], {
      stdio: process.env.E2E_SERVER_LOG ? 'inherit' : 'ignore',
      env: dataDir ? { ...process.env, PLATFORM_E2E_DATA_DIR: dataDir } : process.env,
    });
    await expect
      .poll(async () => {
        try {
          return (await fetch(`${url}/api/health`)).ok;
        } catch {
          return false;
        }
      }, { timeout: 120_000 })
      .toBe(true);
  });
  test.afterAll(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    server?.kill();
  });

  /** A browser context of its own on this server (closed when the file ends). */
  async function contextOn(browser: Browser): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    contexts.push(context);
    return context;
  }

  /** A page signed in as `account` on this server (as the fixture's signedInPage does). */
  async function signedInOn(browser: Browser, account: string): Promise<Page> {
    const page = await (await contextOn(browser)).newPage();
    await page.goto('/login');
    await page.getByLabel('用户名').fill(account);
    await page.getByLabel('密码', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(page.getByTestId('landing-mode-label')).toBeVisible();
    return page;
  }

  /** org_demo on this server, `company` chosen in the 切换企业 dialog that opens on entry. */
  async function enterpriseOn(browser: Browser, company: string): Promise<Page> {
    const org = await signedInOn(browser, 'org_demo');
    const chooser = org.getByRole('dialog', { name: '切换企业' });
    await expect(chooser).toBeVisible();
    await chooser.getByRole('radio', { name: company }).check();
    await chooser.getByRole('button', { name: '确定' }).click();
    await expect(org.getByTestId('wel-enterprise')).toHaveText(company);
    return org;
  }

  return { url, contextOn, signedInOn, enterpriseOn };
}
