import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { errorsOf, screenshotDir } from './helpers';

/**
 * Issue 24: every public page that was still 建设中 against the real server, as an anonymous
 * visitor: each renders its page with the register's data, never the under-construction page,
 * and the browser logs no error on the way.
 */

async function visit(page: Page, path: string, testId: string, shot?: string) {
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible();
  await expect(page.getByTestId('under-construction')).toHaveCount(0);
  await expect(page.getByText('建设中')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  if (shot) await page.screenshot({ path: `${screenshotDir}official-${shot}.png`, fullPage: true });
}

async function firstOf(page: Page, path: string, body?: unknown): Promise<Record<string, string>> {
  const answer = body === undefined ? await page.request.get(path) : await page.request.post(path, { data: body });
  const json = (await answer.json()) as { data: { records: Record<string, string>[] } };
  return json.data.records[0];
}

test('the official site’s map shows the enterprises of each city on the map of Shaanxi', async ({ page }) => {
  const errors = errorsOf(page);
  await visit(page, '/officialWebsiteMapChart', 'official-map-chart-page');
  await expect(page.getByTestId('map-title')).toHaveText('陕西省企业分布');
  const map = page.getByTestId('province-map');
  // the province's outline drawn from the map package, its cities named on it
  await expect(map.locator('svg path').first()).toBeVisible();
  await expect(map.locator('svg text', { hasText: '西安市' })).toHaveCount(1);
  await expect(map.locator('svg text', { hasText: '榆林市' })).toHaveCount(1);
  const ranking = page.getByTestId('city-ranking');
  await expect(ranking.getByRole('row').nth(1)).toContainText(/西安市|咸阳市|宝鸡市/);
  await page.screenshot({ path: `${screenshotDir}official-map-chart.png`, fullPage: true });
  await page.getByTestId('kind-switch').getByText('挂牌企业').click();
  await expect(ranking.getByRole('link').first()).toHaveAttribute('href', /^\/officialWebsiteGpList\?cityCode=61\d{4}$/);
  const [listing] = await Promise.all([page.context().waitForEvent('page'), ranking.getByRole('link').first().click()]);
  await expect(listing.getByTestId('official-gp-list-page')).toBeVisible();
  await expect(listing.getByTestId('enterprise-link').first()).toBeVisible();
  await listing.close();
  expect(errors).toEqual([]);
});

test('the official site’s tables, lists and service pages render with the register’s data', async ({ page }) => {
  const errors = errorsOf(page);
  await visit(page, '/officialWebsiteTables', 'official-tables-page', 'tables');
  await expect(page.getByTestId('region-table').getByRole('row', { name: /西安市/ })).toBeVisible();
  await expect(page.getByTestId('region-total')).toContainText('合计');

  await visit(page, '/officialWebsiteCompanyList?cityCode=610100', 'official-company-list-page', 'company-list');
  await expect(page.getByTestId('enterprise-link').first()).toHaveAttribute('href', /^\/gplistT\?tenantId=000000&uuid=sc-\d+$/);
  await expect(page.getByRole('row').nth(1)).toContainText('西安市');

  await visit(page, '/officialWebsiteGpList', 'official-gp-list-page', 'gp-list');
  await expect(page.getByTestId('enterprise-link').first()).toHaveAttribute('href', /^\/rubanDetail\?tenantId=000000&listCode=8\d+$/);

  await visit(page, '/officialWebsiteMemberList', 'official-member-list-page', 'member-list');
  await expect(page.getByRole('link', { name: /证券|公司|事务所/ }).first()).toBeVisible();

  await visit(page, '/officialWebsiteInformation', 'official-information-page', 'information');
  await expect(page.getByRole('link', { name: /年度报告|公告|通知/ }).first()).toBeVisible();

  await visit(page, '/equityExchangeServiceCenter', 'service-center-page', 'service-center');
  await expect(page.getByTestId('centre-text')).toContainText('服务热线');
  await visit(page, '/serviceCenterBlankPage?key=about', 'service-center-blank-page', 'service-center-blank');
  await expect(page.getByTestId('centre-text')).toContainText('关于我们');

  await visit(page, '/companyListNew?type=2', 'company-list-new-page', 'company-list-new');
  await expect(page.getByTestId('enterprise-link').first()).toBeVisible();
  await visit(page, '/index/companyListNew', 'company-list-new-page');
  await visit(page, '/gpList', 'official-gp-list-page');
  await visit(page, '/index/gpList', 'official-gp-list-page');
  expect(errors).toEqual([]);
});

test('the detail pages: a news item, a listing, an enterprise’s annual reports, the old names', async ({ page }) => {
  const errors = errorsOf(page);
  const news = await firstOf(page, '/api/rem-registrationbizweb/nonds/notice/page?tenantId=000000&noticeType=info&size=1');
  await visit(page, `/newsDetails?id=${news.id}`, 'news-detail-page', 'news-details');
  await expect(page.getByTestId('article-title')).toHaveText(news.title);

  const listed = await firstOf(page, '/api/rem-registrationbizweb/nonds/company/selectCompanyPage', {
    query: { current: 1, size: 1 }, company: { registerOrListing: '2' }, tenantId: '000000',
  });
  await visit(page, `/rubanDetail?tenantId=000000&listCode=${listed.listCode}`, 'ruban-detail-page', 'ruban-detail');
  await expect(page.getByTestId('detail-name')).toHaveText(listed.name);
  await expect(page.getByTestId('listing-facts')).toContainText(listed.listCode);
  await visit(page, `/index/rubanDetail?tenantId=000000&listCode=${listed.listCode}`, 'ruban-detail-page');

  await visit(page, '/temporary?tenantId=000000&uuid=sc-00000', 'annual-report-page', 'temporary');
  await expect(page.getByTestId('report-list')).toContainText('年度报告');
  await expect(page.getByTestId('report-view').getByTestId('article')).toBeVisible();

  await visit(page, '/companyDetial?tenantId=000000&uuid=sc-00000', 'company-detail-1');
  await visit(page, '/index/companyDetial?tenantId=000000&uuid=sc-00000', 'company-detail-1');
  await visit(page, '/home/companyDetial?tenantId=000000&uuid=sc-00000', 'company-detail-1');
  await visit(page, '/home/temporatyBuiletin/reportDetail/disc-001', 'report-detail-page');
  await page.goto('/index/login');
  await expect(page).toHaveURL(/\/home\/login$/);
  expect(errors).toEqual([]);
});

test('investors, financing, the record check, the evaluation and the diagnosis', async ({ page }) => {
  const errors = errorsOf(page);
  await visit(page, '/invest', 'invest-page', 'invest');
  await expect(page.getByTestId('invest-listings').getByRole('link').first()).toBeVisible();
  await visit(page, '/financingIndex', 'financing-index-page', 'financing-index');
  await expect(page.getByTestId('financing-policies').getByRole('link').first()).toBeVisible();
  await visit(page, '/financing', 'financing-page', 'financing');
  await page.getByRole('tab', { name: '服务机构' }).click();
  await expect(page).toHaveURL(/tab=members/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await visit(page, '/perfectData', 'perfect-data-page');
  await page.getByTestId('perfect-search').fill('600000');
  await page.getByTestId('perfect-search').press('Enter');
  await page.getByTestId('perfect-pick').first().click();
  await expect(page.getByTestId('check-name')).toBeVisible();
  await expect(page.getByTestId('check-percent')).toContainText('%');
  await page.screenshot({ path: `${screenshotDir}official-perfect-data.png`, fullPage: true });

  await visit(page, '/skillEvaluate', 'skill-evaluate-page', 'skill-evaluate');
  await expect(page.getByTestId('evaluate-recognised').getByRole('link').first()).toBeVisible();

  await visit(page, '/valueDiagnosis', 'value-diagnosis-page');
  await page.getByLabel('营业收入').fill('3000');
  await page.getByLabel('净利润').fill('200');
  await page.getByLabel('净资产').fill('1500.5');
  await page.getByTestId('diagnose').click();
  await expect(page.getByTestId('diagnosis-range')).toHaveText('1,533.50 万元 ~ 4,250.42 万元');
  await page.screenshot({ path: `${screenshotDir}official-value-diagnosis.png`, fullPage: true });
  await visit(page, '/valueDiagnosis/flowService', 'diagnosis-flow-page', 'diagnosis-flow');
  expect(errors).toEqual([]);
});

test('/myiframe embeds an allowed page of the site and nothing else', async ({ page }) => {
  const errors = errorsOf(page);
  await visit(page, '/myiframe/companyList', 'embedded-page');
  const frame = page.frameLocator('[data-testid="embedded-frame"]');
  await expect(frame.getByTestId('company-card').first()).toBeVisible();
  // the embedded page has no shell of its own
  await expect(frame.getByTestId('public-footer')).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}official-myiframe.png` });
  for (const bad of ['javascript:alert(1)', 'https:example.com', 'constructor', 'nope']) {
    await page.goto(`/myiframe/${bad}`);
    await expect(page.getByTestId('embedded-unknown')).toBeVisible();
    await expect(page.getByTestId('embedded-frame')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
