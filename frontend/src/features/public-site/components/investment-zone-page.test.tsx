import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { InvestmentZonePage } from './investment-zone-page';

const page = (records: unknown[], total: number) => ({ data: { records, total, current: 1, size: records.length } });

function server() {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage': () =>
      page([{ uuid: 'sc-1', name: '西安秦创科技股份有限公司', shortName: '秦创科技', listCode: '800001', listingDate: '2023-04-05', sectorName: '成长板' }], 16),
    'GET /api/rem-registrationbizweb/nonds/company/specializationNewPage': () =>
      page([{ uuid: 'sc-2', name: '咸阳精工制造有限公司', specialisedLevel: '省级专精特新', industryName: '制造业' }], 12),
    'GET /api/rem-registrationbizweb/nonds/privateFund/page': () =>
      page([{ id: 'f-1', fundName: '秦岭成长一号私募股权基金', managerName: '秦岭资本', filingCode: 'SX0001', fundType: '股权投资基金', fundSize: '500000000.00', establishedDate: '2021-01-01', custodian: '某银行' }], 8),
  });
}

describe('the investment zone /private', () => {
  let api: ReturnType<typeof server>;
  beforeEach(() => {
    api = server();
  });

  it('shows the counts and the first listed, specialised and fund entries, each section with 更多', async () => {
    renderRoutes([{ path: '/private', element: <InvestmentZonePage /> }], '/private');
    expect(await screen.findByTestId('page-banner')).toHaveTextContent('投资专区');
    expect(await screen.findByText('西安秦创科技股份有限公司')).toBeInTheDocument();
    expect(within(screen.getByTestId('zone-count-listed')).getByText('16')).toBeInTheDocument();
    expect(within(screen.getByTestId('zone-count-specialised')).getByText('12')).toBeInTheDocument();
    expect(within(screen.getByTestId('zone-count-funds')).getByText('8')).toBeInTheDocument();

    const card = screen.getByTestId('zone-listed-card');
    expect(card).toHaveTextContent('挂牌代码：800001');
    expect(card).toHaveTextContent('挂牌年份：2023');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/gplistG?tenantId=000000&uuid=sc-1');

    const specialised = await within(screen.getByTestId('zone-specialised')).findByRole('link', { name: '咸阳精工制造有限公司' });
    expect(specialised).toHaveAttribute('href', '/specializationNewInfo?tenantId=000000&uuid=sc-2');
    expect(specialised).toHaveAttribute('target', '_blank');
    expect(await within(screen.getByTestId('zone-funds')).findByText('500,000,000.00')).toBeInTheDocument();

    expect(screen.getByTestId('zone-listed-more')).toHaveAttribute('href', '/companyList?isListing=1');
    expect(screen.getByTestId('zone-specialised-more')).toHaveAttribute('href', '/specializationNewList');
    expect(screen.getByTestId('zone-funds-more')).toHaveAttribute('href', '/privateEquityFund');
  });

  it('asks for the listed enterprises of the public tenant, 6 of them, and 5 of the others', async () => {
    renderRoutes([{ path: '/private', element: <InvestmentZonePage /> }], '/private');
    await screen.findByText('西安秦创科技股份有限公司');
    const listed = api.of('POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage');
    expect(JSON.parse(String(listed[0].data))).toEqual({ query: { current: 1, size: 6 }, company: { registerOrListing: '2' }, tenantId: '000000' });
    expect(api.of('GET /api/rem-registrationbizweb/nonds/company/specializationNewPage')[0].params).toMatchObject({ tenantId: '000000', current: 1, size: 5 });
    expect(api.of('GET /api/rem-registrationbizweb/nonds/privateFund/page')[0].params).toMatchObject({ tenantId: '000000', current: 1, size: 5 });
  });
});
