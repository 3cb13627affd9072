import { request as playwrightRequest, type Page } from '@playwright/test';
import { apiOf, chooseAccount, expect, test } from './fixtures';
import { errorsOf, snap } from './helpers';
import { useOwnServer } from './own-server';

/**
 * The pages of issue 24's bidding brief, each visited by a user entitled to it with real
 * content, no 建设中 and no console error: 集中报价 (/process/centralizedQquotation), a bidding
 * (/biddingDetail), a quote's detail (/process/550224detail), the quotes' query page
 * (/queryPage/biddingTransaction), the register query's detail and report (/process/550226/…),
 * the filings' details (/process/550305detail … 550309detail) and the workbench leave-flow
 * routes (/form/…, /handle/…, /detail/…). The businesses are filed and approved through the API
 * first, so the file runs on a server of its own.
 * spec: 01§2 /process/centralizedQquotation /process/550224detail /biddingDetail /queryPage/biddingTransaction
 * spec: 01§2 /process/550226/detail /reportDetail /process/550305detail /process/550306detail
 * spec: 01§2 /process/550307detail /process/550308detail /process/550309detail
 * spec: 01§2 form/{processDefinitionId} handle/{taskId}/{processInstanceId}/{businessId} detail/{processInstanceId}/{businessId}
 */
const own = useOwnServer(40);

const SUBMIT = '/api/rem-registrationbizweb/application/submit';
const COMPLETE = '/api/rem-registrationbizweb/taskItem/complete';
const DETAIL = '/api/rem-registrationbizweb/application/detail';

async function visit(page: Page, path: string, testId: string, shot: string) {
  await page.goto(path);
  await expect(page.getByTestId(testId).first()).toBeVisible();
  await expect(page.getByTestId('under-construction')).toHaveCount(0);
  await expect(page.getByText('建设中')).toHaveCount(0);
  await snap(page, `bidding-${shot}`);
}

test('the bidding, register-report, filing and leave-flow pages show their real content', async ({ browser }) => {
  test.setTimeout(300_000);
  const request = await playwrightRequest.newContext({ baseURL: own.url });
  const api = apiOf(request);
  const [zhang, silk, org, first, recheck] = await Promise.all(
    ['personal_demo', 'orgholder_demo', 'org_demo', 'staff_first', 'staff_recheck'].map((a) => api.token(a)),
  );
  const submitted = async (token: string, appId: string, formData: unknown) =>
    (await api.post(token, SUBMIT, { appId, formData })) as { uuid: string; bizSn: string };
  const approved = async (token: string, appId: string, formData: unknown) => {
    const app = await submitted(token, appId, formData);
    for (const reviewer of [first, recheck]) await api.post(reviewer, COMPLETE, { uuid: app.uuid, action: 'approve', memo: '同意' });
    return app;
  };
  const quote = (price: string, quantity: number) => ({ projectId: 'ftp-000000-01', price, quantity });
  const mine = await approved(zhang, '550224', quote('1.20', 60000));
  await approved(silk, '550224', quote('1.50', 50000));
  const pending = await submitted(zhang, '550224', quote('1.30', 10000));
  const extract = await approved(org, '550226', { productCode: '100001', purpose: '股东大会召开' });
  const filing = (title: string) => ({
    filingTitle: title, filingDate: '2026-11-20', companyName: '西安秦创智能科技股份有限公司', description: '按规定报送备案材料',
  });
  const filings: Record<string, string> = {};
  for (const [appId, title] of [['550305', '其他业务备案'], ['550306', '重大事项备案'], ['550307', '股权激励计划备案'], ['550308', '公司章程修订备案'], ['550309', '董监高变动备案']]) {
    filings[appId] = (await approved(org, appId, filing(title))).bizSn;
  }
  const pendingDetail = (await api.post(zhang, DETAIL, { uuid: pending.uuid })) as { tasks: { taskNo: number; open: boolean }[] };
  const openTask = pendingDetail.tasks.find((t) => t.open);
  expect(openTask).toBeTruthy();

  // the investor: the quotation, a bidding, a quote, the quotes, a form and a detail
  const investor = await own.signedInOn(browser, 'personal_demo');
  const investorErrors = errorsOf(investor);
  // chosen and recorded before the next page loads, or the dialog would ask again over it
  await chooseAccount(investor, '2000000001');
  await visit(investor, '/process/centralizedQquotation', 'centralized-quotation', 'quotation');
  const row = investor.getByRole('row').filter({ hasText: 'ZR20260001' });
  await expect(row).toContainText('1.50');
  await expect(row).toContainText('报价中');
  await row.getByRole('link', { name: '竞价详情' }).click();
  await expect(investor).toHaveURL(/\/biddingDetail\?id=ftp-000000-01$/);
  await expect(investor.getByTestId('ranked-quotes')).toContainText('我的报价');
  await expect(investor.getByTestId('ranked-quotes')).toContainText('部分成交');
  await snap(investor, 'bidding-detail');
  await visit(investor, `/process/550224detail?bizSn=${mine.bizSn}`, 'quote-bidding', 'quote-detail');
  await expect(investor.getByTestId('business-detail')).toContainText('集中报价');
  await visit(investor, '/queryPage/biddingTransaction', 'query-page-biddingTransaction', 'my-quotes');
  await expect(investor.getByRole('row').filter({ hasText: mine.bizSn })).toHaveCount(1);
  await visit(investor, '/form/550224', 'form-title', 'start-form');
  await expect(investor.getByTestId('form-title')).toHaveText('集中报价');
  await visit(investor, `/detail/${mine.uuid}/${mine.bizSn}`, 'business-detail', 'leave-detail');
  // the pending quote's review task is not the investor's
  await visit(investor, `/handle/${openTask?.taskNo}/${pending.uuid}/${pending.bizSn}`, 'resolve-403', 'handle-forbidden');
  await visit(investor, `/detail/nope/${mine.bizSn}`, 'resolve-404', 'leave-not-found');
  expect(investorErrors.filter((e) => !/status of 40[34]/.test(e))).toEqual([]);

  // the first reviewer acts on the pending quote from its handle link
  const reviewer = await own.signedInOn(browser, 'staff_first');
  const reviewerErrors = errorsOf(reviewer);
  await reviewer.goto(`/handle/${openTask?.taskNo}/${pending.uuid}/${pending.bizSn}`);
  await expect(reviewer.getByTestId('approve-page')).toBeVisible();
  await expect(reviewer).toHaveURL(/\/process\/approve\?/);
  await snap(reviewer, 'bidding-handle');
  expect(reviewerErrors).toEqual([]);

  // the enterprise: its register query and report, its filings
  const enterprise = await own.enterpriseOn(browser, '西安秦创智能科技股份有限公司');
  const enterpriseErrors = errorsOf(enterprise);
  await visit(enterprise, `/process/550226/detail?bizSn=${extract.bizSn}`, 'register-report-summary', 'register-query');
  await visit(enterprise, `/reportDetail?bizSn=${extract.bizSn}`, 'register-report', 'register-report');
  await expect(enterprise.getByTestId('register-report')).toContainText('持股比例');
  for (const [appId, bizSn] of Object.entries(filings)) {
    await visit(enterprise, `/process/${appId}detail?bizSn=${bizSn}`, 'filing-record', `filing-${appId}`);
    await expect(enterprise.getByTestId('filing-record')).toContainText('西安秦创智能科技股份有限公司');
  }
  expect(enterpriseErrors).toEqual([]);
  await request.dispose();
});
