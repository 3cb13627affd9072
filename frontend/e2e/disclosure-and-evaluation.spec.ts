import { readFileSync } from 'node:fs';
import { request, type Browser, type Page } from '@playwright/test';
import { apiOf, expect, test } from './fixtures';
import { approveFromTodos, screenshotDir, submitAndNoVoucher } from './helpers';
import { qinchuang, takeIntoCustody } from './custody';
import { useOwnServer } from './own-server';

/**
 * Issue 17 ("Must show", the browser test):
 * (1) org_demo, for 西安秦创智能科技股份有限公司, files its annual report (550070, opened from
 *     /xpApply) with the two period tables, the rates computed in the browser as the amounts are
 *     typed, and the three-year financial tables, disclosed to 全部合格投资者; both reviewers
 *     approve it from 我的待办, reading the tables as text; a visitor (not signed in) finds it on
 *     the public query page /home/queryPage/informationDisclosure and opens its detail, drawn as tables.
 * (2) The fast self-evaluation /evaluationFast2 (questionnaire companyHitech) scores 30 points:
 *     符合创新型中小企业，建议分层：孵化层; 申请入板 opens a 550200 draft holding the
 *     evaluation, which is completed with a patent group and submitted; both reviewers approve
 *     it and /companyHitechInfo shows the enterprise on the board, 孵化层.
 * Both publish or change what the seed-based tests read (the public disclosure list, the board),
 * so they run on a server of the file's own (see ownPort).
 */

const company = qinchuang.name;
const reportTitle = '秦创智能2025年年度报告（浏览器）';

/**
 * The board's entry rule (flows/scripts/specialised_entry.rhai) wants the enterprise in custody
 * first (hitech.needRegister, on by default): the test takes 秦创智能 into custody (custody.ts).
 */
const boardCompany = qinchuang;

let shots = 0;
async function shot(page: Page, prefix: 'disclosure' | 'evaluation', name: string, fullPage = true) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  shots += 1;
  await page.screenshot({ path: `${screenshotDir}${prefix}-${String(shots).padStart(2, '0')}-${name}.png`, fullPage });
}

/** Clicks 提交; when the browser refuses, the 提示 names what is missing and the test fails with it. */
async function submit(page: Page) {
  const refused = page.getByTestId('form-first-error');
  const submitted = submitAndNoVoucher(page);
  const first = await Promise.race([submitted.then(() => 'ok'), refused.waitFor({ timeout: 20_000 }).then(() => 'refused')]);
  if (first === 'refused') {
    const all = await page.locator('.ant-form-item-explain-error').allInnerTexts();
    throw new Error(`refused: ${await refused.innerText()} / ${all.join(' | ')}`);
  }
  return submitted;
}

/** A reviewer opens the report from 我的待办: read-only, its rates as filed; approves it. */
async function review(page: Page, bizSn: string, memo: string, name: string) {
  await page.goto('/queryPage/bjotcTaskItem2');
  const row = page.getByRole('row').filter({ hasText: bizSn });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '办理' }).click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await expect(page.getByTestId('ro-root_informationDisclosureName')).toHaveText(reportTitle);
  await expect(page.locator('input#root_informationDisclosureName')).toHaveCount(0);
  await expect(page.locator('input#root_financeData_0_thisPeriodTime')).toHaveCount(0);
  const tables = page.getByTestId('finance-table');
  await expect(tables.getByRole('textbox')).toHaveCount(0);
  await expect(tables.getByRole('row').filter({ hasText: '资产总计' })).toContainText(listedRows('financeTable2')[16].topYear);
  await page.locator('textarea#root_memo').fill(memo);
  await shot(page, 'disclosure', name);
  await page.getByTestId('action-approve').click();
  await expect(page).toHaveURL(/\/queryPage\/bjotcTaskItem2$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

/** The three-year tables of the golden file's valid case: every required cell, sums that hold. */
interface ListedRow { finProject: string; topYear: string; topTowYear: string }
const listed = (
  JSON.parse(readFileSync(new URL('../../forms/tests/golden/annual_financials.json', import.meta.url), 'utf8')) as {
    cases: { formData: { listedFinancials: Record<string, ListedRow[] | string> } }[];
  }
).cases[0].formData.listedFinancials;
const listedRows = (table: string) => listed[table] as ListedRow[];

/** Types the three-year tables cell by cell (a disabled cell is left as it is). */
async function fillListedTables(page: Page) {
  const tables = page.getByTestId('finance-table');
  await tables.scrollIntoViewIfNeeded();
  for (const table of ['financeTable1', 'financeTable2', 'financeTable3', 'financeTable4']) {
    for (const row of listedRows(table)) {
      for (const [column, text] of [['上年度', row.topYear], ['上上年度', row.topTowYear]]) {
        const cell = tables.getByLabel(`${row.finProject}${column}`, { exact: true });
        if (text === '' || (await cell.isDisabled())) continue;
        await cell.fill(text);
      }
    }
  }
}

/** The amounts typed: this period, last period, and the rate the browser must show. */
const firstTable: [string, string, string][] = [
  ['1200.5', '1000', '20.05'], // 营业收入
  ['800', '700', '14.29'], // 营业成本
  ['300', '250', '20.00'], // 利润总额
  ['-50', '100', '-150.00'], // 净利润: a loss
  ['1', '3', '-66.67'], // 归属于挂牌公司股东的净利润: rounding
  ['5000', '4500', '11.11'], // 总资产
  ['3000', '2800', '7.14'], // 净资产
  ['12.5', '0', '1250.00'], // 经营活动产生的现金流量净额: last period 0
];
/** 货币资金 and 负债合计 are required; the other rows of the second table may stay empty. */
const secondTable: Record<number, [string, string, string]> = {
  0: ['900', '600', '50.00'], // 货币资金
  5: ['2000', '1700', '17.65'], // 负债合计
};

/**
 * The published report is the newest 定期报告 of the public list, which public-site.spec.ts
 * (later in the same server's run) opens first expecting a report of the seed: the report is
 * filed on a server of this file's own (fresh data, the next port after the config's four),
 * as the studio test has one of its own.
 */
const own = useOwnServer(4);
const signedInOn = own.signedInOn;
const enterpriseOn = (browser: Browser) => own.enterpriseOn(browser, company);


test.describe('the periodic report and the board, on a server of their own', () => {

  test('a listed enterprise files its annual report, it is approved and a visitor reads it on the public list', async ({ browser }) => {
    test.setTimeout(300_000);
    const org = await enterpriseOn(browser);

    // (1) the report, opened on the current enterprise
    await org.goto('/xpApply');
    await expect(org.getByTestId('form-title')).toHaveText('定期报告披露');
    await expect(org.locator('#root_name')).toHaveValue(company);
    await expect(org.getByRole('radio', { name: '年度报告（1-12月）' })).toBeChecked();
    await org.locator('#root_informationDisclosureName').fill(reportTitle);
    await org.locator('#root_disclosureYear').fill('2025');
    for (const [i, [now, last, rate]] of firstTable.entries()) {
      await org.locator(`#root_financeData_${i}_thisPeriodTime`).fill(now);
      await org.locator(`#root_financeData_${i}_lastPeriodTime`).fill(last);
      await expect(org.locator(`#root_financeData_${i}_rate`)).toHaveValue(rate);
    }
    for (const [i, [now, last, rate]] of Object.entries(secondTable)) {
      await org.locator(`#root_financeDataTwo_${i}_thisPeriodTime`).fill(now);
      await org.locator(`#root_financeDataTwo_${i}_lastPeriodTime`).fill(last);
      await expect(org.locator(`#root_financeDataTwo_${i}_rate`)).toHaveValue(rate);
    }
    await fillListedTables(org);
    await expect(org.getByTestId('finance-year-0').first()).toHaveText('2025年');
    await expect(org.getByTestId('finance-warnings')).toHaveCount(0);
    await shot(org, 'disclosure', 'apply-tables');
    await org.getByRole('radio', { name: '全部合格投资者' }).check();
    await shot(org, 'disclosure', 'apply');
    const filed = await submit(org);
    expect(filed.bizSn).toMatch(/^550070/);

    // (2) both reviewers approve it: the report is published
    await review(await signedInOn(browser, 'staff_first'), filed.bizSn, '报告数据齐全，同意', 'first-review');
    await review(await signedInOn(browser, 'staff_recheck'), filed.bizSn, '同意披露', 'recheck-review');

    // (3) a visitor, not signed in: the public query page informationDisclosure, filtered by
    // category, then the report's detail
    const context = await own.contextOn(browser);
    const page = await context.newPage();
    await page.goto('/home/queryPage/informationDisclosure');
    const list = page.getByTestId('query-page-informationDisclosure');
    await list.getByTestId('query-filter-category').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('定期报告', { exact: true }).click();
    await list.getByTestId('query-page-search').click();
    const item = list.getByRole('row').filter({ hasText: reportTitle });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('定期报告');
    await expect(item).toContainText(company);
    await expect(list.getByRole('row').filter({ hasText: '临时公告' })).toHaveCount(0);
    await shot(page, 'disclosure', 'public-list');
    await item.getByTestId('query-action-detail').click();
    const detail = page;
    await expect(detail).toHaveURL(/\/home\/information\/reportDetail\//);
    const report = detail.getByTestId('periodic-report');
    await expect(report).toContainText('2025年年度报告（1-12月）');
    await expect(report).toContainText('单位：万元');
    await expect(report.getByRole('row').filter({ hasText: '营业收入' }).first()).toHaveText('营业收入1200.5100020.05');
    await expect(report.getByRole('row').filter({ hasText: '经营活动产生的现金流量净额' }).first()).toHaveText('经营活动产生的现金流量净额12.501250.00');
    const balance = detail.getByTestId('report-financeTable2');
    await expect(balance).toContainText('2025年');
    const total = listedRows('financeTable2')[16];
    await expect(balance.getByRole('row').filter({ hasText: '资产总计' })).toHaveText(`资产总计${total.topYear}${total.topTowYear}`);
    await shot(detail, 'disclosure', 'public-detail');
  });

  // spec: 03§1.9 02§2.20
  test('the fast self-evaluation suggests 孵化层 and opens the board application, which is approved', async ({ browser }) => {
  test.setTimeout(300_000);
  await takeIntoCustody(apiOf(await request.newContext({ baseURL: own.url })));
  const org = await enterpriseOn(browser);
  await org.goto('/evaluationFast2');
  await expect(org.getByTestId('questionnaire-name')).toHaveText('专精特新企业快速自评');
  await org.getByTestId('fast-name').fill(boardCompany.name);
  await org.getByTestId('fast-id-number').fill(boardCompany.idNumber);
  // three strengths, 10 points each: 30, no I-class patent (hitech_score.rhai)
  const answers: [string, string][] = [
    ['corporateCredit', '以上情况均无'],
    ['conformsCompany', '是'],
    ['prohielimin', '否'],
    ['keyLink', '是'],
    ['leadingProduInfluen', '国内领先'],
    ['isTechnologyAward', '是'],
    ['intellectualPropertyNumber1', '无'],
    ['intellectualPropertyNumber2', '无'],
    ['financingRound', '未融资'],
    ['qualityAssurance', '无'],
    ['digitalize', '未开展数字化'],
    ['isOverTenYears', '否'],
  ];
  for (const [code, label] of answers) {
    // clicked, then awaited checked: the multiple choice's box is checked by the form's render
    // after the click, which check() would read too early
    const option = org.getByTestId(`question-${code}`).getByLabel(label, { exact: true });
    await option.click();
    await expect(option).toBeChecked();
  }
  await shot(org, 'evaluation', 'answers');
  await org.getByTestId('evaluate-button').click();
  await expect(org.getByTestId('evaluation-result-text')).toHaveText('符合创新型中小企业，建议分层：孵化层');
  await expect(org.getByTestId('evaluation-result')).toContainText('30');
  await org.getByTestId('evaluation-result').scrollIntoViewIfNeeded();
  await shot(org, 'evaluation', 'result', false);

  // 申请入板: a 550200 draft holding the evaluation
  await org.getByTestId('evaluation-apply').click();
  await expect(org).toHaveURL(/appId=550200.*uuid=/);
  await expect(org.getByTestId('form-title')).toHaveText('专精特新入板');
  await expect(org.locator('#root_name')).toHaveValue(boardCompany.name);
  await expect(org.locator('#root_idNumber')).toHaveValue(boardCompany.idNumber);
  await expect(org.locator('#root_resultValue')).toHaveValue('符合创新型中小企业，建议分层：孵化层');
  await shot(org, 'evaluation', 'board-draft');
  // the scoring table (03 §1): indicators worth 25, 25, 15 and 35, the total in 分
  const scoring = org.getByTestId('scoring-table');
  await scoring.scrollIntoViewIfNeeded();
  await expect(org.getByTestId('scoring-points')).toContainText('25');
  await expect(org.getByTestId('scoring-points')).toContainText('35');
  await expect(org.getByTestId('scoring-total')).toContainText('0');
  await scoring.locator('button[role="switch"]').first().click();
  await expect(org.getByTestId('scoring-total')).not.toHaveText(/^0/);
  await shot(org, 'evaluation', 'scoring-table', false);
  // the service row the board application starts with (专精特新, 服务中)
  await org.getByTestId('form-section-tabs').locator('.ant-anchor-link-title', { hasText: '服务信息' }).click();
  await expect(org.locator('#root_serviceInformationCsrcs')).toBeInViewport();
  await shot(org, 'evaluation', 'board-service', false);

  // the patent group the board application keeps at least one of
  const patents = org.locator('#root_patents');
  await patents.getByRole('button', { name: '展开 1' }).click();
  const dialog = org.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('#root_patents_0_name').fill('一种工业视觉缺陷检测方法');
  await dialog.locator('#root_patents_0_patentNo').fill('ZL202110000001.2');
  await dialog.locator('#root_patents_0_type').click();
  await org.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="发明专利"]').click();
  await dialog.locator('#root_patents_0_legalStatus').click();
  await org.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="有效"]').click();
  await dialog.locator('#root_patents_0_applyNo').fill('202110000001.2');
  await dialog.locator('#root_patents_0_applyDate').fill('2021-03-01');
  await dialog.locator('#root_patents_0_applyDate').press('Enter');
  await dialog.locator('#root_patents_0_publicNo').fill('CN113000001A');
  await dialog.locator('#root_patents_0_publicDate').fill('2021-06-18');
  await dialog.locator('#root_patents_0_publicDate').press('Enter');
  await shot(org, 'evaluation', 'patent-dialog', false);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(patents).toContainText('ZL202110000001.2');

  const board = await submit(org);
  expect(board.bizSn).toMatch(/^550200/);
  await shot(org, 'evaluation', 'submitted');

  // both reviewers approve it: the enterprise is on the board, in the layer the evaluation named
  await approveFromTodos(await signedInOn(browser, 'staff_first'), board.bizSn, '材料齐全，同意入板');
  await approveFromTodos(await signedInOn(browser, 'staff_recheck'), board.bizSn, '同意');
  await org.goto('/companyHitechInfo');
  await expect(org.getByTestId('board-status')).toHaveText('已入板');
  await expect(org.getByTestId('board-record')).toContainText('专精特新板（孵化层）');
  await expect(org.getByTestId('last-evaluation')).toContainText('符合创新型中小企业，建议分层：孵化层（30，');
  await shot(org, 'evaluation', 'on-board');
});
});
