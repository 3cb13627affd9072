import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { AnnualReportPage } from './annual-report-page';
import { NewsDetailPage } from './news-detail-page';
import { RubanDetailPage } from './ruban-detail-page';

type Answer = { status?: number; data?: unknown; msg?: string };
const tenant = { 'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }) };
const company = { uuid: 'sc-00000', name: '西安秦创智能科技有限公司', shortName: '秦创智能', code: '600000', companyType: 1, industryName: '制造业', registeredCapital: '50000000.00', registerDate: '2005-01-01' };
const reports = [
  { id: 'disc-000', title: '秦创智能：2025年年度报告', category: '1', companyId: 'sc-00000', publishTime: '2026-09-01 00:00:00' },
  { id: 'disc-009', title: '秦创智能：2026年半年度报告', category: '1', companyId: 'sc-00000', publishTime: '2026-05-01 00:00:00' },
];
const pageOf = (records: unknown[]) => ({ data: { records, total: records.length, current: 1, size: 50 } });

describe('/newsDetails', () => {
  const open = (id: string, answer: () => Answer) => {
    fakeApi({ ...tenant, 'GET /api/rem-registrationbizweb/nonds/notice/detail': answer });
    return renderRoutes([{ path: '/newsDetails', element: <NewsDetailPage /> }], `/newsDetails${id}`);
  };

  it('shows an information notice with its text', async () => {
    open('?id=n1', () => ({ data: { id: 'n1', noticeType: 'info', title: '关于系统升级维护的公告', companyName: '区域股权服务平台', publishTime: '2026-08-01 09:00:00', content: '第一段。\n第二段。' } }));
    expect(await screen.findByTestId('article-title')).toHaveTextContent('关于系统升级维护的公告');
    expect(screen.getByText('第二段。')).toBeInTheDocument();
    expect(screen.getByTestId('news-more')).toHaveAttribute('href', '/officialWebsiteInformation');
  });

  it('answers 内容不存在 for a pledge notice, an unknown id and no id', async () => {
    const first = open('?id=p1', () => ({ data: { id: 'p1', noticeType: 'pledge', title: '质押', companyName: 'x', publishTime: '2026-08-01' } }));
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
    expect(screen.queryByTestId('article')).toBeNull();
    first.unmount();
    const second = open('?id=nope', () => ({ status: 404, msg: '公告不存在' }));
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
    second.unmount();
    open('', () => ({ data: null }));
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
  });
});

describe('/temporary (annual report)', () => {
  function server(list: unknown[], details: () => Answer = () => ({ status: 404, msg: '信息披露不存在' }), filedFirst = false) {
    return fakeApi({
      ...tenant,
      'GET /api/rem-registrationbizweb/nonds/company/getCompanyDisplay': () => ({ data: company }),
      'GET /api/rem-registrationbizweb/nonds/disclosure/page': () => pageOf(list),
      'GET /api/rem-registrationbizweb/nonds/disclosure/detail': (c) => {
        const id = (c.params as { id: string }).id;
        return { data: { ...reports.find((r) => r.id === id), filed: id === 'disc-000' && filedFirst, content: `${id}的正文。` } };
      },
      'GET /api/rem-registrationbizweb/informationDis/getDetailsByUUID': details,
    });
  }
  const open = (q: string) => renderRoutes([{ path: '/temporary', element: <AnnualReportPage /> }], `/temporary?${q}`);

  it('lists the enterprise’s periodic reports and shows the newest, another on a click', async () => {
    const api = server(reports);
    const { router } = open('tenantId=000000&uuid=sc-00000');
    expect(await screen.findByTestId('report-company')).toHaveTextContent('西安秦创智能科技有限公司');
    expect(await screen.findByText('disc-000的正文。')).toBeInTheDocument();
    expect(api.of('GET /api/rem-registrationbizweb/nonds/disclosure/page')[0].params).toMatchObject({ tenantId: '000000', category: '1', companyId: 'sc-00000' });
    // reports published as text have no tables to ask for
    expect(api.of('GET /api/rem-registrationbizweb/informationDis/getDetailsByUUID')).toHaveLength(0);
    fireEvent.click(within(screen.getByTestId('report-list')).getByText('秦创智能：2026年半年度报告'));
    expect(await screen.findByText('disc-009的正文。')).toBeInTheDocument();
    expect(router.state.location.search).toContain('id=disc-009');
  });

  it('draws a report filed on the platform as its tables', async () => {
    const report = { name: '西安秦创智能科技有限公司', informationDisclosureName: '2025年年度报告', disclosureYear: '2025', annualReportType: '年度报告', period: '1-12月', financeData: [{ name: '营业收入', thisPeriodTime: '100', lastPeriodTime: '80', rate: '25.00' }], financeDataTwo: [] };
    server(reports, () => ({ data: { uuid: 'disc-000', disclosureScope: '1', details: JSON.stringify(report) } }), true);
    open('tenantId=000000&uuid=sc-00000&id=disc-000');
    expect(await screen.findByText('营业收入')).toBeInTheDocument();
  });

  it('says the enterprise has no annual report, and 内容不存在 without an enterprise', async () => {
    server([]);
    const first = open('tenantId=000000&uuid=sc-00000');
    expect(await screen.findByTestId('no-report')).toHaveTextContent('该企业暂无年度报告');
    first.unmount();
    server(reports);
    open('tenantId=000000');
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
  });
});

describe('/rubanDetail', () => {
  function server(listing: () => Answer, list: unknown[] = reports) {
    return fakeApi({
      ...tenant,
      'POST /api/rem-registrationbizweb/nonds/listing/getListingDisplay': listing,
      'GET /api/rem-registrationbizweb/nonds/disclosure/page': () => pageOf(list),
    });
  }
  const open = (q: string) => renderRoutes([{ path: '/rubanDetail', element: <RubanDetailPage /> }], `/rubanDetail?${q}`);
  const listed = { ...company, listCode: '800000', listingDate: '2022-06-01', sectorName: '成长板', featuredSectorName: '秦创原企业专区', labelName: '专精特新' };

  it('shows the listing, the enterprise and its disclosures', async () => {
    const api = server(() => ({ data: listed }));
    open('tenantId=000000&listCode=800000');
    expect(await screen.findByTestId('detail-name')).toHaveTextContent('西安秦创智能科技有限公司');
    const facts = screen.getByTestId('listing-facts');
    for (const text of ['800000', '2022-06-01', '成长板', '秦创原企业专区', '有限责任公司', '50,000,000.00 元']) expect(facts).toHaveTextContent(text);
    expect(screen.getByTestId('annual-link')).toHaveAttribute('href', '/temporary?tenantId=000000&uuid=sc-00000');
    expect(screen.getByTestId('listing-link')).toHaveAttribute('href', '/gplistG?tenantId=000000&uuid=sc-00000');
    expect(await screen.findByRole('link', { name: '秦创智能：2025年年度报告' })).toHaveAttribute('href', '/information/reportDetail/disc-000');
    expect(JSON.parse(String(api.of('POST /api/rem-registrationbizweb/nonds/listing/getListingDisplay')[0].data))).toEqual({ tenantId: '000000', listcode: '800000' });
    await waitFor(() => expect(api.of('GET /api/rem-registrationbizweb/nonds/disclosure/page')[0].params).toMatchObject({ companyId: 'sc-00000' }));
  });

  it('says 暂无信息披露 without disclosures, and 内容不存在 for an unknown code or none', async () => {
    server(() => ({ data: listed }), []);
    const first = open('tenantId=000000&listCode=800000');
    expect(await screen.findByText('暂无信息披露')).toBeInTheDocument();
    first.unmount();
    server(() => ({ status: 404, msg: '挂牌企业不存在' }));
    const second = open('tenantId=000000&listCode=nope');
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
    second.unmount();
    server(() => ({ data: listed }));
    open('tenantId=000000');
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
  });
});
