import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render';
import { OfficialTablesPage } from './official-tables-page';

const stats = {
  provinceCode: '610000',
  provinceName: '陕西省',
  cities: [
    { cityCode: '610100', cityName: '西安市', custodied: 3, listed: 1, displayed: 0 },
    { cityCode: '610400', cityName: '咸阳市', custodied: 1, listed: 0, displayed: 2 },
  ],
  elsewhere: { custodied: 0, listed: 0, displayed: 0 },
  total: { custodied: 4, listed: 1, displayed: 2 },
};
const page = (total: number) => () => ({ data: { records: [], total, current: 1, size: 1 } });

function server(answer: () => { status?: number; data?: unknown; msg?: string }) {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/rem-registrationbizweb/nonds/company/regionStats': answer,
    'GET /api/rem-registrationbizweb/nonds/member/page': page(6),
    'GET /api/rem-registrationbizweb/nonds/disclosure/page': page(14),
  });
}

describe('/officialWebsiteTables', () => {
  it('tables the enterprises by city and kind with their shares and the province total', async () => {
    server(() => ({ data: stats }));
    renderAt(<OfficialTablesPage />, '/officialWebsiteTables');
    expect(await screen.findByText('陕西省各市企业统计')).toHaveAttribute('data-testid', 'tables-title');
    const table = screen.getByTestId('region-table');
    const rows = within(table).getAllByRole('row');
    const xian = rows.find((r) => r.textContent?.startsWith('西安市'))!;
    expect(xian).toHaveTextContent('西安市375.00%1100.00%00.00%');
    expect(within(xian).getByRole('link', { name: '3' })).toHaveAttribute('href', '/officialWebsiteCompanyList?cityCode=610100');
    expect(screen.getByTestId('region-total')).toHaveTextContent('合计4100.00%1100.00%2100.00%');
    expect(await screen.findByText('14')).toBeInTheDocument();
    expect(screen.getByText('6')).toBeInTheDocument();
    // no enterprise elsewhere: no such row
    expect(within(table).queryByText('其他地区')).toBeNull();
  });

  it('shows an elsewhere row, zeros without enterprises, and a failure', async () => {
    server(() => ({ data: { ...stats, cities: [{ cityCode: '610200', cityName: '铜川市', custodied: 0, listed: 0, displayed: 0 }], elsewhere: { custodied: 1, listed: 0, displayed: 0 }, total: { custodied: 1, listed: 0, displayed: 0 } } }));
    const first = renderAt(<OfficialTablesPage />, '/officialWebsiteTables');
    const row = (await screen.findByText('其他地区')).closest('tr')!;
    expect(row).toHaveTextContent('其他地区1100.00%00.00%00.00%');
    expect(screen.getByText('铜川市').closest('tr')).toHaveTextContent('铜川市00.00%00.00%00.00%');
    first.unmount();

    server(() => ({ status: 500, msg: '服务器错误' }));
    renderAt(<OfficialTablesPage />, '/officialWebsiteTables');
    expect(await screen.findByTestId('load-failed')).toHaveTextContent('数据获取失败');
  });
});
