import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword } from './helpers';

export { expect };

/** The platform's client (frontend/.env), the Basic header of every API call. */
export const basicAuthorization = 'Basic c2FiZXI6c2FiZXJfc2VjcmV0';

/** Signs a page in through the login page (captcha off) and waits for the workbench. */
async function signInThrough(page: Page, account: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('landing-mode-label')).toBeVisible();
}

/** Chooses the registration account in the 选择登记账号 dialog, so that it does not come back on reload. */
export async function chooseAccount(page: Page, accountNumber: string) {
  const dialog = page.getByRole('dialog', { name: '选择登记账号' });
  await dialog.getByRole('row').filter({ hasText: accountNumber }).getByRole('button', { name: '选择' }).click();
  await expect(page.getByTestId('wel-account')).toContainText(accountNumber);
}

/** The API signed in as demo users, for what a test prepares without the browser. */
export interface Api {
  /** The access token of a demo user (password grant). */
  token: (account: string) => Promise<string>;
  /** POSTs `body` with the user's token; the call must succeed; answers the envelope's data. */
  post: (token: string, path: string, body: unknown) => Promise<Record<string, unknown>>;
  /** GETs `path` with the user's token (none: anonymous); the call must succeed; answers the envelope's data. */
  get: (token: string | null, path: string) => Promise<Record<string, unknown>>;
}

/** The API calls of the demo users against the server `request` talks to. */
export function apiOf(request: APIRequestContext): Api {
  return {
    token: async (account) => {
      const answer = await request.post('/api/blade-auth/oauth/token', {
        headers: { Authorization: basicAuthorization, 'Tenant-Id': '000000' },
        form: { grant_type: 'password', username: account, password: demoPassword, scope: 'all', tenantId: '000000' },
      });
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
    },
    post: async (token, path, body) => {
      const answer = await request.post(path, { headers: { Authorization: basicAuthorization, 'Blade-Auth': `bearer ${token}` }, data: body });
      const json = (await answer.json()) as { success: boolean; msg: string; data: Record<string, unknown> };
      expect(json.success, `${path}: ${json.msg}`).toBe(true);
      return json.data;
    },
    get: async (token, path) => {
      const headers: Record<string, string> = { Authorization: basicAuthorization, 'Tenant-Id': '000000' };
      if (token) headers['Blade-Auth'] = `bearer ${token}`;
      const answer = await request.get(path, { headers });
      const json = (await answer.json()) as { success: boolean; msg: string; data: Record<string, unknown> };
      expect(json.success, `${path}: ${json.msg}`).toBe(true);
      return json.data;
    },
  };
}

export interface SignInFixtures {
  /** Signs the test's page in as a demo user (the demo password unless given). */
  signIn: (account: string, password?: string) => Promise<void>;
  /**
   * A signed-in page of its own (own cookies and storage) for one demo user, for tests where
   * several users act in turn; with `accountNumber`, that registration account is chosen.
   */
  signedInPage: (account: string, accountNumber?: string) => Promise<Page>;
  api: Api;
}

/** Playwright's `test` with the sign-in fixtures; every spec that signs in uses it. */
export const test = base.extend<SignInFixtures>({
  signIn: async ({ page }, use) => {
    await use((account, password) => signInThrough(page, account, password));
  },
  signedInPage: async ({ browser }, use, info) => {
    const { baseURL, viewport, locale } = info.project.use;
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (account, accountNumber) => {
      const context = await browser.newContext({ baseURL, viewport, locale });
      contexts.push(context);
      const page = await context.newPage();
      await signInThrough(page, account);
      if (accountNumber) await chooseAccount(page, accountNumber);
      return page;
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
  api: async ({ request }, use) => {
    await use(apiOf(request));
  },
});
