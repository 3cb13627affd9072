import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { fakeApi } from '@/test/fake-api';
import { shellHandlers, signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { pageTitles } from '@/lib/page-titles';
import { publicPendingPaths, shellPendingPaths } from './paths';
import { routes } from './router';

const at = (path: string) => renderRoutes(routes, path).router;
const location = (router: ReturnType<typeof at>) => router.state.location.pathname + router.state.location.search;

describe('route guard and route table', () => {
  beforeEach(() => {
    useSessionStore.getState().signOut();
    fakeApi(shellHandlers(userInfo('mgr', 1)));
  });

  // spec: 01§2.43
  it('sends a visitor without a token to /login?loseEfficacy', async () => {
    const router = at('/wel/index');
    await waitFor(() => expect(location(router)).toBe('/login?loseEfficacy'));
    expect(await screen.findByRole('heading', { name: '用户登录' })).toBeInTheDocument();
  });

  // spec: 01§2.43 01§2.4
  it('redirects / to the workbench and /login to / when signed in', async () => {
    signedIn();
    const router = at('/login');
    await waitFor(() => expect(location(router)).toBe('/wel/index'));
    expect(await screen.findByTestId('wel-greeting')).toHaveTextContent('您好，演示用户');
  });

  it('sends /workbench/stepsList to /wel/index', async () => {
    signedIn();
    const router = at('/workbench/stepsList');
    await waitFor(() => expect(location(router)).toBe('/wel/index'));
  });

  // spec: 01§2.43 01§2.1
  it('keeps a locked user on /lock, and /lock without a lock goes home', async () => {
    signedIn();
    useSessionStore.getState().lock('pw');
    const router = at('/securityCenter');
    await waitFor(() => expect(location(router)).toBe('/lock'));
    act(() => void useSessionStore.getState().unlock('pw'));
    await waitFor(() => expect(location(router)).toBe('/wel/index'));
  });

  // spec: 01§2.9
  it('sends unknown paths to /404', async () => {
    const router = at('/no/such/page');
    await waitFor(() => expect(location(router)).toBe('/404'));
    expect(screen.getByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
  });

  // spec: 01§2.8 01§2.42
  it('shows a menu path outside the route table as under construction in the shell, others go to /404', async () => {
    signedIn();
    const router = at('/dynamic/page');
    expect(await screen.findByTestId('under-construction')).toHaveTextContent('建设中....');
    expect(location(router)).toBe('/dynamic/page');
    await router.navigate('/not/in/menu');
    await waitFor(() => expect(location(router)).toBe('/404'));
  });

  // spec: 01§2.8
  it('leaves no route of the spec under construction, public or in the shell', () => {
    expect(publicPendingPaths).toEqual([]);
    expect(shellPendingPaths).toEqual([]);
  });

  it.each(['/index/login', '/index'])('sends %s to the public shell’s login card', async (path) => {
    const router = at(path);
    await waitFor(() => expect(location(router)).toBe('/home/login'));
  });

  it.each([
    ['/private', 'investment-zone-page'],
    ['/index/private', 'investment-zone-page'],
    ['/specializationNewInfo', 'specialisation-info-page'],
    ['/index/specializationNewInfo', 'specialisation-info-page'],
    ['/home/queryPage/informationDisclosure', 'query-page-informationDisclosure'],
    // issue 24: the official site's pages and the other public pages
    ['/home/companyDetial?uuid=sc-1', 'company-detail-1'],
    ['/index/companyDetial?uuid=sc-1&type=2', 'company-detail-2'],
    ['/home/temporatyBuiletin/reportDetail/disc-1', 'report-detail-page'],
    ['/gpList', 'official-gp-list-page'],
    ['/index/gpList', 'official-gp-list-page'],
    ['/invest', 'invest-page'],
    ['/newsDetails?id=n1', 'news-detail-page'],
    ['/temporary?uuid=sc-1', 'annual-report-page'],
    ['/companyListNew', 'company-list-new-page'],
    ['/index/companyListNew', 'company-list-new-page'],
    ['/rubanDetail?listCode=800001', 'ruban-detail-page'],
    ['/index/rubanDetail?listCode=800001', 'ruban-detail-page'],
    ['/myiframe/companyList', 'embedded-page'],
    ['/officialWebsiteMapChart', 'official-map-chart-page'],
    ['/officialWebsiteTables', 'official-tables-page'],
    ['/officialWebsiteMemberList', 'official-member-list-page'],
    ['/officialWebsiteCompanyList', 'official-company-list-page'],
    ['/officialWebsiteGpList', 'official-gp-list-page'],
    ['/officialWebsiteInformation', 'official-information-page'],
    ['/equityExchangeServiceCenter', 'service-center-page'],
    ['/serviceCenterBlankPage', 'service-center-blank-page'],
    ['/financingIndex', 'financing-index-page'],
    ['/financing', 'financing-page'],
    ['/perfectData', 'perfect-data-page'],
    ['/skillEvaluate', 'skill-evaluate-page'],
    ['/valueDiagnosis', 'value-diagnosis-page'],
    ['/valueDiagnosis/flowService', 'diagnosis-flow-page'],
  ])('builds the public page %s', async (path, testId) => {
    const empty = () => ({ data: { records: [], total: 0, current: 1, size: 5 } });
    fakeApi(
      shellHandlers(userInfo('mgr', 1), {
        'POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage': empty,
        'GET /api/rem-registrationbizweb/nonds/company/specializationNewPage': empty,
        'GET /api/rem-registrationbizweb/nonds/privateFund/page': empty,
        'GET /api/blade-system/nonds/param/getBizTopMenuStatus': () => ({ data: [] }),
        'GET /api/rem-registrationbizweb/nonds/sharePledge/enable': () => ({ data: false }),
        'GET /api/blade-system/nonDSClient/param-biz-value': () => ({ data: '0' }),
        'GET /api/blade-system/nonds/dict-biz/dictionary': () => ({ data: [] }),
        'GET /api/rem-registrationbizweb/nonds/disclosure/page': empty,
        'GET /api/rem-registrationbizweb/nonds/notice/page': empty,
        'GET /api/rem-registrationbizweb/nonds/member/page': empty,
        'GET /api/rem-registrationbizweb/nonds/policy/page': empty,
        'POST /api/rem-registrationbizweb/companyShowNonds/queryPageInfo': empty,
        'GET /api/rem-registrationbizweb/nonds/getArea': () => ({ data: [] }),
        'GET /api/rem-registrationbizweb/sectorNonds/queryAllSectors': () => ({ data: [] }),
        'GET /api/rem-registrationbizweb/nonds/company/regionStats': () => ({
          data: { provinceCode: '610000', provinceName: '陕西省', cities: [], elsewhere: { custodied: 0, listed: 0, displayed: 0 }, total: { custodied: 0, listed: 0, displayed: 0 } },
        }),
        'GET /api/blade-desk/nonds/sitePage/detail': () => ({ data: { key: 'about', title: '关于我们', content: '简介' } }),
        'GET /api/rem-registrationbizweb/nonds/company/getCompanyDisplay': () => ({ data: { uuid: 'sc-1', name: '企业' } }),
        'GET /api/rem-registrationbizweb/nonds/disclosure/detail': () => ({ data: { id: 'disc-1', title: '公告', category: '2', publishTime: '2026-01-01 00:00:00', content: '正文' } }),
        'GET /api/rem-registrationbizweb/nonds/notice/detail': () => ({ data: { id: 'n1', noticeType: 'info', title: '公告', companyName: '平台', publishTime: '2026-01-01 00:00:00', content: '正文' } }),
        'POST /api/rem-registrationbizweb/nonds/listing/getListingDisplay': () => ({ data: { uuid: 'sc-1', name: '企业', listCode: '800001' } }),
        'GET /api/rem-registrationbizweb/queryPage/informationDisclosure/config': () => ({
          data: { pageKey: 'informationDisclosure', title: '信息披露', version: 1, source: 'disclosures', public: true, columns: [{ prop: 'title', label: '标题' }], filters: [], actions: [], pageSizes: [10], sortable: [] },
        }),
        'POST /api/rem-registrationbizweb/queryPage/informationDisclosure/list': () => ({ data: { records: [], totalRecord: 0, pageNo: 1, pageSize: 10 } }),
      }),
    );
    at(path);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.queryByTestId('under-construction')).toBeNull();
  });

  it.each([
    ['/blockChain', 'block-chain-page'],
    ['/areaBlockChainDetail/abc', 'block-chain-detail'],
  ])('builds the chain page %s inside the shell', async (path, testId) => {
    fakeApi(
      shellHandlers(userInfo('mgr', 1), {
        'GET /api/rem-registrationbizweb/blockChain/list': () => ({ data: { records: [], total: 0, current: 1, size: 10 } }),
        'GET /api/rem-registrationbizweb/blockChain/detail': () => ({
          data: { seq: 1, bizSn: 'B1', appId: '550004', bizTypeName: '股份转让', applicant: '张伟', transHash: 'abc', chainHash: 'abc', prevHash: '0'.repeat(64), stampedAt: '2026-11-21 10:00:00', submittedAt: '', completedAt: '', byStaff: false, sections: [], charge: null, parValue: null },
        }),
      }),
    );
    signedIn();
    at(path);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.queryByTestId('under-construction')).toBeNull();
  });

  // spec: 01§2.41 02§2.5
  it('builds the voucher print page /process_pdf inside the shell', async () => {
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    fakeApi(
      shellHandlers(userInfo('mgr', 1), {
        'POST /api/rem-registrationbizweb/application/detail': () => ({
          data: { uuid: 'u1', bizSn: 'B1', bizTypeName: '股份转让', status: 'approved', chainHash: 'abc', voucherList: [{ name: '股份转让业务凭证', code: 'voucher', attachId: 'a1', pages: 1 }] },
        }),
        'GET /api/blade-resource/oss/endpoint/downloadFile': () => ({ file: { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) } }),
      }),
    );
    signedIn();
    at('/process_pdf?uuid=u1');
    expect(await screen.findByTestId('voucher-page')).toBeInTheDocument();
    expect(screen.getByTestId('landing-mode-label')).toHaveTextContent('管理端');
    expect(screen.queryByTestId('under-construction')).toBeNull();
  });

  // spec: 01§2.39
  it('builds the 数据看板 /wel/dashboard inside the shell, labelled by its title', async () => {
    fakeApi(
      shellHandlers(userInfo('mgr', 1), {
        'GET /api/rem-registrationbizweb/workbench/dashboard': () => ({
          data: { scope: 'tenant', total: 0, todos: 0, byStatus: [], byBusiness: [], byMonth: [] },
        }),
      }),
    );
    signedIn();
    at('/wel/dashboard');
    expect(await screen.findByTestId('dashboard-empty')).toHaveTextContent('暂无业务数据');
    expect(screen.getByTestId('dashboard-scope')).toHaveTextContent('本租户全部业务');
    expect(screen.queryByTestId('under-construction')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('page-tabs')).toHaveTextContent('数据看板'));
  });

  it('builds 信息中心 (/info/index) inside the shell: the disclosures and notices', async () => {
    fakeApi(shellHandlers(userInfo('mgr', 1), {}));
    signedIn();
    at('/info/index');
    expect(await screen.findByTestId('information-page')).toBeInTheDocument();
    expect(screen.getByTestId('information-tabs')).toHaveTextContent('信息公告');
    expect(screen.queryByTestId('under-construction')).toBeNull();
  });

  it.each([
    ['/work/claim', 'query-page-bizApplication2', '我的申请'],
    ['/work/todo', 'query-page-bjotcTaskItem2', '我的待办'],
  ])('builds the workbench list %s inside the shell', async (path, testId, title) => {
    fakeApi(
      shellHandlers(userInfo('mgr', 1), {
        'GET /api/rem-registrationbizweb/queryPage/bizApplication2/config': () => ({
          data: { pageKey: 'bizApplication2', title: '我的申请', version: 1, source: 'applications', own: true, columns: [], filters: [], actions: [], pageSizes: [10], sortable: [] },
        }),
        'POST /api/rem-registrationbizweb/queryPage/bizApplication2/list': () => ({ data: { records: [], totalRecord: 0, pageNo: 1, pageSize: 10 } }),
        'GET /api/rem-registrationbizweb/queryPage/bjotcTaskItem2/config': () => ({
          data: { pageKey: 'bjotcTaskItem2', title: '我的待办', version: 1, source: 'tasks', columns: [], filters: [], actions: [], pageSizes: [10], sortable: [] },
        }),
        'POST /api/rem-registrationbizweb/queryPage/bjotcTaskItem2/list': () => ({ data: { records: [], totalRecord: 0, pageNo: 1, pageSize: 10 } }),
        'POST /api/rem-registrationmgrweb/taskItem/getUserTasks': () => ({ data: { records: [], totalRecord: 0 } }),
        'POST /api/rem-registrationbizweb/taskItem/getUserTasks': () => ({ data: { records: [], totalRecord: 0 } }),
        'GET /api/rem-registrationbizweb/flow/listStartable': () => ({ data: [] }),
      }),
    );
    signedIn();
    at(path);
    expect(await screen.findByTestId(testId)).toHaveTextContent(title);
    expect(screen.queryByTestId('under-construction')).toBeNull();
  });

  // spec: 01§2.40
  it('sends /process to the business catalogue /process/index inside the shell', async () => {
    fakeApi(
      shellHandlers(userInfo('mgr', 1), {
        'GET /api/rem-registrationbizweb/flow/listStartable': () => ({ data: [{ appId: '550140', name: '司法冻结', category: '登记机构业务' }] }),
      }),
    );
    signedIn();
    const router = at('/process');
    await waitFor(() => expect(location(router)).toBe('/process/index'));
    expect(await screen.findByTestId('catalogue-550140')).toHaveTextContent('司法冻结');
    expect(screen.queryByTestId('under-construction')).toBeNull();
  });

  it.each([
    ['/capital', 'account-overview'],
    ['/gd/wdcgxx', 'my-holdings'],
  ])('builds the investor page %s inside the shell, under construction for other zones', async (path, testId) => {
    const account = {
      holderUuid: 'h-silk-road', accountNumber: '1000000001', holderName: '陕西丝路投资管理有限公司', holderAccountStatus: 1,
      companyId: 'c-qinchuang', productId: 'p-100001', organType: 1, organTypeId: null,
    };
    fakeApi(
      shellHandlers(userInfo('orgholder', 1, { shareAccountInfo: account }), {
        'GET /api/rem-registrationbizweb/holder/queryAccountOverview': () => ({
          data: { account, totals: { productCount: 0, volume: 0, pledged: 0, frozen: 0, freeVolume: 0, marketValue: '0' } },
        }),
        'POST /api/rem-registrationbizweb/holder/queryHoldings': () => ({ data: { records: [], total: 0, pageNo: 1, pageSize: 10 } }),
      }),
    );
    signedIn('orgholder');
    const view = renderRoutes(routes, path);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.queryByTestId('under-construction')).toBeNull();
    view.unmount();
    signedIn('org');
    at(path);
    expect(await screen.findByTestId('under-construction')).toBeInTheDocument();
  });

  // spec: 02§2.10 02§2.12
  it('shows an enterprise its dossier read-only on /companyInfoBase and /infoDetails, and /investorInfo says it is for investors', async () => {
    const company = { uuid: 'c-1', name: '西安秦创智能科技股份有限公司', shortName: '秦创智能', code: '100001', registerDate: null, registryDate: null,
      registeredCapital: null, companyType: 2, industryName: null, idType: '11', idNumber: '91610131MA6TQC0011', labelName: null, listCode: null,
      listingDate: null, sectorName: null, featuredSectorName: null, showCode: null, showTimeStart: null, showPlateName: null };
    fakeApi(
      shellHandlers(userInfo('org', 1), {
        'POST /api/rem-registrationbizweb/company/currentCompany': () => ({
          data: { company, services: [], products: [], standing: { isRegister: 1, isListing: 0, showStatus: 0, hitechStatus: 0, hasProduct: 1 } },
        }),
        'POST /api/rem-registrationbizweb/company/dossier': () => ({
          data: { companyId: 'c-1', name: company.name, formId: 'company_change', appId: '550001', doc: { shortName: '秦创智能' }, versions: [] },
        }),
        'GET /api/rem-registrationbizweb/otc-flow/form/compiled': () => ({
          data: { formId: 'company_change', version: 1, title: '企业信息变更', nodeId: 'detail', mode: 'readonly',
            schema: { type: 'object', properties: { shortName: { type: 'string' } } },
            uiSchema: { shortName: { 'ui:title': '企业简称', 'ui:readonly': true } },
            sections: [{ id: 'basic', title: '基本信息', fields: ['shortName'] }], defaults: {}, messages: {}, editable: [], formats: [] },
        }),
      }),
    );
    signedIn('org');
    for (const path of ['/companyInfoBase?type=detail', '/infoDetails', '/companyInfoBase?type=edit']) {
      const view = renderRoutes(routes, path);
      expect(await screen.findByTestId('ro-root_shortName'), path).toHaveTextContent('秦创智能');
      expect(screen.queryByTestId('start-change'), path).toBeNull();
      expect(screen.queryByTestId('under-construction'), path).toBeNull();
      view.unmount();
    }
    at('/investorInfo');
    expect(await screen.findByTestId('investors-only')).toHaveTextContent('投资者信息仅对投资者账户开放');
  });

  it.each([
    ['/investor/550099', 'wrong-flow'],
    ['/newInvestor/550099', 'wrong-flow'],
    ['/process/550100detail', null],
    ['/process/550115detail', null],
    ['/550023/detail', null],
    ['/550024/detail', null],
    ['/process/550082/detai', null],
    ['/550081/detail', null],
    ['/550092/detail', null],
    ['/reportDetail', null],
    ['/process/550115result', null],
    ['/process/detial', 'missing-instance'],
    ['/sharePositionDetail', 'position-list'],
  ])('%s is a page of its own now, not 建设中', async (path, testId) => {
    signedIn();
    at(path);
    if (testId) expect(await screen.findByTestId(testId)).toBeInTheDocument();
    else expect(await screen.findByText('缺少业务流水号')).toBeInTheDocument();
    expect(screen.queryByTestId('under-construction')).toBeNull();
  });

  it('the dedicated pages are out of the pending table', () => {
    for (const path of ['/investor/:flowkey', '/newInvestor/:flowkey', '/process/550100detail', '/process/550115detail',
      '/process/550115result', '/process/detial', '/process/memberApplys', '/xpApply', '/confimation', '/sharePositionDetail',
      '/singleShareholderDetail/:uuid', '/550023/detail', '/550024/detail', '/550081/detail', '/550081/compile', '/550092/detail', '/550092/compile',
      '/dict-horizontal', '/dict-vertical', '/wel/dashboard']) {
      expect(shellPendingPaths).not.toContain(path);
    }
  });

  it('gives every pending page a Chinese title, so no tab is labelled by its path (issue 15)', () => {
    for (const path of shellPendingPaths) {
      expect(pageTitles[path], path).toMatch(/^[\u4e00-\u9fa5（）]+$/);
    }
  });

  it.each([
    ['/dict-horizontal', '字典管理（左右布局）'],
    ['/dict-vertical', '字典管理（上下布局）'],
    ['/wel/config', '工作台设置'],
    ['/wel/dashboard', '数据看板'],
    ['/sealAdmin', '印章管理'],
  ])('labels the tab of %s %s', async (path, title) => {
    signedIn();
    at(path);
    const tabs = await screen.findByTestId('page-tabs');
    await waitFor(() => expect(tabs).toHaveTextContent(title));
    expect(tabs.textContent).not.toMatch(/dict-horizontal|dict-vertical|config|dashboard|sealAdmin/);
  });

  it('labels a menu page outside the route table by its menu name, never its path', async () => {
    signedIn();
    at('/dynamic/page');
    const tabs = await screen.findByTestId('page-tabs');
    await waitFor(() => expect(tabs).toHaveTextContent('动态页面'));
    expect(tabs.textContent).not.toContain('page');
  });

  it('generates the pending routes from one table without duplicates', () => {
    const all = [...publicPendingPaths, ...shellPendingPaths];
    expect(new Set(all).size).toBe(all.length);
  });

  // spec: 01§2.9
  it('renders /403 and /500', async () => {
    at('/403');
    expect(await screen.findByText('抱歉，您无权访问该页面')).toBeInTheDocument();
  });
});
