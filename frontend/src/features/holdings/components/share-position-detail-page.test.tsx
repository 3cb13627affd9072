import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { holdingOf } from './holdings-fakes';
import { SharePositionDetailPage } from './share-position-detail-page';

const OWN = 'POST /api/rem-registrationbizweb/holder/queryHoldings';
// NEEDS SERVER (/tmp/pages-needs.md): another holder's positions; answered by a fake.
const HOLDERS = 'POST /api/rem-registrationmgrweb/holder/queryHoldings';

const open = (query: string) => renderRoutes([{ path: '/sharePositionDetail', element: <SharePositionDetailPage /> }], `/sharePositionDetail${query}`);
const page = (records: ReturnType<typeof holdingOf>[], total = records.length, pageNo = 1) => ({ data: { records, total, pageNo, pageSize: 100 } });

describe('/sharePositionDetail: one position of a holder', () => {
  beforeEach(() => signedIn('orgholder'));

  it('shows the current account\'s position in the product: held, pledged, frozen, free and value', async () => {
    const api = fakeApi({ [OWN]: () => page([holdingOf({ productCode: '900001', productId: 'p-9' }), holdingOf()]) });
    open('?productCode=100001');
    expect(await screen.findByTestId('position-code')).toHaveTextContent('100001');
    expect(screen.getByText('西安秦创智能科技股份有限公司')).toBeInTheDocument();
    expect(screen.getByTestId('position-volume')).toHaveTextContent('500,000');
    expect(screen.getByTestId('position-pledged')).toHaveTextContent('100,000');
    expect(screen.getByTestId('position-frozen')).toHaveTextContent('0');
    expect(screen.getByTestId('position-free')).toHaveTextContent('400,000');
    expect(screen.getByTestId('position-market')).toHaveTextContent('500,000.00');
    expect(JSON.parse(String(api.of(OWN)[0].data))).toEqual({ pageNo: 1, pageSize: 100 });
  });

  it('looks further pages for the product, and asks another holder\'s positions by its uuid', async () => {
    const api = fakeApi({
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
  });

  it('a product the holder does not hold says so', async () => {
    fakeApi({ [OWN]: () => page([holdingOf()]) });
    open('?productCode=777777');
    expect(await screen.findByTestId('position-none')).toHaveTextContent('未持有产品 777777');
  });

  it('without productCode says 缺少产品代码 and calls nothing', async () => {
    const api = fakeApi({});
    open('');
    expect(await screen.findByTestId('position-missing')).toHaveTextContent('缺少产品代码');
    expect(api.calls).toHaveLength(0);
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
