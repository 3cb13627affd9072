import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { BusinessCataloguePage } from './business-catalogue-page';
import { groupByCategory } from './catalogue-groups';

const STARTABLE = 'GET /api/rem-registrationbizweb/flow/listStartable';

const investorFlows = [
  { appId: '550004', name: '股份转让', category: '投资者业务' },
  { appId: '550008', name: '股份质押', category: '投资者业务' },
  { appId: '550130', name: '个人投资者登记', category: '投资者业务' },
  { appId: '550115', name: '业务申请（末节点决定去向）', category: '其他业务' },
];

function open() {
  return renderRoutes(
    [
      { path: '/process/index', element: <BusinessCataloguePage /> },
      { path: '/process/apply', element: <div data-testid="apply" /> },
    ],
    '/process/index',
  );
}

describe('the business catalogue (/process/index)', () => {
  beforeEach(() => signedIn('personalholder'));

  // spec: 01§2.40 01§1.4
  it('groups the businesses by category, each card with its name and appId', async () => {
    fakeApi({ [STARTABLE]: () => ({ data: investorFlows }) });
    open();
    expect(screen.getByText('业务办理')).toBeInTheDocument();
    const investor = await screen.findByRole('region', { name: '投资者业务' });
    expect(within(investor).getAllByRole('link').map((a) => a.textContent?.trim())).toEqual([
      '股份转让业务编号：550004办理',
      '股份质押业务编号：550008办理',
      '个人投资者登记业务编号：550130办理',
    ]);
    expect(within(investor).getByText('3 项')).toBeInTheDocument();
    const other = screen.getByRole('region', { name: '其他业务' });
    expect(within(other).getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['投资者业务', '其他业务']);
  });

  // spec: 02§2.3
  it('a card opens the apply page of its business at the apply node', async () => {
    fakeApi({ [STARTABLE]: () => ({ data: investorFlows }) });
    const view = open();
    expect(await screen.findByTestId('catalogue-550004')).toHaveAttribute('href', '/process/apply?appId=550004&nodeId=apply');
    await userEvent.click(screen.getByRole('link', { name: /股份质押/ }));
    expect(await screen.findByTestId('apply')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(view.router.state.location.search))).toEqual({ appId: '550008', nodeId: 'apply' });
  });

  it('says so when the landing mode may start nothing', async () => {
    fakeApi({ [STARTABLE]: () => ({ data: [] }) });
    open();
    expect(await screen.findByText('当前身份暂无可办理的业务')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a failure of the call', async () => {
    fakeApi({ [STARTABLE]: () => ({ status: 500, msg: '服务异常' }) });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('获取数据失败：服务异常');
  });
});

describe('groupByCategory', () => {
  it('keeps the order of the groups and of the flows in each', () => {
    const groups = groupByCategory([
      { appId: '2', name: 'b', category: 'B' },
      { appId: '1', name: 'a', category: 'A' },
      { appId: '3', name: 'c', category: 'B' },
    ]);
    expect(groups.map((g) => [g.category, g.flows.map((f) => f.appId)])).toEqual([
      ['B', ['2', '3']],
      ['A', ['1']],
    ]);
  });
});
