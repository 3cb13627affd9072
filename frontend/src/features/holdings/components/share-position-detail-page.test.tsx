import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { holdingOf } from './holdings-fakes';
import { SharePositionDetailPage } from './share-position-detail-page';

const OWN = 'POST /api/rem-registrationbizweb/holder/queryHoldings';
const HOLDERS = 'POST /api/rem-registrationmgrweb/holder/queryHoldings';
const HISTORY = 'POST /api/rem-registrationbizweb/holder/queryEncumbrances';
const pledge = {
  id: 'pl-1', kind: 'pledge', kindName: '质押', bizSn: '550008202611211030001234', bizTypeName: '股权质押登记',
  counterparty: '长安银行股份有限公司', volume: 100_000, released: 40_000, outstanding: 60_000, stateName: '部分解除',
  createdAt: '2026-11-21 10:30:00',
};

const open = (query: string) => renderRoutes([{ path: '/sharePositionDetail', element: <SharePositionDetailPage /> }], `/sharePositionDetail${query}`);
const page = (records: ReturnType<typeof holdingOf>[], total = records.length, pageNo = 1) => ({ data: { records, total, pageNo, pageSize: 100 } });

describe('/sharePositionDetail: one position of a holder', () => {
  beforeEach(() => signedIn('orgholder'));

  it('shows the current account\'s position in the product: held, pledged, frozen, free and value', async () => {
    const api = fakeApi({ [OWN]: () => page([holdingOf({ productCode: '900001', productId: 'p-9' }), holdingOf()]), [HISTORY]: () => ({ data: [pledge] }) });
    open('?productCode=100001');
    expect(await screen.findByTestId('position-code')).toHaveTextContent('100001');
    expect(screen.getByText('西安秦创智能科技股份有限公司')).toBeInTheDocument();
    expect(screen.getByTestId('position-volume')).toHaveTextContent('500,000');
    expect(screen.getByTestId('position-pledged')).toHaveTextContent('100,000');
    expect(screen.getByTestId('position-frozen')).toHaveTextContent('0');
    expect(screen.getByTestId('position-free')).toHaveTextContent('400,000');
    expect(screen.getByTestId('position-market')).toHaveTextContent('500,000.00');
    expect(JSON.parse(String(api.of(OWN)[0].data))).toEqual({ pageNo: 1, pageSize: 100 });
    // the pledge behind the pledged volume, with its pledgee, what is released and its business
    const history = await screen.findByTestId('encumbrance-history');
    expect(await within(history).findByText('长安银行股份有限公司')).toBeInTheDocument();
    expect(within(history).getByText('部分解除')).toBeInTheDocument();
    expect(within(history).getByText('60,000')).toBeInTheDocument();
    expect(within(history).getByText('股权质押登记（550008202611211030001234）')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(HISTORY)[0].data))).toEqual({ productCode: '100001' });
  });

  it('looks further pages for the product, and asks another holder\'s positions by its uuid', async () => {
    const api = fakeApi({
      [HISTORY]: () => ({ data: [] }),
      [HOLDERS]: (config) => {
        const { pageNo } = JSON.parse(String(config.data)) as { pageNo: number };
        return pageNo === 1 ? page([holdingOf({ productCode: '900001', productId: 'p-9' })], 101, 1) : page([holdingOf()], 101, 2);
      },
    });
    open('?productCode=100001&holderUuid=h-2');
    expect(await screen.findByTestId('position-code')).toHaveTextContent('100001');
    expect(api.of(HOLDERS).map((c) => JSON.parse(String(c.data)) as unknown)).toEqual([
      { holderUuid: 'h-2', pageNo: 1, pageSize: 100 },
      { holderUuid: 'h-2', pageNo: 2, pageSize: 100 },
    ]);
    expect(api.of(OWN)).toHaveLength(0);
    expect(await screen.findByText('该持仓没有质押或冻结记录')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(HISTORY)[0].data))).toEqual({ productCode: '100001', holderUuid: 'h-2' });
  });

  it('a product the holder does not hold says so', async () => {
    fakeApi({ [OWN]: () => page([holdingOf()]) });
    open('?productCode=777777');
    expect(await screen.findByTestId('position-none')).toHaveTextContent('未持有产品 777777');
  });

  it('without productCode (the menu entry) lists every position, each opening its detail', async () => {
    const api = fakeApi({ [OWN]: () => page([holdingOf(), holdingOf({ productCode: '900001', productId: 'p-9' })]) });
    open('');
    expect(await screen.findByTestId('position-100001')).toHaveAttribute('href', '/sharePositionDetail?productCode=100001');
    expect(screen.getByTestId('position-900001')).toBeInTheDocument();
    expect(api.of(HISTORY)).toHaveLength(0);
  });

  it('no registration account chosen: the server message with where to choose one', async () => {
    fakeApi({ [OWN]: () => ({ status: 400, msg: '请选择登记账号' }) });
    open('?productCode=100001');
    expect(await screen.findByTestId('holdings-error')).toHaveTextContent('请选择登记账号');
  });

  it('another failure says 获取数据失败', async () => {
    fakeApi({ [OWN]: () => ({ status: 500, msg: '服务器开小差了' }) });
    open('?productCode=100001');
    expect(await screen.findByTestId('holdings-error')).toHaveTextContent('获取数据失败：服务器开小差了');
  });
});
