import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpEffects } from '@/lib/http/client';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { FinancingIndexPage, FinancingPage } from './financing-pages';
import { InvestPage } from './invest-page';
import { EquityServiceCenterPage, ServiceCenterBlankPage } from './service-center-page';
import { SkillEvaluatePage } from './skill-evaluate-page';


/** The 提示 dialog the client shows a failure's message in. */
const tip = vi.fn();
beforeEach(() => {
  tip.mockClear();
  configureHttpEffects({ tipDialog: tip });
});
type Answer = { status?: number; data?: unknown; msg?: string };
const pageOf = (records: unknown[], total = records.length) => () => ({ data: { records, total, current: 1, size: 10 } });
const stats = { provinceCode: '610000', provinceName: '陕西省', cities: [], elsewhere: { custodied: 0, listed: 0, displayed: 0 }, total: { custodied: 44, listed: 20, displayed: 16 } };
const listed = { uuid: 'sc-00001', name: '咸阳挂牌股份有限公司', listCode: '800001', listingDate: '2022-06-01', sectorName: '成长板' };
const fund = { id: 'f1', fundName: '秦创原一号股权投资基金', managerName: '西安创投管理有限公司', filingCode: 'SX0001', fundType: '股权投资基金', fundSize: '100000000.00', establishedDate: '2020-01-01', custodian: '某银行' };
const member = { id: 'm1', name: '西部证券股份有限公司', memberType: '1', intro: '', address: '西安', contactPhone: '029-87406000', joinDate: '2015-06-01' };

function server(over: Record<string, () => Answer> = {}) {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/rem-registrationbizweb/nonds/company/regionStats': () => ({ data: stats }),
    'GET /api/blade-desk/nonds/sitePage/detail': () => ({ data: { key: 'hotline', title: '服务热线', content: '客服电话：029-00000000\n\n工作时间：工作日' } }),
    'POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage': pageOf([listed], 20),
    'GET /api/rem-registrationbizweb/nonds/notice/page': pageOf([{ id: 'n1', noticeType: 'info', title: '关于调整业务办理时间的通知', companyName: '平台', publishTime: '2026-08-01 09:00:00' }]),
    'GET /api/rem-registrationbizweb/nonds/privateFund/page': pageOf([fund], 7),
    'GET /api/rem-registrationbizweb/nonds/member/page': pageOf([member], 6),
    'GET /api/rem-registrationbizweb/nonds/policy/page': pageOf([{ id: 'p1', title: '关于支持企业挂牌融资的若干措施', issuer: '省政府', category: '1', publishTime: '2026-07-01 00:00:00' }]),
    'GET /api/blade-system/nonds/dict-biz/dictionary': () => ({ data: [{ dictKey: '1', dictValue: '推荐机构' }] }),
    'GET /api/rem-registrationbizweb/nonds/company/specializationNewPage': pageOf([{ uuid: 'sc-00000', name: '西安秦创智能科技有限公司', specialisedLevel: '省级专精特新', industryName: '制造业' }], 9),
    ...over,
  });
}

describe('/equityExchangeServiceCenter and /serviceCenterBlankPage', () => {
  it('shows the centre’s figures, its services with their pages, and its hotline', async () => {
    server();
    renderRoutes([{ path: '/equityExchangeServiceCenter', element: <EquityServiceCenterPage /> }], '/equityExchangeServiceCenter');
    expect(await screen.findByTestId('centre-text')).toHaveTextContent('客服电话：029-00000000');
    expect(screen.getByTestId('kind-totals')).toHaveTextContent(/托管企业\s*44/);
    const services = screen.getByTestId('centre-services');
    expect(within(services).getByRole('link', { name: '融资服务' })).toHaveAttribute('href', '/financingIndex');
    expect(within(services).getByRole('link', { name: '股权登记托管' })).toHaveAttribute('href', '/companyList?isRegister=1');
    expect(screen.getByTestId('centre-login')).toHaveAttribute('href', '/home/login');
  });

  it('shows a page of the centre by its key, another from the menu, 内容不存在 for an unknown key', async () => {
    const api = server();
    const view = renderRoutes([{ path: '/serviceCenterBlankPage', element: <ServiceCenterBlankPage /> }], '/serviceCenterBlankPage?key=hotline');
    expect(await screen.findByTestId('centre-text')).toHaveTextContent('服务热线');
    fireEvent.click(within(screen.getByTestId('centre-menu')).getByText('招聘信息'));
    expect(view.router.state.location.search).toBe('?key=recruitment');
    await screen.findByTestId('centre-text');
    expect(api.of('GET /api/blade-desk/nonds/sitePage/detail').map((c) => (c.params as { id: string }).id)).toEqual(['hotline', 'recruitment']);
    view.unmount();
    server({ 'GET /api/blade-desk/nonds/sitePage/detail': () => ({ status: 404, msg: '页面不存在' }) });
    const second = renderRoutes([{ path: '/serviceCenterBlankPage', element: <ServiceCenterBlankPage /> }], '/serviceCenterBlankPage?key=about');
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
    second.unmount();
    renderRoutes([{ path: '/serviceCenterBlankPage', element: <ServiceCenterBlankPage /> }], '/serviceCenterBlankPage?key=../../etc');
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
  });
});

describe('/invest', () => {
  it('shows how to invest, the risk notice, the newest listings and notices', async () => {
    server();
    renderRoutes([{ path: '/invest', element: <InvestPage /> }], '/invest');
    expect(await screen.findByRole('link', { name: '咸阳挂牌股份有限公司' })).toHaveAttribute('href', '/rubanDetail?tenantId=000000&listCode=800001');
    expect(screen.getByTestId('invest-steps')).toHaveTextContent('1注册账号2实名认证3开立登记账号4风险测评5参与投资');
    expect(screen.getByTestId('invest-risk')).toHaveTextContent('投资风险提示');
    expect(await screen.findByRole('link', { name: '关于调整业务办理时间的通知' })).toHaveAttribute('href', '/newsDetails?id=n1');
    expect(screen.getByTestId('invest-register')).toHaveAttribute('href', '/register');
  });

  it('says 暂无企业 without listings, and the server’s message when they fail', async () => {
    server({ 'POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage': pageOf([]) });
    const first = renderRoutes([{ path: '/invest', element: <InvestPage /> }], '/invest');
    expect(await screen.findByText('暂无企业')).toBeInTheDocument();
    first.unmount();
    server({ 'POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage': () => ({ status: 500, msg: '查询失败' }) });
    renderRoutes([{ path: '/invest', element: <InvestPage /> }], '/invest');
    await waitFor(() => expect(tip).toHaveBeenCalledWith('查询失败'));
  });
});

describe('/financingIndex and /financing', () => {
  it('counts funds, institutions and listings, and lists the newest policies', async () => {
    server();
    renderRoutes([{ path: '/financingIndex', element: <FinancingIndexPage /> }], '/financingIndex');
    expect(await screen.findByRole('link', { name: '关于支持企业挂牌融资的若干措施' })).toHaveAttribute('href', '/policiesDetail?id=p1');
    const figures = screen.getByTestId('financing-figures');
    expect(figures).toHaveTextContent(/私募基金\s*7/);
    expect(figures).toHaveTextContent(/服务机构\s*6/);
    expect(figures).toHaveTextContent(/挂牌企业\s*20/);
    expect(within(screen.getByTestId('financing-channels')).getByRole('link', { name: '股权融资' })).toHaveAttribute('href', '/financing?tab=funds');
  });

  it('tables the funds, then the institutions, then the process, by tab', async () => {
    server();
    const { router } = renderRoutes([{ path: '/financing', element: <FinancingPage /> }], '/financing');
    expect(await screen.findByText('秦创原一号股权投资基金')).toBeInTheDocument();
    expect(screen.getByText('100,000,000.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '服务机构' }));
    expect(await screen.findByRole('link', { name: '西部证券股份有限公司' })).toHaveAttribute('href', '/memberDetails?id=m1');
    expect(router.state.location.search).toBe('?tab=members');
    fireEvent.click(screen.getByRole('tab', { name: '对接流程' }));
    expect(await screen.findByTestId('financing-process')).toHaveTextContent('提交融资需求');
  });

  it('shows an empty fund table, and the server’s message when the funds fail', async () => {
    server({ 'GET /api/rem-registrationbizweb/nonds/privateFund/page': pageOf([]) });
    const first = renderRoutes([{ path: '/financing', element: <FinancingPage /> }], '/financing?tab=funds');
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
    first.unmount();
    server({ 'GET /api/rem-registrationbizweb/nonds/privateFund/page': () => ({ status: 500, msg: '数据获取失败' }) });
    renderRoutes([{ path: '/financing', element: <FinancingPage /> }], '/financing');
    await waitFor(() => expect(tip).toHaveBeenCalledWith('数据获取失败'));
  });
});

describe('/skillEvaluate', () => {
  it('offers both evaluations (signed in) and lists the recognised enterprises', async () => {
    server();
    renderRoutes([{ path: '/skillEvaluate', element: <SkillEvaluatePage /> }], '/skillEvaluate');
    expect(await screen.findByRole('link', { name: '西安秦创智能科技有限公司' })).toHaveAttribute('href', '/specializationNewInfo?tenantId=000000&uuid=sc-00000');
    expect(screen.getByTestId('evaluate-pro')).toHaveAttribute('href', '/evaluationPro2');
    expect(screen.getByTestId('evaluate-fast')).toHaveAttribute('href', '/evaluationFast2');
    expect(screen.getByTestId('evaluate-count')).toHaveTextContent('9');
  });

  it('says 暂无企业 without recognised enterprises, and the message when the list fails', async () => {
    server({ 'GET /api/rem-registrationbizweb/nonds/company/specializationNewPage': pageOf([]) });
    const first = renderRoutes([{ path: '/skillEvaluate', element: <SkillEvaluatePage /> }], '/skillEvaluate');
    expect(await screen.findByText('暂无企业')).toBeInTheDocument();
    first.unmount();
    server({ 'GET /api/rem-registrationbizweb/nonds/company/specializationNewPage': () => ({ status: 500, msg: '查询失败' }) });
    renderRoutes([{ path: '/skillEvaluate', element: <SkillEvaluatePage /> }], '/skillEvaluate');
    await waitFor(() => expect(tip).toHaveBeenCalledWith('查询失败'));
  });
});
