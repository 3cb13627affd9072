import type { Page } from '@playwright/test';
import { chooseAccount, expect, test, type Api } from './fixtures';
import { approveFromTodos, demoPassword, screenshotDir, submitAndNoVoucher } from './helpers';

/**
 * Issue 13, certification first (02 §4, 01 §4): orgholder_new, an organisation investor not yet
 * certified, opens the institutional risk assessment (550091) from 业务办理 and is refused with
 * 未进行机构投资者认证，请先进行机构投资者认证 and the way to 550032; certifies there; both
 * reviewers approve from their to-do lists; the investor's next call answers 401 with
 * 首次机构投资者认证后需要重新登录！, which the login page shows; signed in again, the investor
 * takes the risk assessment and, once approved, finds the result on /550026/answer.
 */

const account = '1000000009';

async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}certification-${name}.png` });
}

/** Chooses `label` in the select of `prop`. */
async function choose(page: Page, prop: string, label: string) {
  await page.locator(`#root_${prop}`).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`).click();
}

/** Answers every question of the questionnaire with its first answer. */
async function answerQuestionnaire(page: Page) {
  await choose(page, 'riskType', '私募股权类');
  for (let q = 1; q <= 10; q += 1) {
    await page.locator(`#root_q${q}`).getByRole('radio').first().check();
  }
}

async function approveByApi(api: Api, uuid: string) {
  const [first, recheck] = await Promise.all([api.token('staff_first'), api.token('staff_recheck')]);
  await api.post(first, '/api/rem-registrationbizweb/taskItem/complete', { uuid, action: 'approve', memo: '同意' });
  const done = await api.post(recheck, '/api/rem-registrationbizweb/taskItem/complete', { uuid, action: 'approve', memo: '同意' });
  expect(done.status).toBe('approved');
}

// spec: 01§8.5 01§4.5 02§4.12
test('an uncertified organisation investor is sent to 550032, certifies, signs in again and takes the risk assessment', async ({ page, signIn, signedInPage, api }) => {
  test.setTimeout(240_000);
  await signIn('orgholder_new');
  await expect(page.getByTestId('wel-account')).toContainText(account);

  // 业务办理 → 投资者风险测评（机构）: refused, with the way to the certification
  await page.getByTestId('wel-catalogue').click();
  const card = page.getByTestId('business-catalogue').getByTestId('catalogue-550091');
  await expect(card).toContainText('投资者风险测评（机构）');
  await card.click();
  await expect(page.getByTestId('apply-refused')).toContainText('未进行机构投资者认证，请先进行机构投资者认证');
  await expect(page.getByTestId('submit-button')).toHaveCount(0);
  await shot(page, 'refused');
  await page.getByTestId('apply-redirect').click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550032&nodeId=apply$/);
  await expect(page.getByTestId('form-title')).toHaveText('机构投资者认证');

  // the certification form
  await page.locator('#root_orgName').fill('陕西新程投资有限公司');
  await page.locator('#root_creditCode').fill('91610000MA6TXC0009');
  await page.locator('#root_legalPerson').fill('程新');
  await choose(page, 'investorCategory', '一般机构投资者');
  await page.locator('#root_netAssets').fill('5000');
  await shot(page, 'form');
  const { bizSn } = await submitAndNoVoucher(page);
  await expect(page).toHaveURL(/\/queryPage\/bizApplication2$/);

  // both reviewers approve from their to-do lists
  const first = await signedInPage('staff_first');
  await approveFromTodos(first, bizSn, '认证材料齐全，同意');
  const recheck = await signedInPage('staff_recheck');
  await approveFromTodos(recheck, bizSn, '同意');

  // the investor's next call: 401 with the reason, and the login page says it
  const ended = page.waitForResponse((r) => r.status() === 401);
  await page.goto('/process/index');
  const answer = (await (await ended).json()) as { msg: string };
  expect(answer.msg).toBe('首次机构投资者认证后需要重新登录！');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText('首次机构投资者认证后需要重新登录！');
  await shot(page, 'login-notice');

  // signed in again on that page
  await page.getByLabel('用户名').fill('orgholder_new');
  await page.getByLabel('密码', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  if (await page.getByRole('dialog', { name: '选择登记账号' }).isVisible()) await chooseAccount(page, account);
  await expect(page.getByTestId('wel-account')).toContainText(account);

  // the risk assessment now opens, for the investor's account
  await page.goto('/investor/550091');
  await expect(page.getByTestId('form-title')).toHaveText('投资者风险测评');
  await expect(page.getByTestId('ro-root_accountNumber')).toHaveText(account);
  await answerQuestionnaire(page);
  await shot(page, 'risk-form');
  const risk = await submitAndNoVoucher(page);
  await approveByApi(api, risk.uuid);

  await page.goto('/550026/answer');
  const results = page.getByTestId('risk-answer-page');
  await expect(page.getByTestId('risk-account')).toContainText(account);
  // ten first answers score 10 + the type's: 私募股权类, C1（保守型）
  await expect(results.getByRole('row').filter({ hasText: '私募股权类' }).filter({ hasText: 'C1（保守型）' })).toHaveCount(1);
  await shot(page, 'risk-answer');
});
