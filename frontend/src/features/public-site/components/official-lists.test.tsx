import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpEffects } from '@/lib/http/client';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render';
import { CompanyListNewPage } from './company-list-new-page';
import { OfficialCompanyListPage, OfficialGpListPage } from './official-company-list-page';
import { OfficialInformationPage } from './official-information-page';
import { OfficialMemberListPage } from './official-member-list-page';


/** The 提示 dialog the client shows a failure's message in. */
const tip = vi.fn();
beforeEach(() => {
  tip.mockClear();
  configureHttpEffects({ tipDialog: tip });
});
const custodied = {
  uuid: 'sc-00000', name: '西安秦创智能科技有限公司', code: '600000', companyType: 1, registryDate: '2019-03-01',
  industryName: '制造业', registeredCapital: '50000000.00', cityCode: '610100',
};
const listed = { ...custodied, uuid: 'sc-00001', name: '咸阳挂牌股份有限公司', listCode: '800001', listingDate: '2022-06-01', sectorName: '成长板', featuredSectorName: '秦创原企业专区', cityCode: '610400' };
const shown = { ...custodied, uuid: 'sc-00002', name: '展示企业有限公司', showCode: '900002', showTimeStart: '2023-01-01', showPlateName: '科创展示板' };
const pageOf = (records: unknown[]) => ({ data: { records, total: records.length, current: 1, size: 10 } });
const areas = [
  { cityCode: '610100', cityName: '西安市', parentCode: '610000', districts: [] },
  { cityCode: '610400', cityName: '咸阳市', parentCode: '610000', districts: [] },
];

function server(over: Record<string, () => { status?: number; data?: unknown; msg?: string }> = {}) {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/rem-registrationbizweb/nonds/getArea': () => ({ data: areas }),
    'GET /api/rem-registrationbizweb/sectorNonds/queryAllSectors': () => ({ data: [{ id: 's1', sectorName: '成长板', parentSector: '0', status: 1, productType: 1, sort: 1 }] }),
    'POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage': (c) => {
      const body = JSON.parse(String(c.data)) as { company: { registerOrListing: string } };
      return pageOf(body.company.registerOrListing === '2' ? [listed] : [custodied]);
    },
    'POST /api/rem-registrationbizweb/companyShowNonds/queryPageInfo': () => pageOf([shown]),
    'GET /api/blade-system/nonds/dict-biz/dictionary': () => ({ data: [{ dictKey: '1', dictValue: '推荐机构' }, { dictKey: '2', dictValue: '临时公告' }] }),
    'GET /api/rem-registrationbizweb/nonds/member/page': () => pageOf([{ id: 'm1', name: '西部证券股份有限公司', memberType: '1', intro: '', address: '西安市新城区东新街319号', contactPhone: '029-87406000', joinDate: '2015-06-01' }]),
    'GET /api/rem-registrationbizweb/nonds/disclosure/page': () => pageOf([{ id: 'disc-000', title: '秦创智能：2025年年度报告', category: '2', companyName: '西安秦创智能科技有限公司', publishTime: '2026-09-01 10:00:00' }]),
    'GET /api/rem-registrationbizweb/nonds/notice/page': () => pageOf([{ id: 'n1', noticeType: 'info', title: '关于系统升级维护的公告', companyName: '平台', publishTime: '2026-08-01 09:00:00' }]),
    'GET /api/rem-registrationbizweb/nonds/sharePledge/enable': () => ({ data: true }),
    'GET /api/blade-system/nonDSClient/param-biz-value': () => ({ data: '0' }),
    ...over,
  });
}

const bodies = (api: ReturnType<typeof server>, key: string) => api.of(key).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);

describe('the official site’s tables', () => {
  it('/officialWebsiteCompanyList lists custodied enterprises with their city, ?cityCode= filtering', async () => {
    const api = server();
    renderAt(<OfficialCompanyListPage />, '/officialWebsiteCompanyList?cityCode=610100');
    const link = await screen.findByRole('link', { name: '西安秦创智能科技有限公司' });
    expect(link).toHaveAttribute('href', '/gplistT?tenantId=000000&uuid=sc-00000');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('600000');
    expect(row).toHaveTextContent('有限责任公司');
    expect(row).toHaveTextContent('50,000,000.00 元');
    await waitFor(() => expect(row).toHaveTextContent('西安市'));
    expect(bodies(api, 'POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage')[0]).toMatchObject({
      tenantId: '000000',
      company: { registerOrListing: '1', cityCodes: ['610100'] },
    });
  });

  it('/officialWebsiteGpList lists listed enterprises with their board, each opening its listing', async () => {
    server();
    renderAt(<OfficialGpListPage />, '/officialWebsiteGpList');
    const link = await screen.findByRole('link', { name: '咸阳挂牌股份有限公司' });
    expect(link).toHaveAttribute('href', '/rubanDetail?tenantId=000000&listCode=800001');
    expect(link.closest('tr')).toHaveTextContent('成长板 / 秦创原企业专区');
    expect(screen.getByTestId('sector-filter')).toBeInTheDocument();
  });

  it('says 暂无企业 when nothing matches, and the server’s message when the list fails', async () => {
    server({ 'POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage': () => pageOf([]) });
    const first = renderAt(<OfficialCompanyListPage />, '/officialWebsiteCompanyList');
    expect(await screen.findByText('暂无企业')).toBeInTheDocument();
    first.unmount();

    server({ 'POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage': () => ({ status: 500, msg: '查询失败' }) });
    renderAt(<OfficialGpListPage />, '/officialWebsiteGpList');
    await waitFor(() => expect(tip).toHaveBeenCalledWith('查询失败'));
    expect(screen.getByText('暂无企业')).toBeInTheDocument();
  });

  // spec: 01§2.37 01§7.29
  it('/companyListNew switches between the three kinds by tab', async () => {
    const api = server();
    const { router } = renderAt(<CompanyListNewPage />, '/companyListNew?type=3');
    expect(await screen.findByRole('link', { name: '展示企业有限公司' })).toHaveAttribute('href', '/gplistZ?tenantId=000000&uuid=sc-00002');
    expect(screen.getByText('科创展示板')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '挂牌企业' }));
    expect(await screen.findByRole('link', { name: '咸阳挂牌股份有限公司' })).toHaveAttribute('href', '/rubanDetail?tenantId=000000&listCode=800001');
    expect(router.state.location.search).toBe('?type=2');
    expect(api.of('POST /api/rem-registrationbizweb/companyShowNonds/queryPageInfo')).toHaveLength(1);
  });

  it('/officialWebsiteMemberList tables the members with their type and contact; none shows the empty table', async () => {
    server();
    const first = renderAt(<OfficialMemberListPage />, '/officialWebsiteMemberList');
    const link = await screen.findByRole('link', { name: '西部证券股份有限公司' });
    expect(link).toHaveAttribute('href', '/memberDetails?id=m1');
    const row = link.closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('推荐机构'));
    expect(row).toHaveTextContent('029-87406000');
    first.unmount();

    server({ 'GET /api/rem-registrationbizweb/nonds/member/page': () => pageOf([]) });
    renderAt(<OfficialMemberListPage />, '/officialWebsiteMemberList');
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('/officialWebsiteInformation tables disclosures and notices, the pledge tab only while its switch is on', async () => {
    server();
    renderAt(<OfficialInformationPage />, '/officialWebsiteInformation');
    const disclosure = await screen.findByRole('link', { name: '秦创智能：2025年年度报告' });
    expect(disclosure).toHaveAttribute('href', '/information/reportDetail/disc-000');
    await waitFor(() => expect(disclosure.closest('tr')).toHaveTextContent('临时公告'));
    expect(disclosure.closest('tr')).toHaveTextContent('2026-09-01');
    expect(await screen.findByRole('tab', { name: '质押公告' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '冻结公告' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '信息公告' }));
    const notice = await screen.findByRole('link', { name: '关于系统升级维护的公告' });
    expect(notice).toHaveAttribute('href', '/newsDetails?id=n1');
  });

  it('/officialWebsiteInformation shows the server’s message when the disclosures fail', async () => {
    server({ 'GET /api/rem-registrationbizweb/nonds/disclosure/page': () => ({ status: 500, msg: '数据获取失败' }) });
    renderAt(<OfficialInformationPage />, '/officialWebsiteInformation');
    await waitFor(() => expect(tip).toHaveBeenCalledWith('数据获取失败'));
    expect(within(screen.getByTestId('official-information-page')).getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});
