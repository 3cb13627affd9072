import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiOf, expect, test } from './fixtures';
import { screenshotDir, submitAndNoVoucher } from './helpers';
import { qinchuang, takeIntoCustody } from './custody';
import { useOwnServer } from './own-server';

/**
 * Issue 24, the listing (挂牌, 550210): org_demo, for 西安秦创智能科技股份有限公司 (taken into
 * custody first through the API: the listing's entry rule wants it), opens /process/listedApplys,
 * chooses 成长板, fills the three-year financial tables and submits; each reviewer opens the to-do,
 * which lands on /process/listedApproves, and approves: the memo is submitted as 挂牌信息：…;
 * /process/listedDetails shows the completed listing with those memos; a visitor finds the
 * enterprise under 挂牌企业 on the public /companyList with its listing code and sector. Lists an
 * enterprise the seed-based showcase tests count: on a server of its own.
 */

const { name: company, idNumber } = qinchuang;

let shots = 0;
async function shot(page: Page, name: string, fullPage = true) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  shots += 1;
  await page.screenshot({ path: `${screenshotDir}listed-${String(shots).padStart(2, '0')}-${name}.png`, fullPage });
}


interface ListedRow { finProject: string; topYear: string; topTowYear: string }
const listed = (
  JSON.parse(readFileSync(new URL('../../forms/tests/golden/annual_financials.json', import.meta.url), 'utf8')) as {
    cases: { formData: { listedFinancials: Record<string, ListedRow[] | string> } }[];
  }
).cases[0].formData.listedFinancials;

/** Types the three-year tables cell by cell (a disabled cell is left as it is). */
async function fillListedTables(page: Page) {
  const tables = page.getByTestId('finance-table');
  await tables.scrollIntoViewIfNeeded();
  for (const table of ['financeTable1', 'financeTable2', 'financeTable3', 'financeTable4']) {
    for (const row of listed[table] as ListedRow[]) {
      for (const [column, text] of [['上年度', row.topYear], ['上上年度', row.topTowYear]]) {
        const cell = tables.getByLabel(`${row.finProject}${column}`, { exact: true });
        if (text === '' || (await cell.isDisabled())) continue;
        await cell.fill(text);
      }
    }
  }
}

const choose = async (page: Page, field: string, title: string) => {
  await page.locator(`#root_${field}`).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`).click();
};

/** A reviewer opens the to-do: it lands on /process/listedApproves; approves with `memo`. */
async function review(page: Page, bizSn: string, memo: string, name: string) {
  await page.goto('/queryPage/bjotcTaskItem2');
  const row = page.getByRole('row').filter({ hasText: bizSn });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '办理' }).click();
  await expect(page).toHaveURL(/\/process\/listedApproves\?/);
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await expect(page.getByTestId('ro-root_name')).toHaveText(company);
  await expect(page.getByTestId('ro-root_sector')).toHaveText('成长板');
  await expect(page.getByTestId('finance-table').first().getByRole('textbox')).toHaveCount(0);
  await page.locator('textarea#root_memo').fill(memo);
  await shot(page, name);
  const sent = page.waitForRequest((r) => r.url().endsWith('/taskItem/complete'));
  await page.getByTestId('action-approve').click();
  expect((await sent).postDataJSON()).toMatchObject({ action: 'approve', memo: `挂牌信息：${memo}` });
  await expect(page).toHaveURL(/\/queryPage\/bjotcTaskItem2$/);
}

test.describe('the listing application, on a server of its own', () => {
  const own = useOwnServer(37);

  // spec: 02§5.15 02§2.6
  test('an enterprise in custody applies for listing, both reviewers approve with 挂牌信息：, the public showcase lists it', async ({ browser }) => {
    test.setTimeout(300_000);
    const request = await (await own.contextOn(browser)).request;
    await takeIntoCustody(apiOf(request));

    // (1) the application
    const org = await own.enterpriseOn(browser, company);
    await org.goto('/process/listedApplys');
    await expect(org.getByTestId('form-title')).toHaveText('企业挂牌申请');
    await expect(org.locator('#root_name')).toHaveValue(company);
    await org.locator('#root_shortName').fill('秦创智能');
    await choose(org, 'idType', '统一社会信用代码');
    await org.locator('#root_idNumber').fill(idNumber);
    await choose(org, 'sector', '成长板');
    await org.locator('#root_listingDescription').fill('公司经营稳健，申请在成长板挂牌');
    await org.locator('#root_jbrName').fill('李华');
    await org.locator('#root_jbrPhoneEnc').fill('13800000001');
    await org.locator('#root_recommendedUnitName').fill('长安证券服务有限公司');
    await fillListedTables(org);
    await expect(org.getByTestId('finance-warnings')).toHaveCount(0);
    await shot(org, 'apply');
    const filed = await submitAndNoVoucher(org);
    expect(filed.bizSn).toMatch(/^550210/);

    // (2) both reviewers, from their to-dos, on the listing's approve page
    await review(await own.signedInOn(browser, 'staff_first'), filed.bizSn, '挂牌材料齐全，同意', 'first-review');
    const recheck = await own.signedInOn(browser, 'staff_recheck');
    await review(recheck, filed.bizSn, '同意挂牌', 'recheck-review');

    // (3) the listing's detail: completed, the memos under their prefix
    await recheck.goto(`/process/listedDetails?bizSn=${filed.bizSn}`);
    await expect(recheck.getByTestId('detail-status')).toHaveText('已办结');
    await expect(recheck.getByTestId('business-detail')).toContainText('挂牌信息：同意挂牌');
    await shot(recheck, 'detail');

    // (4) a visitor: the enterprise under 挂牌企业, on 成长板, with its listing code
    const visitor = await (await own.contextOn(browser)).newPage();
    await visitor.goto('/companyList?isListing=1');
    await expect(visitor.getByTestId('company-card').first()).toBeVisible();
    await visitor.getByPlaceholder('请输入企业代码或企业名称').fill('秦创智能科技');
    await visitor.getByPlaceholder('请输入企业代码或企业名称').press('Enter');
    const card = visitor.getByTestId('company-card').filter({ hasText: company });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('card-list-code')).toHaveText(/^\d{6}$/);
    await expect(card.getByTestId('card-sector')).toHaveText('成长板');
    await expect(card.getByTestId('card-listing-year')).toHaveText(String(new Date().getFullYear()));
    await shot(visitor, 'public-listed', false);

    // (5) listed once: a second application is refused at entry
    await org.goto('/process/listedApplys');
    await expect(org.getByTestId('apply-refused')).toContainText('该企业已挂牌，请勿重复发起！');
    await shot(org, 'refused-twice', false);
  });

  test('a member reads 会员业务说明, revises its registered information from the register, the reviewers approve it on /process/memberReviseApproves', async ({ browser }) => {
    test.setTimeout(240_000);
    const member = await own.signedInOn(browser, 'member_demo');
    await member.goto('/process/memberExplain');
    await expect(member.getByTestId('member-explain')).toContainText('会员业务说明');
    await shot(member, 'member-explain', false);
    await member.getByTestId('member-start-550013').click();
    await expect(member).toHaveURL(/\/process\/memberReviseApplys$/);
    await expect(member.getByTestId('form-title')).toHaveText('会员信息变更');
    // the form starts from the register: the firm member_demo registered
    await expect(member.locator('#root_memberCode')).toHaveValue('M00001');
    await expect(member.locator('#root_memberName')).not.toHaveValue('');
    await member.locator('#root_memberName').fill('长安证券服务（陕西）有限公司');
    await member.locator('#root_address').fill('西安市雁塔区科技路1号');
    await member.locator('#root_jbrName').fill('赵强');
    await member.locator('#root_jbrPhone').fill('13800000001');
    await member.locator('#root_reviseReason').fill('机构更名及地址变更');
    await shot(member, 'member-revise-apply');
    const filed = await submitAndNoVoucher(member);
    expect(filed.bizSn).toMatch(/^550013/);
    for (const [account, memo] of [['staff_first', '材料齐全，同意'], ['staff_recheck', '同意变更']]) {
      const page = await own.signedInOn(browser, account);
      await page.goto('/queryPage/bjotcTaskItem2');
      const row = page.getByRole('row').filter({ hasText: filed.bizSn });
      await row.getByRole('button', { name: '办理' }).click();
      await expect(page).toHaveURL(/\/process\/memberReviseApproves\?/);
      await expect(page.getByTestId('ro-root_memberName')).toHaveText('长安证券服务（陕西）有限公司');
      await page.locator('textarea#root_memo').fill(memo);
      await page.getByTestId('action-approve').click();
      await expect(page).toHaveURL(/\/queryPage\/bjotcTaskItem2$/);
    }
    await member.goto(`/process/memberReviseDetail?bizSn=${filed.bizSn}`);
    await expect(member.getByTestId('detail-status')).toHaveText('已办结');
    await shot(member, 'member-revise-detail');
    // the public member list shows the new name
    const visitor = await (await own.contextOn(browser)).newPage();
    await visitor.goto('/memberList');
    await expect(visitor.getByText('长安证券服务（陕西）有限公司').first()).toBeVisible();
    await shot(visitor, 'public-member-list', false);
  });
});
