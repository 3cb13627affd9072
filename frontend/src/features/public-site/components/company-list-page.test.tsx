import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { CompanyListPage } from './company-list-page';

const card = (uuid: string, extra: Record<string, unknown> = {}) => ({
  uuid,
  name: `企业${uuid}`,
  shortName: null,
  code: `6${uuid}`,
  registryDate: '2024-01-02',
  registerDate: '2010-05-06',
  registeredCapital: '12000000.00',
  companyType: 2,
  industryName: '制造业',
  idType: '11',
  idNumber: '91610100X',
  ...extra,
});

function server() {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/rem-registrationbizweb/sectorNonds/queryAllSectors': () => ({
      data: [
        { id: 's1', sectorName: '成长板', parentSector: '0', status: 1, productType: 1, sort: 1 },
        { id: 's2', sectorName: '特色板块', parentSector: '0', status: 1, productType: 1, sort: 2 },
        { id: 's3', sectorName: '已停用板块', parentSector: '0', status: 0, productType: 1, sort: 3 },
        { id: 's4', sectorName: '债券板块', parentSector: '0', status: 1, productType: 2, sort: 4 },
      ],
    }),
    'GET /api/rem-registrationbizweb/sectorNonds/getTwoSectors': (config) => ({
      data: config.params.oneSectorId === 's2' ? [{ id: 'z1', sectorName: '秦创原企业专区', parentSector: 's2', status: 1, productType: 1, sort: 1 }] : [],
    }),
    'GET /api/rem-registrationbizweb/nonds/getIndustry': () => ({ data: [{ code: 'C', name: '制造业' }] }),
    'GET /api/rem-registrationbizweb/nonds/getRegisteredCapital': () => ({
      data: [{ key: '-500', value: '500万以下', greaterThan: null, lessThan: 500 }],
    }),
    'GET /api/rem-registrationbizweb/nonds/getArea': () => ({
      data: [
        { cityCode: '610100', cityName: '西安市', parentCode: '610000', districts: [{ districtCode: '610113', name: '雁塔区', parentCode: '610100' }] },
        { cityCode: '610400', cityName: '咸阳市', parentCode: '610000', districts: [] },
      ],
    }),
    'GET /api/blade-system/nonds/dict-biz/dictionary': () => ({ data: [{ dictKey: '11', dictValue: '统一社会信用代码' }] }),
    'GET /api/rem-registrationbizweb/nonds/getShowPlateByParam': () => ({ data: [{ key: 'tech', value: '科技创新板块' }] }),
    'POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage': (config) => {
      const body = JSON.parse(String(config.data));
      const listed = body.company.registerOrListing === '2';
      return { data: { records: [card('1', listed ? { listCode: '800001', listingDate: '2023-04-05', sectorName: '成长板' } : {})], total: 12, current: body.query.current, size: body.query.size } };
    },
    'POST /api/rem-registrationbizweb/companyShowNonds/queryPageInfo': () => ({ data: { records: [], total: 0, current: 1, size: 5 } }),
  });
}

const lastBody = (api: ReturnType<typeof server>) => {
  const calls = api.of('POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage');
  return JSON.parse(String(calls[calls.length - 1].data));
};

describe('enterprise showcase', () => {
  let api: ReturnType<typeof server>;
  beforeEach(() => {
    api = server();
  });

  // spec: 01§2.30 01§2.33 01§7.28
  it('shows custodied cards with formatted fields and pages on the server from 5', async () => {
    renderRoutes([{ path: '/companyList', element: <CompanyListPage /> }], '/companyList');
    const first = await screen.findByTestId('company-card');
    expect(within(first).getByTestId('card-capital')).toHaveTextContent('12,000,000.00 元');
    expect(within(first).getByTestId('card-company-type')).toHaveTextContent('股份有限公司');
    expect(first).toHaveTextContent('统一社会信用代码：');
    expect(within(first).getByTestId('company-name')).toHaveAttribute('href', '/gplistT?tenantId=000000&uuid=1');
    expect(within(first).getByTestId('company-name')).toHaveAttribute('target', '_blank');
    expect(lastBody(api)).toMatchObject({ query: { current: 1, size: 5 }, company: { registerOrListing: '1' }, tenantId: '000000' });
  });

  // spec: 01§2.32 01§9.11
  it('preselects a listed sector from the query and hides sectors visitors must not see', async () => {
    renderRoutes([{ path: '/companyList', element: <CompanyListPage /> }], '/companyList?isListing=1&sectorName=特色板块');
    const featured = await screen.findByTestId('filter-featured');
    expect(featured).toHaveTextContent('秦创原企业专区');
    const sectors = screen.getByTestId('filter-sector');
    expect(sectors).not.toHaveTextContent('已停用板块');
    expect(sectors).not.toHaveTextContent('债券板块');
    await waitFor(() => expect(lastBody(api).company).toMatchObject({ registerOrListing: '2', sectorName: '特色板块' }));
    // 区级 only once a city with districts is chosen
    expect(screen.queryByTestId('filter-district')).toBeNull();
    fireEvent.click(within(screen.getByTestId('filter-city')).getByText('西安市'));
    expect(await screen.findByTestId('filter-district')).toHaveTextContent('雁塔区');
    fireEvent.click(within(screen.getByTestId('filter-city')).getByText('咸阳市'));
    await waitFor(() => expect(screen.queryByTestId('filter-district')).toBeNull());
  });

  // spec: 01§4.11 01§2.28
  it('switching type resets the filters and the search', async () => {
    renderRoutes([{ path: '/companyList', element: <CompanyListPage /> }], '/companyList?key=秦');
    await screen.findByTestId('company-card');
    expect(lastBody(api).company.key).toBe('秦');
    fireEvent.click(within(await screen.findByTestId('filter-industry')).getByText('制造业'));
    await waitFor(() => expect(lastBody(api).company.industry).toBe('C'));
    fireEvent.click(screen.getByText('挂牌企业'));
    await waitFor(() => expect(lastBody(api).company).toEqual({ registerOrListing: '2' }));
    expect(screen.getByPlaceholderText('请输入企业代码或企业名称')).toHaveValue('');
  });
});
