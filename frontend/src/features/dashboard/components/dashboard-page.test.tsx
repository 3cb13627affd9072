import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '@/components/echart';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { Dashboard } from '../api/dashboard';
import { DashboardPage } from './dashboard-page';

// jsdom draws no chart: the stub shows the option the page gives ECharts
vi.mock('@/components/echart', () => ({
  EChart: ({ option, label, testId }: EChartProps) => (
    <div role="img" aria-label={label} data-testid={testId} data-option={JSON.stringify(option)} />
  ),
}));

const DASHBOARD = 'GET /api/rem-registrationbizweb/workbench/dashboard';
const figures: Dashboard = {
  scope: 'tenant',
  total: 128,
  todos: 7,
  byStatus: [
    { status: 'running', count: 20 },
    { status: 'approved', count: 90 },
    { status: 'rejected', count: 10 },
    { status: 'withdrawn', count: 6 },
    { status: 'suspended', count: 2 },
  ],
  byBusiness: [
    { appId: '550004', bizTypeName: '股份转让', count: 60, approved: 45 },
    { appId: '550140', bizTypeName: '司法冻结', count: 40, approved: 30 },
    { appId: '', bizTypeName: '其他', count: 28, approved: 15 },
  ],
  byMonth: [
    { month: '2026-01', submitted: 10, approved: 8 },
    { month: '2026-02', submitted: 12, approved: 9 },
    { month: '2026-03', submitted: 15, approved: 11 },
    { month: '2026-04', submitted: 18, approved: 14 },
    { month: '2026-05', submitted: 21, approved: 16 },
    { month: '2026-06', submitted: 25, approved: 19 },
  ],
};

const open = () =>
  renderRoutes(
    [
      { path: '/wel/dashboard', element: <DashboardPage /> },
      { path: '/queryPage/bjotcTaskItem2', element: <div data-testid="todo-list" /> },
    ],
    '/wel/dashboard',
  );
const option = (testId: string) => JSON.parse(screen.getByTestId(testId).getAttribute('data-option') ?? 'null');
const cells = (row: Element) => [...row.querySelectorAll('td')].map((td) => td.textContent);
const rowOf = (testId: string, key: string) => within(screen.getByTestId(testId)).getByText(key).closest('tr') as HTMLElement;

describe('/wel/dashboard', () => {
  beforeEach(() => signedIn('mgr'));

  // spec: 01§2.39
  it('shows the statistics and, under each chart, its figures in a table', async () => {
    fakeApi({ [DASHBOARD]: () => ({ data: figures }) });
    open();
    expect(screen.getByTestId('dashboard-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('dashboard-total')).toHaveTextContent('业务总数128');
    expect(screen.queryByTestId('dashboard-loading')).toBeNull();
    expect(screen.getByText('数据看板')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-scope')).toHaveTextContent('本租户全部业务');
    expect(screen.getByTestId('dashboard-running')).toHaveTextContent('办理中20');
    expect(screen.getByTestId('dashboard-month-approved')).toHaveTextContent('本月办结19');
    expect(screen.getByTestId('dashboard-month-submitted')).toHaveTextContent('本月提交25');
    expect(screen.getByTestId('dashboard-todos')).toHaveTextContent('待办事项7');

    expect(within(screen.getByTestId('dashboard-status')).getByText('业务状态分布')).toBeInTheDocument();
    expect(cells(rowOf('dashboard-status', '办理中'))).toEqual(['办理中', '20', '15.6%']);
    expect(cells(rowOf('dashboard-status', '已办结'))).toEqual(['已办结', '90', '70.3%']);
    expect(cells(rowOf('dashboard-status', '已驳回'))).toEqual(['已驳回', '10', '7.8%']);
    expect(cells(rowOf('dashboard-status', '已撤回'))).toEqual(['已撤回', '6', '4.7%']);
    expect(cells(rowOf('dashboard-status', 'suspended'))).toEqual(['suspended', '2', '1.6%']);

    expect(within(screen.getByTestId('dashboard-business')).getByText('业务类型排行')).toBeInTheDocument();
    expect(cells(rowOf('dashboard-business', '股份转让'))).toEqual(['股份转让', '60', '45']);
    expect(cells(rowOf('dashboard-business', '司法冻结'))).toEqual(['司法冻结', '40', '30']);
    expect(cells(rowOf('dashboard-business', '其他'))).toEqual(['其他', '28', '15']);

    expect(within(screen.getByTestId('dashboard-month')).getByText('近六个月趋势')).toBeInTheDocument();
    const months = within(screen.getByTestId('dashboard-month')).getAllByRole('row').slice(1).map(cells);
    expect(months).toEqual(figures.byMonth.map((m) => [m.month, String(m.submitted), String(m.approved)]));
  });

  it('gives each chart its series', async () => {
    fakeApi({ [DASHBOARD]: () => ({ data: figures }) });
    open();
    await screen.findByTestId('dashboard-total');

    expect(screen.getByRole('img', { name: '业务状态分布' })).toBe(screen.getByTestId('dashboard-status-chart'));
    const pie = option('dashboard-status-chart').series[0];
    expect(pie.type).toBe('pie');
    expect(pie.data.map((d: { name: string; value: number }) => [d.name, d.value])).toEqual([
      ['办理中', 20], ['已办结', 90], ['已驳回', 10], ['已撤回', 6], ['suspended', 2],
    ]);

    const business = option('dashboard-business-chart');
    expect(business.yAxis).toMatchObject({ type: 'category', data: ['股份转让', '司法冻结', '其他'] });
    expect(business.series.map((s: { type: string; name: string; data: number[] }) => [s.type, s.name, s.data])).toEqual([
      ['bar', '业务数', [60, 40, 28]],
      ['bar', '已办结', [45, 30, 15]],
    ]);

    const trend = option('dashboard-month-chart');
    expect(trend.xAxis.data).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    expect(trend.series.map((s: { type: string; name: string; data: number[] }) => [s.type, s.name, s.data])).toEqual([
      ['bar', '提交', [10, 12, 15, 18, 21, 25]],
      ['line', '办结', [8, 9, 11, 14, 16, 19]],
    ]);
  });

  it('says there is no business yet instead of drawing empty charts, for my own applications too', async () => {
    const none = { scope: 'mine', total: 0, todos: 2, byStatus: [], byBusiness: [], byMonth: figures.byMonth.map((m) => ({ ...m, submitted: 0, approved: 0 })) };
    fakeApi({ [DASHBOARD]: () => ({ data: none }) });
    open();
    expect(await screen.findByTestId('dashboard-empty')).toHaveTextContent('暂无业务数据');
    expect(screen.getByTestId('dashboard-scope')).toHaveTextContent('我的申请');
    expect(screen.getByTestId('dashboard-total')).toHaveTextContent('业务总数0');
    expect(screen.getByTestId('dashboard-todos')).toHaveTextContent('待办事项2');
    for (const chart of ['dashboard-status-chart', 'dashboard-business-chart', 'dashboard-month-chart']) {
      expect(screen.queryByTestId(chart)).toBeNull();
    }
  });

  it("shows the server's message when the figures cannot be loaded", async () => {
    fakeApi({ [DASHBOARD]: () => ({ status: 500, msg: '统计服务暂不可用' }) });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('数据加载失败：统计服务暂不可用');
    expect(screen.queryByTestId('dashboard-total')).toBeNull();
    expect(screen.queryByTestId('dashboard-loading')).toBeNull();
  });

  it('opens the to-do list from 待办事项, by click and by keyboard', async () => {
    fakeApi({ [DASHBOARD]: () => ({ data: figures }) });
    const { router } = open();
    const todos = await screen.findByRole('button', { name: /待办事项/ });
    await userEvent.click(todos);
    expect(await screen.findByTestId('todo-list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/queryPage/bjotcTaskItem2');

    await act(() => router.navigate('/wel/dashboard'));
    (await screen.findByTestId('dashboard-todos')).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/queryPage/bjotcTaskItem2'));
  });

  it('asks the server again on 刷新 and shows the new figures', async () => {
    let total = 128;
    const api = fakeApi({ [DASHBOARD]: () => ({ data: { ...figures, total } }) });
    open();
    expect(await screen.findByTestId('dashboard-total')).toHaveTextContent('业务总数128');
    expect(api.of(DASHBOARD)).toHaveLength(1);
    total = 129;
    await userEvent.click(screen.getByTestId('dashboard-refresh'));
    await waitFor(() => expect(api.of(DASHBOARD)).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('dashboard-total')).toHaveTextContent('业务总数129'));
  });
});
