import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { holderOf, holdingOf } from './holdings-fakes';
import { SingleShareholderDetailPage } from './single-shareholder-detail-page';

const HOLDER = 'GET /api/rem-registrationmgrweb/holder/detail';
const POSITIONS = 'POST /api/rem-registrationmgrweb/holder/queryHoldings';

const open = (uuid: string) => renderRoutes([{ path: '/singleShareholderDetail/:uuid', element: <SingleShareholderDetailPage /> }], `/singleShareholderDetail/${uuid}`);

describe('/singleShareholderDetail/{uuid}: one holder', () => {
  beforeEach(() => signedIn('mgr'));

  // spec: 01§2.38
  it('shows the holder, its totals and its positions, each opening its detail', async () => {
    const api = fakeApi({
      [HOLDER]: () => ({ data: holderOf() }),
      [POSITIONS]: () => ({ data: { records: [holdingOf()], total: 1, pageNo: 1, pageSize: 10 } }),
    });
    open('h-silk-road');
    expect(await screen.findByTestId('holder-name')).toHaveTextContent('陕西丝路投资管理有限公司');
    expect(screen.getByTestId('holder-account')).toHaveTextContent('1000000001');
    expect(screen.getByTestId('holder-status')).toHaveTextContent('正常');
    expect(screen.getByTestId('holder-confirmed')).toHaveTextContent('已确权');
    expect(screen.getByTestId('total-volume')).toHaveTextContent('500,000');
    expect(screen.getByTestId('total-market-value')).toHaveTextContent('500,000.00');
    expect(await screen.findByTestId('position-100001')).toHaveAttribute('href', '/sharePositionDetail?productCode=100001&holderUuid=h-silk-road');
    expect(api.of(HOLDER)[0].params).toEqual({ holderUuid: 'h-silk-road' });
    expect(JSON.parse(String(api.of(POSITIONS)[0].data))).toEqual({ holderUuid: 'h-silk-road', pageNo: 1, pageSize: 10 });
  });

  it('an unconfirmed holder shows 未确权', async () => {
    fakeApi({ [HOLDER]: () => ({ data: holderOf({ rightsConfirmed: 0 }) }), [POSITIONS]: () => ({ data: { records: [], total: 0, pageNo: 1, pageSize: 10 } }) });
    open('h-silk-road');
    expect(await screen.findByTestId('holder-confirmed')).toHaveTextContent('未确权');
    expect(await screen.findByText('当前登记账号暂无持股')).toBeInTheDocument();
  });

  it('a failed load shows 获取数据失败 with the server message', async () => {
    fakeApi({ [HOLDER]: () => ({ status: 404, msg: '股东不存在' }) });
    open('h-none');
    expect(await screen.findByTestId('holder-error')).toHaveTextContent('获取数据失败：股东不存在');
  });

  it('a failed positions call is said above the table, the holder still shown', async () => {
    fakeApi({ [HOLDER]: () => ({ data: holderOf() }), [POSITIONS]: () => ({ status: 403, msg: '无权查看该股东' }) });
    open('h-silk-road');
    expect(await screen.findByTestId('holdings-error')).toHaveTextContent('获取数据失败：无权查看该股东');
    expect(screen.getByTestId('holder-name')).toBeInTheDocument();
  });
});
