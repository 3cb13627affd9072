import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { apiOf, expect, test, type Api } from './fixtures';
import { errorsOf, screenshotDir } from './helpers';
import { useOwnServer } from './own-server';

/**
 * Issue 24: every route of the spec's route table (01 §2), opened by a user entitled to it, on a
 * server of the file's own: each renders its page (never 建设中, never the 404 page, never a
 * spinner left turning), and the browser logs no error on the way (no console error, no
 * uncaught exception). Routes with an id are opened with the register's data: the seed's
 * enterprises, members, notices and holders, and applications the test files (drafts and one
 * submitted business awaiting review). A screenshot of each page is saved as route-<user>-<path>.png.
 *
 * spec: 01§2 /home/login /home/companyList /home/information /home/queryPage/informationDisclosure
 * spec: 01§2 /private /companyList /information /memberList /policiesShow /specializationNewList
 * spec: 01§2 /privateEquityFund /pledgeList /frozenList /gplistT /gplistG /gplistZ /home/companyDetial
 * spec: 01§2 /home/information/reportDetail/{id} /home/temporatyBuiletin/reportDetail/{id} /home /index
 * spec: 01§2 /pledgeDetail /frozenDetail /companyDetial /companyListNew /gpList /gpListG /gpListT /gpListZ
 * spec: 01§2 /specializationNewInfo /rubanDetail /invest /memberDetails /newsDetails /temporary
 * spec: 01§2 /policiesDetail /valueDiagnosis /valueDiagnosis/flowService /financingIndex /financing
 * spec: 01§2 /perfectData /skillEvaluate /register /403 /500 /404 /myiframe/{routerPath} /login
 * spec: 01§2 /officialWebsiteMapChart /officialWebsiteTables /officialWebsiteMemberList
 * spec: 01§2 /officialWebsiteCompanyList /officialWebsiteGpList /officialWebsiteInformation
 * spec: 01§2 /equityExchangeServiceCenter /serviceCenterBlankPage /workbench/stepsList
 * spec: 01§2 / /wel /wel/index /securityCenter /process /process/index /queryPage/bizApplication2
 * spec: 01§2 /queryPage/bjotcTaskItem2 /gd/wdcgxx /capital /confimation /investorInfo /550026/answer
 * spec: 01§2 /550026/apply /investor/{flowkey} /newInvestor/{flowkey} /smjjApply /blockChain
 * spec: 01§2 /process/centralizedQquotation /biddingDetail /process/550224detail /queryPage/biddingTransaction
 * spec: 01§2 /success/{msg} /companyAdmin /companyInfoBase /businessApply /gpywbl /companyApply /info/index
 * spec: 01§2 /shareholderDetail /process/gdgl/gdxxDetail/{uuid}/{id} /sealAdmin /assessment /xpApply
 * spec: 01§2 /companyHitechApply /companyHitechInfo /bondInfoDetail /smApply /privateCBApply
 * spec: 01§2 /companyServiceApply /ipoKnowledgeBase /investmentInstitution /evaluationPro2 /evaluationFast2
 * spec: 01§2 /process/apply /process/approve /process/detial /process/ywlsDetail /process/listedApplys
 * spec: 01§2 /process/listedDetails /process/listedApproves /process/listedTrustApply
 * spec: 01§2 /process/listedTrustDetails /process/listedTrustApprove /process/rgqDetail2
 * spec: 01§2 /550023/detail /550024/detail 02§2 /process/550024/edit 01§2 /550081/detail /compile
 * spec: 02§2 /550092/compile 02§2 /550092/detail 01§2 {token} 02§2 {token} 03§2 {token}
 * spec: 01§2 /queryPage/qyzxbgcx1 02§2 /queryPage/qyzxbgcx1 01§2 /queryPage/wdcccx 01§2 /queryPage/zhyqcx2
 * spec: 01§2 /process/550100detail /process/550226/detail /reportDetail /process/550305detail
 * spec: 01§2 /process/550306detail /process/550307detail /process/550308detail /process/550309detail
 * spec: 01§2 /550052/detail /process_pdf /tabQueryPage/zrxmcx2 /process/memberExplain
 * spec: 01§2 /process/memberApplys /process/memberApproves /process/memberDetial
 * spec: 01§2 /process/memberReviseApplys /process/memberReviseApproves /process/memberReviseDetail
 * spec: 01§2 /work/claim /work/todo /formDesign /queryConfig/add /queryConfig/edit/{pageKey}
 * spec: 01§2 /queryPage/{pageKey} /queryPage/processQuery2 /wel/dashboard /wel/config /dict-horizontal
 * spec: 01§2 /dict-vertical /companyAdmin/companyManage1/detail/{id} /companyAdmin/companyManage1/edit/{id}
 * spec: 01§2 /companyAdmin/companyManage2/detail/{id} /companyAdmin/companyManage2/edit/{id}
 * spec: 01§2 /gpcpglManagenment/detail/{id} /gpcpglManagenment/edit/{id} /areaBlockChainDetail/{transHash}
 * spec: 01§2 /singleShareholderDetail/{uuid} /sharePositionDetail form/{processDefinitionId}
 * spec: 01§2 handle/{taskId}/{processInstanceId}/{businessId} detail/{processInstanceId}/{businessId}
 */
const own = useOwnServer(42);

/** Opens a route and checks it is a page of its own, as the user first sees it. */
async function sweep(page: Page, who: string, paths: string[]) {
  const errors = errorsOf(page);
  for (const path of paths) {
    const before = errors.length;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active'), path).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId('under-construction'), path).toHaveCount(0);
    await expect(page.getByText('建设中'), path).toHaveCount(0);
    if (!['/404', '/403', '/500'].includes(path)) {
      await expect(page, path).not.toHaveURL(/\/(404|403|500)$/);
      await expect(page.getByTestId('error-page'), path).toHaveCount(0);
    }
    expect((await page.locator('body').innerText()).trim().length, `${path} shows nothing`).toBeGreaterThan(10);
    // A business's entry rule may refuse this user (企业需要先托管再办理挂牌业务！): the page then shows
    // the server's reason, and the browser's own log of that 4xx answer is the refusal, not a fault.
    if (await page.getByTestId('apply-refused').isVisible()) {
      const logged = errors.splice(before);
      errors.push(...logged.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e)));
    }
    await page.screenshot({ path: `${screenshotDir}route-${who}-${path.replace(/\W+/g, '_').slice(0, 80)}.png` });
  }
  expect(errors, `${who}: the browser's errors`).toEqual([]);
}

async function records(api: Api, path: string): Promise<Record<string, string>[]> {
  const data = await api.get(null, path);
  return (data.records ?? data) as Record<string, string>[];
}

/** What the application pages show: a draft of each business (unchecked, as 保存 keeps it). */
async function drafts(api: Api, account: string, appIds: string[]): Promise<Record<string, { uuid: string; bizSn: string }>> {
  const token = await api.token(account);
  const out: Record<string, { uuid: string; bizSn: string }> = {};
  for (const appId of appIds) {
    const saved = await test.step(`${account} saves a draft of ${appId}`, () =>
      api.post(token, '/api/rem-registrationbizweb/application/save', { appId, formData: {} }),
    );
    out[appId] = { uuid: String(saved.uuid), bizSn: String(saved.bizSn) };
  }
  return out;
}

/** A buyback submitted by the enterprise, awaiting the first review: the reviewers' pages open its task. */
async function submittedBuyback(api: Api): Promise<{ uuid: string; bizSn: string }> {
  const org = await api.token('org_demo');
  const filed = await api.post(org, '/api/rem-registrationbizweb/application/submit', {
    appId: '550052',
    formData: { productCode: '100001', changeReason: '回购注销股权激励股份', shareChangeList: [{ accountNumber: '1000000101', holderName: '西安秦创控股有限公司', volume: 2000 }] },
  });
  return { uuid: String(filed.uuid), bizSn: String(filed.bizSn) };
}

async function signedIn(browser: Browser, account: string): Promise<Page> {
  const page = await own.signedInOn(browser, account);
  // a user with several enterprises or accounts is asked on entry: the first is chosen
  const enterprise = page.getByRole('dialog', { name: '切换企业' });
  const choose = page.getByRole('dialog', { name: '选择登记账号' });
  await page.waitForTimeout(800);
  if (await enterprise.isVisible()) {
    await enterprise.getByRole('radio').first().check();
    await enterprise.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('wel-enterprise')).not.toHaveText('暂无', { timeout: 15_000 });
  } else if (await choose.isVisible()) {
    await choose.getByRole('button', { name: '选择' }).first().click();
    await expect(page.getByTestId('wel-account')).not.toHaveText('暂无', { timeout: 15_000 });
  }
  return page;
}

test.describe.configure({ mode: 'serial' });

test('every public route renders its page for a visitor', async ({ browser }) => {
  test.setTimeout(300_000);
  const api = apiOf(await playwrightRequest.newContext({ baseURL: own.url }));
  const notice = (type: string) => records(api, `/api/rem-registrationbizweb/nonds/notice/page?tenantId=000000&noticeType=${type}&size=1`);
  const [pledge] = await notice('pledge');
  const [freeze] = await notice('freeze');
  const [news] = await notice('info');
  const listedAnswer = await (await playwrightRequest.newContext({ baseURL: own.url })).post('/api/rem-registrationbizweb/nonds/company/selectCompanyPage', {
    data: { query: { current: 1, size: 1 }, company: { registerOrListing: '2' }, tenantId: '000000' },
  });
  const [listed] = ((await listedAnswer.json()) as { data: { records: Record<string, string>[] } }).data.records;
  const page = await (await own.contextOn(browser)).newPage();
  await sweep(page, 'visitor', [
    '/home', '/home/login', '/home/companyList', '/home/information', '/home/queryPage/informationDisclosure',
    '/home/companyDetial?tenantId=000000&uuid=sc-00000', '/home/information/reportDetail/disc-001',
    '/home/temporatyBuiletin/reportDetail/disc-001', '/index', '/private', '/companyList', '/companyList?isListing=1',
    '/information', '/memberList', '/memberDetails?id=member-000', '/policiesShow', '/policiesDetail?id=policy-000',
    '/specializationNewList', '/specializationNewInfo?tenantId=000000&uuid=sc-00001', '/privateEquityFund',
    '/pledgeList', `/pledgeDetail?id=${pledge.id}`, '/frozenList', `/frozenDetail?id=${freeze.id}`,
    '/gplistT', '/gplistG', '/gplistZ', '/gpList', '/gpListG', '/gpListT', '/gpListZ',
    '/companyDetial?tenantId=000000&uuid=sc-00000', '/companyListNew', `/rubanDetail?tenantId=000000&listCode=${listed.listCode}`,
    '/invest', `/newsDetails?id=${news.id}`, '/temporary?tenantId=000000&uuid=sc-00000', '/infoDetails',
    '/valueDiagnosis', '/valueDiagnosis/flowService', '/financingIndex', '/financing', '/perfectData', '/skillEvaluate',
    '/officialWebsiteMapChart', '/officialWebsiteTables', '/officialWebsiteMemberList', '/officialWebsiteCompanyList',
    '/officialWebsiteGpList', '/officialWebsiteInformation', '/equityExchangeServiceCenter', '/serviceCenterBlankPage',
    '/myiframe/companyList', '/login', '/register', '/403', '/500', '/404',
  ]);
});

test('every route of an investor renders its page', async ({ browser }) => {
  test.setTimeout(300_000);
  const api = apiOf(await playwrightRequest.newContext({ baseURL: own.url }));
  const quote = (await drafts(api, 'personal_demo', ['550224']))['550224'];
  const page = await signedIn(browser, 'personal_demo');
  await sweep(page, 'personal', [
    '/', '/wel', '/wel/index', '/workbench/stepsList', '/securityCenter', '/process', '/process/index',
    '/queryPage/bizApplication2', '/queryPage/bjotcTaskItem2', '/queryPage/wdcccx', '/gd/wdcgxx', '/capital', '/confimation', '/investorInfo',
    '/550026/answer', '/550026/apply', '/investor/550026', '/newInvestor/550130', '/smjjApply',
    '/blockChain', '/process/centralizedQquotation', '/biddingDetail?id=ftp-000000-01', `/process/550224detail?bizSn=${quote.bizSn}`,
    '/queryPage/biddingTransaction', '/fundTransferDetail?id=ftp-000000-01', '/form/550224', `/detail/${quote.uuid}/${quote.bizSn}`,
    '/process/apply?appId=550004&nodeId=apply', `/process_pdf?uuid=${quote.uuid}`, `/success/${encodeURIComponent('提交成功')}`,
  ]);
  // the institutions' risk assessment is an organisation investor's
  await sweep(await signedIn(browser, 'orgholder_demo'), 'orgholder', ['/investor/550091']);
});

test('every route of an enterprise renders its page', async ({ browser }) => {
  test.setTimeout(400_000);
  const api = apiOf(await playwrightRequest.newContext({ baseURL: own.url }));
  const d = await drafts(api, 'org_demo', [
    '550001', '550210', '550114', '550401', '550023', '550024', '550081', '550082', '550100', '550226',
    '550305', '550306', '550307', '550308', '550309', '550052', '550092',
  ]);
  // 秦创智能: in custody, not yet listed, the enterprise the listing and trust pages are for
  const page = await own.enterpriseOn(browser, '西安秦创智能科技股份有限公司');
  await sweep(page, 'enterprise', [
    '/companyAdmin', '/companyInfoBase', '/companyInfo/edit?type=edit', '/businessApply', '/gpywbl', '/companyApply', '/info/index',
    '/shareholderDetail', '/process/gdgl/gdxxDetail/h-silk-road/c-qinchuang', '/sealAdmin', '/assessment', '/xpApply',
    '/companyHitechApply', '/companyHitechInfo', '/bondInfoDetail', '/smApply', '/privateCBApply', '/companyServiceApply',
    '/ipoKnowledgeBase', '/investmentInstitution', '/evaluationPro2', '/evaluationFast2',
    '/process/listedApplys', '/process/listedTrustApply',
    `/process/apply?appId=550001&nodeId=apply&uuid=${d['550001'].uuid}&bizSn=${d['550001'].bizSn}`,
    `/process/ywlsDetail?bizSn=${d['550001'].bizSn}`,
    `/process/detial?processInstanceId=${d['550001'].uuid}&nodeId=detail`,
    `/process/listedDetails?bizSn=${d['550210'].bizSn}`,
    `/process/listedTrustDetails?bizSn=${d['550114'].bizSn}`,
    `/process/rgqDetail2?bizSn=${d['550401'].bizSn}`,
    `/550023/detail?bizSn=${d['550023'].bizSn}`,
    `/550024/detail?bizSn=${d['550024'].bizSn}`,
    `/process/550024/edit?uuid=${d['550024'].uuid}&bizSn=${d['550024'].bizSn}`,
    `/550081/detail?bizSn=${d['550081'].bizSn}`,
    `/550081/compile?uuid=${d['550081'].uuid}&bizSn=${d['550081'].bizSn}`,
    `/process/550082/detai?bizSn=${d['550082'].bizSn}`,
    `/process/550082/edit?uuid=${d['550082'].uuid}&bizSn=${d['550082'].bizSn}`,
    `/process/550100detail?bizSn=${d['550100'].bizSn}`,
    `/process/550226/detail?bizSn=${d['550226'].bizSn}`,
    `/reportDetail?bizSn=${d['550226'].bizSn}`,
    ...['550305', '550306', '550307', '550308', '550309'].map((appId) => `/process/${appId}detail?bizSn=${d[appId].bizSn}`),
    `/550052/detail?bizSn=${d['550052'].bizSn}`,
    `/550092/compile?nodeId=apply&uuid=${d['550092'].uuid}&bizSn=${d['550092'].bizSn}`,
    `/550092/detail?bizSn=${d['550092'].bizSn}`,
    '/queryPage/qyzxbgcx1',
  ]);
});

test('every route of a member renders its page', async ({ browser }) => {
  test.setTimeout(300_000);
  const api = apiOf(await playwrightRequest.newContext({ baseURL: own.url }));
  const d = await drafts(api, 'member_demo', ['550012', '550013']);
  const page = await signedIn(browser, 'member_demo');
  await sweep(page, 'member', [
    '/process/memberExplain', '/process/memberApplys', '/process/memberReviseApplys',
    `/process/memberDetial?bizSn=${d['550012'].bizSn}`, `/process/memberReviseDetail?bizSn=${d['550013'].bizSn}`,
  ]);
});

test('every route of a reviewer renders its page, a task of the review among them', async ({ browser }) => {
  test.setTimeout(300_000);
  const api = apiOf(await playwrightRequest.newContext({ baseURL: own.url }));
  const filed = await submittedBuyback(api);
  const staff = await api.token('staff_first');
  const todos = await api.post(staff, '/api/rem-registrationbizweb/taskItem/getUserTasks', { current: 1, size: 50 });
  const task = ((todos.records ?? []) as Record<string, string>[]).find((t) => t.bizSn === filed.bizSn);
  expect(task, 'the buyback awaits the first review').toBeTruthy();
  const review = `uuid=${filed.uuid}&bizSn=${filed.bizSn}&taskNo=${task!.taskNo}&nodeId=${task!.nodeId}`;
  const page = await signedIn(browser, 'staff_first');
  await sweep(page, 'reviewer', [
    '/queryPage/bjotcTaskItem2', '/work/claim', '/work/todo', `/process/approve?${review}`, `/process/listedApproves?${review}`,
    `/process/listedTrustApprove?${review}`, `/process/memberApproves?${review}`, `/process/memberReviseApproves?${review}`,
    `/handle/${task!.taskNo}/${filed.uuid}/${filed.bizSn}`, '/queryPage/processQuery2', '/queryPage/qyzxbgcx1',
    '/queryPage/zhyqcx2', '/tabQueryPage/zrxmcx2',
  ]);
  // approved by both reviewers, the buyback is on the chain the administrator reads next
  await api.post(staff, '/api/rem-registrationbizweb/taskItem/complete', { uuid: filed.uuid, action: 'approve', memo: '同意' });
  const recheck = await api.token('staff_recheck');
  await api.post(recheck, '/api/rem-registrationbizweb/taskItem/complete', { uuid: filed.uuid, action: 'approve', memo: '同意' });
});

test('every route of the analyst and the administrator renders its page', async ({ browser }) => {
  test.setTimeout(300_000);
  const analyst = await signedIn(browser, 'analyst_demo');
  await sweep(analyst, 'analyst', [
    '/formDesign', '/formDesign/flow/550004', '/queryConfig/add', '/queryConfig/edit/bizApplication2',
    '/formPreview?formId=company_registration&nodeId=apply',
  ]);
  const api = apiOf(await playwrightRequest.newContext({ baseURL: own.url }));
  const admin = await api.token('admin');
  const chain = await api.get(admin, '/api/rem-registrationbizweb/blockChain/list?current=1&size=1');
  const [entry] = (chain.records ?? []) as Record<string, string>[];
  const page = await signedIn(browser, 'admin');
  await sweep(page, 'admin', [
    '/wel/dashboard', '/wel/config', '/system/dict', '/system/menu', '/system/role', '/system/user', '/system/tenant',
    '/system/param', '/system/region', '/system/auditLog', '/dict-horizontal', '/dict-vertical',
    '/companyAdmin/companyManage1/detail/sc-00001', '/companyAdmin/companyManage1/edit/sc-00001',
    '/companyAdmin/companyManage2/detail/sc-00024', '/companyAdmin/companyManage2/edit/sc-00024',
    '/gpcpglManagenment/detail/p-600024', '/gpcpglManagenment/edit/p-600024', '/blockChain',
    `/areaBlockChainDetail/${entry.transHash}`,
    // a holder of the seed's register (陕西丝路投资管理有限公司) and its position in 100001
    '/singleShareholderDetail/h-silk-road', '/sharePositionDetail?productCode=100001&holderUuid=h-silk-road',
  ]);
});
