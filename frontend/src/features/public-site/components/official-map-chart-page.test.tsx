import { screen, waitFor, within } from '@testing-library/react';
import { init } from 'echarts/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render';
import { OfficialMapChartPage } from './official-map-chart-page';
import { loadProvinceMap } from './province-maps';

// jsdom draws nothing: the chart instances are spies, the map script a stub that says what it registered
const instance = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn(), on: vi.fn() }));
vi.mock('echarts/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('echarts/core')>()),
  init: vi.fn(() => instance),
}));
vi.mock('./province-maps', () => ({ loadProvinceMap: vi.fn() }));

const shaanxi = {
  provinceCode: '610000',
  provinceName: '陕西省',
  ownCityCode: null,
  cities: [
    { cityCode: '610100', cityName: '西安市', custodied: 20, listed: 9, displayed: 6 },
    { cityCode: '610400', cityName: '咸阳市', custodied: 8, listed: 4, displayed: 0 },
    { cityCode: '610200', cityName: '铜川市', custodied: 0, listed: 0, displayed: 1 },
  ],
  elsewhere: { custodied: 2, listed: 0, displayed: 0 },
  total: { custodied: 30, listed: 13, displayed: 7 },
};

function server(answer: () => { status?: number; data?: unknown; msg?: string }) {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/rem-registrationbizweb/nonds/company/regionStats': answer,
  });
}

/** The data of the map series last drawn. */
const drawn = () => {
  const option = instance.setOption.mock.calls.at(-1)?.[0] as { series: { type: string; map?: string; data: unknown }[] };
  return option.series[0];
};

describe('/officialWebsiteMapChart', () => {
  beforeEach(() => vi.clearAllMocks());

  // spec: 01§2.37
  it('draws the enterprises of each city on the province map, kind by kind, ranked beside it', async () => {
    vi.mocked(loadProvinceMap).mockResolvedValue('陕西');
    const api = server(() => ({ data: shaanxi }));
    renderAt(<OfficialMapChartPage />, '/officialWebsiteMapChart');
    expect(await screen.findByText('陕西省企业分布')).toHaveAttribute('data-testid', 'map-title');
    await screen.findByTestId('province-map');
    expect(loadProvinceMap).toHaveBeenCalledWith('610000');
    expect(init).toHaveBeenCalled();
    await waitFor(() => expect(drawn()).toMatchObject({ type: 'map', map: '陕西' }));
    expect(drawn().data).toEqual([
      { name: '西安市', value: 20 },
      { name: '咸阳市', value: 8 },
      { name: '铜川市', value: 0 },
    ]);
    expect(screen.getByTestId('kind-totals')).toHaveTextContent(/托管企业\s*30/);
    const ranking = screen.getByTestId('city-ranking');
    const rows = within(ranking).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('西安市20');
    expect(within(rows[0]).getByRole('link', { name: '西安市' })).toHaveAttribute('href', '/officialWebsiteCompanyList?cityCode=610100');
    // a city without enterprises of the kind is not a link
    expect(within(rows[2]).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('另有 2 家企业');

    // the listed enterprises: the map's figures and the links follow the kind
    (await screen.findByText('挂牌企业', { selector: '.ant-segmented-item-label' })).click();
    await waitFor(() => expect(drawn().data).toEqual([
      { name: '西安市', value: 9 },
      { name: '咸阳市', value: 4 },
      { name: '铜川市', value: 0 },
    ]));
    expect(within(screen.getByTestId('city-ranking')).getByRole('link', { name: '西安市' })).toHaveAttribute('href', '/officialWebsiteGpList?cityCode=610100');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(api.of('GET /api/rem-registrationbizweb/nonds/company/regionStats')[0].params).toEqual({ tenantId: '000000' });
  });

  it('draws bars when the map package has no map of the province', async () => {
    vi.mocked(loadProvinceMap).mockResolvedValue(null);
    server(() => ({ data: { ...shaanxi, provinceCode: '110000', provinceName: '北京市' } }));
    renderAt(<OfficialMapChartPage />, '/officialWebsiteMapChart');
    expect(await screen.findByTestId('no-map')).toHaveTextContent('暂无该省份地图，以柱状图显示');
    expect(screen.getByTestId('region-bars')).toBeInTheDocument();
    expect(screen.queryByTestId('province-map')).toBeNull();
    await waitFor(() => expect(drawn()).toMatchObject({ type: 'bar', data: [20, 8, 0] }));
  });

  it('says so when the province has no city, and when the figures cannot be read', async () => {
    vi.mocked(loadProvinceMap).mockResolvedValue('陕西');
    server(() => ({ data: { ...shaanxi, cities: [], total: { custodied: 0, listed: 0, displayed: 0 } } }));
    const first = renderAt(<OfficialMapChartPage />, '/officialWebsiteMapChart');
    expect(await screen.findByText('暂无地区数据')).toBeInTheDocument();
    first.unmount();

    server(() => ({ status: 500, msg: '服务器错误' }));
    renderAt(<OfficialMapChartPage />, '/officialWebsiteMapChart');
    expect(await screen.findByTestId('load-failed')).toHaveTextContent('数据获取失败');
  });
});
