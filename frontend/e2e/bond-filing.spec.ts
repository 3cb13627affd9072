import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approveFromTodos, screenshotDir, submitAndNoVoucher } from './helpers';
import { useOwnServer } from './own-server';

/**
 * Issue 18 ("Must show", the browser test): org_demo, for 西安秦创智能科技股份有限公司, files a
 * directed bond (550082): a bond cannot be added before the filing project is chosen
 * (请先选择备案项目！); the 债券信息 dialog holds every field of the bond row; the service
 * providers are a member recommender (its name filled from the member list, read-only) and a
 * credit enhancer with its four fields; the save checks show on the row before submit (no
 * recommender); the targeted investor 张伟 is picked in 投资者选择; both reviewers approve and the
 * bond is in the register on /bondInfoDetail with its providers and investor. Then its issue: the
 * issue filing (550023, 债券) opens it for subscription, the issuance registration
 * (/process/550024/edit, 债券) credits 张伟's 5 000 units; approved, /550024/detail shows the bond
 * issued and 张伟 finds it on 我的持股信息 beside his shares. The filing changes the register, so
 * it runs on a server of the file's own. The demo issuer's seeded bonds hold B000001 (filed) and
 * B000002 (issuing): this one is B000003.
 */
const company = '西安秦创智能科技股份有限公司';
const bondName = '秦创智能2027年定向债（浏览器）';
const own = useOwnServer(5);

/** yyyy-MM-dd, `days` from today. */
function day(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

let shots = 0;
async function shot(page: Page, name: string) {
  shots += 1;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screenshotDir}bond-${String(shots).padStart(2, '0')}-${name}.png` });
}

async function choose(page: Page, scope: Locator, id: string, title: string) {
  await scope.locator(`#${id}`).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`).click();
}

async function date(scope: Locator, id: string, value: string) {
  await scope.locator(`#${id}`).fill(value);
  await scope.locator(`#${id}`).press('Enter');
}

/** Adds a provider row in its own dialog (the nested table of the bond dialog). */
async function addProvider(page: Page, bond: Locator, fill: (dialog: Locator, row: string) => Promise<void>, index: number) {
  await bond.locator('#root_bondInfoList_0_bondServiceProvidersList').getByRole('button', { name: /新增一行/ }).click();
  const dialog = page.locator('.form-row-dialog').last();
  await expect(dialog.locator('.ant-modal-title')).toHaveText('服务方信息');
  await fill(dialog, `root_bondInfoList_0_bondServiceProvidersList_${index}`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.form-row-dialog')).toHaveCount(1);
}

// spec: 03§1.10 03§1.11 03§1.12 03§2.17 03§2.19 03§5.18
test('an enterprise files a directed bond with a recommender and a credit enhancer; approved, it is in the bond register', async ({ browser }) => {
  test.setTimeout(300_000);
  const org = await own.enterpriseOn(browser, company);
  await org.goto('/process/apply?appId=550082&nodeId=apply');
  await expect(org.getByTestId('form-title')).toHaveText('债券备案');

  // no bond before the filing project
  await org.locator('#root_bondInfoList').getByRole('button', { name: /新增一行/ }).click();
  await expect(org.locator('.ant-message-notice').filter({ hasText: '请先选择备案项目！' })).toBeVisible();
  await choose(org, org.locator('body'), 'root_companyId', company);

  await org.locator('#root_bondInfoList').getByRole('button', { name: /展开/ }).first().click();
  const bond = org.locator('.form-row-dialog').first();
  await expect(bond.locator('.ant-modal-title')).toHaveText('债券信息');
  const f = (name: string) => `root_bondInfoList_0_${name}`;
  await bond.locator(`#${f('chineseName')}`).fill(bondName);
  await bond.locator(`#${f('productShort')}`).fill('秦创27定向');
  await date(bond, f('raiseBeginDate'), day(10));
  await date(bond, f('raiseEndDate'), day(20));
  await bond.locator(`#${f('bondAmount')}`).fill('5000000');
  // 50 000 units offered; the one targeted investor may take 5 000 (buyMax): 5 % suffices
  await bond.locator(`#${f('successRate')}`).fill('5');
  await bond.getByRole('radio', { name: '通过本平台募集', exact: true }).check();
  await bond.getByRole('radio', { name: '定向发行', exact: true }).check();
  await bond.locator(`#${f('contactName')}`).fill('王敏');
  await bond.locator(`#${f('contactPhone')}`).fill('13912345678');
  await expect(bond.locator(`#${f('parValue')}`)).toHaveValue('100.00');
  await bond.locator(`#${f('price')}`).fill('100');
  await bond.locator(`#${f('transactionBase')}`).fill('10');
  await bond.locator(`#${f('buyMin')}`).fill('10');
  await bond.locator(`#${f('buyMax')}`).fill('5000');
  await bond.locator(`#${f('bondTerm')}`).fill('3');
  await choose(org, bond, f('bondTermType'), '年');
  await date(bond, f('rateBeginDate'), day(21));
  await date(bond, f('rateEndDate'), day(21 + 3 * 365));
  await choose(org, bond, f('fundUseTypeKey'), '其他用途');
  await bond.locator(`#${f('descriptionFundUse')}`).fill('补充日常经营所需流动资金');

  // the targeted investor, picked in 投资者选择
  await bond.getByTestId('choose-investors').click();
  const picker = org.getByRole('dialog', { name: '投资者选择' });
  await picker.locator('.ant-transfer-list').first().locator('.ant-transfer-list-content-item').filter({ hasText: '张伟（2000000001）' }).click();
  await picker.locator('.ant-transfer-operation button').first().click();
  await shot(org, 'investor-picker');
  await picker.getByRole('button', { name: '保存' }).click();
  await expect(bond.getByTestId('targeted-investors').getByRole('row').filter({ hasText: '2000000001' })).toHaveCount(1);

  // a credit enhancer alone: the save checks ask for a recommender
  await addProvider(org, bond, async (dialog, row) => {
    await dialog.getByRole('radio', { name: '否', exact: true }).check();
    await dialog.locator(`#${row}_serviceProviderName`).fill('陕西信用增进有限公司');
    await choose(org, dialog, `${row}_serviceProviderCategoryCode`, '增信机构');
    await choose(org, dialog, `${row}_creditEnhancerNature`, '国有企业');
    await choose(org, dialog, `${row}_creditEnhancementMethod`, '连带责任保证');
    await choose(org, dialog, `${row}_enhancementProviderRating`, 'AA+');
    await dialog.locator(`#${row}_creditEnhancementRadio`).fill('100');
    await shot(org, 'credit-enhancer');
  }, 0);
  await bond.getByRole('button', { name: '保存' }).last().click();
  await org.getByTestId('submit-button').click();
  await expect(org.getByText('请最少添加一条服务方为推荐商服务方信息').first()).toBeVisible();
  await shot(org, 'needs-recommender');
  await org.keyboard.press('Escape');

  // the member recommender: its name is the member's, read-only
  await org.locator('#root_bondInfoList').getByRole('button', { name: /展开/ }).first().click();
  await addProvider(org, bond, async (dialog, row) => {
    await dialog.getByRole('radio', { name: '是', exact: true }).check();
    await dialog.locator(`#${row}_serviceProviderCode`).click();
    await org.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
    await expect(dialog.locator(`#${row}_serviceProviderName`)).not.toHaveValue('');
    await expect(dialog.locator(`#${row}_serviceProviderName`)).toBeDisabled();
    await choose(org, dialog, `${row}_serviceProviderCategoryCode`, '推荐商');
    await dialog.locator(`#${row}_feeAmount`).fill('20000');
  }, 1);
  await shot(org, 'bond-dialog');
  await bond.getByRole('button', { name: '保存' }).last().click();
  await shot(org, 'apply');
  const filed = await submitAndNoVoucher(org);
  expect(filed.bizSn).toMatch(/^550082/);

  await approveFromTodos(await own.signedInOn(browser, 'staff_first'), filed.bizSn, '材料齐全，同意备案');
  await approveFromTodos(await own.signedInOn(browser, 'staff_recheck'), filed.bizSn, '同意');

  await org.goto('/bondInfoDetail');
  const card = org.getByTestId('bond-list').locator('.bond-card').filter({ hasText: bondName });
  await expect(card).toHaveCount(1);
  await expect(org.getByTestId('raising-account')).toContainText('6228480012345678901');
  await expect(card).toContainText('已备案');
  await expect(card).toContainText('5,000,000.00');
  await expect(card).toContainText('定向发行');
  await expect(card.getByRole('row').filter({ hasText: '陕西信用增进有限公司' })).toContainText('增信机构');
  await expect(card.getByRole('row').filter({ hasText: '推荐商' })).toHaveCount(1);
  await expect(card.getByRole('row').filter({ hasText: '2000000001' })).toContainText('张伟');
  await shot(org, 'bond-register');

  // the issue filing opens the bond for subscription
  await org.goto('/process/apply?appId=550023&nodeId=apply');
  await expect(org.getByTestId('form-title')).toHaveText('发行备案');
  await org.getByRole('radio', { name: '债券', exact: true }).check();
  await expect(org.locator('#root_filingTitle')).toHaveCount(0);
  await choose(org, org.locator('body'), 'root_bondId', '秦创27定向（B000003）');
  await date(org.locator('body'), 'root_filingDate', day(0));
  await org.locator('#root_description').fill('定向债券发行备案');
  await shot(org, 'issue-filing');
  const opened = await submitAndNoVoucher(org);
  await approveFromTodos(await own.signedInOn(browser, 'staff_first'), opened.bizSn, '同意发行备案');
  await approveFromTodos(await own.signedInOn(browser, 'staff_recheck'), opened.bizSn, '同意');

  // the issuance registration credits the subscriber
  await org.goto('/process/550024/edit');
  await expect(org.getByTestId('form-title')).toHaveText('发行登记');
  await org.getByRole('radio', { name: '债券', exact: true }).check();
  await choose(org, org.locator('body'), 'root_bondId', '秦创27定向（B000003）');
  await org.locator('#root_changeReason').fill('认购缴款完成');
  await org.locator('#root_bondSubscriptionList_0_accountNumber').fill('2000000001');
  await org.locator('#root_bondSubscriptionList_0_holderName').fill('张伟');
  await org.locator('#root_bondSubscriptionList_0_units').fill('5000');
  await shot(org, 'issuance');
  const issued = await submitAndNoVoucher(org);
  await approveFromTodos(await own.signedInOn(browser, 'staff_first'), issued.bizSn, '认购明细无误');
  await approveFromTodos(await own.signedInOn(browser, 'staff_recheck'), issued.bizSn, '同意');

  await org.goto(`/550024/detail?bizSn=${issued.bizSn}`);
  await expect(org.getByTestId('issue-bond-status')).toHaveText('已发行');
  await expect(org.getByTestId('issue-bond-units')).toHaveText('5,000');
  await shot(org, 'issuance-detail');

  const investor = await own.signedInOn(browser, 'personal_demo');
  const accounts = investor.getByRole('dialog', { name: '选择登记账号' });
  await accounts.getByRole('row').filter({ hasText: '2000000001' }).getByRole('button', { name: '选择' }).click();
  await expect(investor.getByTestId('wel-account')).toContainText('2000000001');
  await investor.goto('/gd/wdcgxx');
  await expect(investor.getByTestId('bond-name-B000003')).toHaveText('秦创27定向');
  await expect(investor.getByTestId('bond-units-B000003')).toHaveText('5,000');
  await expect(investor.getByTestId('bond-amount-B000003')).toHaveText('500,000.00');
  await shot(investor, 'investor-holdings');
});
