import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approveFromTodos, screenshotDir, submitAndNoVoucher } from './helpers';

/**
 * Issue 13, the showcase (550092, effect publishShowcase): member_demo, bound by cooperation to
 * 西安秦创智能科技股份有限公司, applies from 业务办理 for its display on the 科技创新板块 with the
 * display service row (type 2); both reviewers approve from their to-do lists; the public
 * /companyList then shows the enterprise under 展示企业. Runs after public-site.spec.ts, whose
 * counts of display enterprises are the demo data's.
 */

const company = { name: '西安秦创智能科技股份有限公司', idNumber: '91610131MA6TX0001A' };

async function shot(page: Page, name: string, fullPage = false) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}showcase-application-${name}.png`, fullPage });
}

/** The public showcase's 展示企业 tab searched for the enterprise. */
async function searchDisplayed(page: Page) {
  await page.goto('/companyList');
  await expect(page.getByTestId('company-card').first()).toBeVisible();
  await page.getByTestId('showcase-type').getByText('展示企业').click();
  await page.getByPlaceholder('请输入企业代码或企业名称').fill('秦创智能科技');
  const searched = page.waitForResponse((r) => r.url().endsWith('/companyShowNonds/queryPageInfo') && r.request().postData()?.includes('秦创智能科技') === true);
  await page.getByPlaceholder('请输入企业代码或企业名称').press('Enter');
  await searched;
}

test('a member with a cooperation binding applies for the showcase; once approved the enterprise shows under 展示企业', async ({ page, signIn, signedInPage }) => {
  test.setTimeout(180_000);
  // before: not among the display enterprises
  await searchDisplayed(page);
  await expect(page.getByTestId('company-card').filter({ hasText: company.name })).toHaveCount(0);

  await signIn('member_demo');
  await page.getByTestId('wel-catalogue').click();
  await page.getByTestId('business-catalogue').getByTestId('catalogue-550092').click();
  await expect(page.getByTestId('form-title')).toHaveText('企业展示');
  await page.locator('#root_name').fill(company.name);
  await page.locator('#root_idType').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="统一社会信用代码"]').click();
  await page.locator('#root_idNumber').fill(company.idNumber);
  await page.locator('#root_showPlate').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="科技创新板块"]').click();
  // the flow's defaults open the display service row (服务类型 展示, 服务中)
  await expect(page.getByText('展示', { exact: true }).first()).toBeVisible();
  await shot(page, 'form', true);
  const { bizSn } = await submitAndNoVoucher(page);

  const first = await signedInPage('staff_first');
  await approveFromTodos(first, bizSn, '展示材料齐全，同意');
  const recheck = await signedInPage('staff_recheck');
  await approveFromTodos(recheck, bizSn, '同意');
  await recheck.goto(`/process/ywlsDetail?bizSn=${bizSn}`);
  await expect(recheck.getByTestId('detail-status')).toHaveText('已办结');

  // the public showcase: under 展示企业, on the 科技创新板块
  const visitor = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL });
  try {
    await searchDisplayed(visitor);
    const card = visitor.getByTestId('company-card').filter({ hasText: company.name });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('card-show-plate')).toHaveText('科技创新板块');
    await expect(card.getByTestId('card-show-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await shot(visitor, 'public-showcase');
  } finally {
    await visitor.close();
  }
});

test('an empty 550092 is refused at submit with the spec\'s messages at its fields, and nothing is filed', async ({ page, signIn }) => {
  await signIn('member_demo');
  await page.getByTestId('wel-catalogue').click();
  await page.getByTestId('business-catalogue').getByTestId('catalogue-550092').click();
  await expect(page.getByTestId('form-title')).toHaveText('企业展示');
  let accepted = 0;
  page.on('response', (r) => {
    if (r.url().endsWith('/application/submit') && r.status() === 200) accepted += 1;
  });
  await page.getByTestId('submit-button').click();
  const field = (id: string) => page.locator('.ant-form-item').filter({ has: page.locator(`#root_${id}`) });
  await expect(field('name')).toContainText('此项为必填项！');
  await expect(field('idType')).toContainText('请选择证件类型');
  await expect(field('idNumber')).toContainText('请填写证件号码！');
  await expect(field('showPlate')).toContainText('请选择展示板块');
  await expect(page.getByTestId('submit-success')).toHaveCount(0);
  await shot(page, 'empty-refused');
  expect(accepted).toBe(0);
});
