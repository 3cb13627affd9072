import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn, userInfo } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { holdingOf } from './holdings-fakes';
import { MyHoldingsPage } from './my-holdings-page';

const HOLDINGS = 'POST /api/rem-registrationbizweb/holder/queryHoldings';
const INFO = 'POST /api/rem-registrationbizweb/user/getCurrentUserInfo';
const BONDS = 'GET /api/rem-registrationbizweb/holder/queryBondHoldings';
const DICT = 'GET /api/blade-system/dict-biz/dictionary';
const noBonds = { [BONDS]: () => ({ data: [] }) };

const account = {
  holderUuid: 'h-silk-road', accountNumber: '1000000001', holderName: '陕西丝路投资管理有限公司', holderAccountStatus: 1,
  companyId: 'c-qinchuang', productId: 'p-100001', organType: 1, organTypeId: null,
};

describe('我的持股信息', () => {
  beforeEach(() => signedIn('orgholder'));

  it('shows each position with free volume and value in yuan, and the current account', async () => {
    fakeApi({
      ...noBonds,
      [INFO]: () => ({ data: userInfo('orgholder', 1, { shareAccountInfo: account }) }),
      [HOLDINGS]: () => ({
        data: {
          records: [
            holdingOf(),
            holdingOf({
              productId: 'p-x', productCode: '900001', productName: '测试股权', companyShortName: null, companyName: null,
              volume: 3, pledged: 0, frozen: 1, freeVolume: 2, faceValue: '0.1', marketValue: '0.3',
            }),
          ],
          total: 2, pageNo: 1, pageSize: 10,
        },
      }),
    });
    renderAt(<MyHoldingsPage />);
    expect(await screen.findByTestId('name-100001')).toHaveTextContent('秦创智能');
    const row = screen.getByTestId('name-100001').closest('tr') as HTMLElement;
    expect(within(row).getByText('100001')).toBeInTheDocument();
    expect(screen.getByTestId('volume-100001')).toHaveTextContent('500,000');
    expect(screen.getByTestId('pledged-100001')).toHaveTextContent('100,000');
    expect(screen.getByTestId('freeVolume-100001')).toHaveTextContent('400,000');
    expect(screen.getByTestId('market-100001')).toHaveTextContent('500,000.00');
    expect(within(row).getByText('1.00')).toBeInTheDocument();
    // no company: the product's own name; 0.3 stays 0.3 (no float arithmetic)
    expect(screen.getByTestId('name-900001')).toHaveTextContent('测试股权');
    expect(screen.getByTestId('frozen-900001')).toHaveTextContent('1');
    expect(screen.getByTestId('market-900001')).toHaveTextContent('0.30');
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(await screen.findByTestId('holdings-account')).toHaveTextContent('登记账号：1000000001（陕西丝路投资管理有限公司）');
  });

  it('pages through the holdings with pageNo and pageSize', async () => {
    const records = Array.from({ length: 10 }, (_, i) => holdingOf({ productId: `p-${i}`, productCode: `90000${i}` }));
    const api = fakeApi({
      ...noBonds,
      [INFO]: () => ({ data: userInfo('orgholder', 1) }),
      [HOLDINGS]: (config) => {
        const { pageNo } = JSON.parse(String(config.data)) as { pageNo: number };
        return { data: { records: pageNo === 1 ? records : [holdingOf({ productId: 'p-last', productCode: '999999' })], total: 11, pageNo, pageSize: 10 } };
      },
    });
    renderAt(<MyHoldingsPage />);
    expect(await screen.findByText('900000')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(HOLDINGS)[0].data))).toEqual({ pageNo: 1, pageSize: 10 });
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('999999')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(HOLDINGS).at(-1)?.data))).toEqual({ pageNo: 2, pageSize: 10 });
  });

  it('asks for an account to be chosen when none is', async () => {
    fakeApi({
      [INFO]: () => ({ data: userInfo('personalholder', 1) }),
      [HOLDINGS]: () => ({ status: 400, msg: '请选择登记账号' }),
      [BONDS]: () => ({ status: 400, msg: '请选择登记账号' }),
    });
    renderAt(<MyHoldingsPage />);
    const alert = await screen.findByTestId('holdings-error');
    expect(alert).toHaveTextContent('请选择登记账号');
    expect(alert).toHaveTextContent('切换登记账号');
    expect(screen.getByText('当前登记账号暂无持股')).toBeInTheDocument();
  });

  it('shows any other failure of the call', async () => {
    fakeApi({
      [INFO]: () => ({ data: userInfo('orgholder', 1) }),
      [HOLDINGS]: () => ({ status: 500, msg: '服务异常' }),
      ...noBonds,
    });
    renderAt(<MyHoldingsPage />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('获取数据失败：服务异常'));
  });

  it('lists the bonds the account holds beside the shares, units and par amount exact', async () => {
    fakeApi({
      [INFO]: () => ({ data: userInfo('personalholder', 1) }),
      [HOLDINGS]: () => ({ data: { records: [], total: 0, pageNo: 1, pageSize: 10 } }),
      [DICT]: () => ({ data: [{ dictKey: '3', dictValue: '已发行' }] }),
      [BONDS]: () => ({
        data: [{
          bondId: 'b-1', productCode: 'B000001', chineseName: '秦创智能2026年定向债', productShort: '秦创定向债',
          companyName: '西安秦创智能科技股份有限公司', status: '3', units: 1200, parValue: '100',
          parAmount: '120000.10', rateBeginDate: '2026-12-16', rateEndDate: '2029-12-15',
        }],
      }),
    });
    renderAt(<MyHoldingsPage />);
    expect(await screen.findByTestId('bond-name-B000001')).toHaveTextContent('秦创定向债');
    expect(screen.getByTestId('bond-units-B000001')).toHaveTextContent('1,200');
    expect(screen.getByTestId('bond-amount-B000001')).toHaveTextContent('120,000.10');
    const row = screen.getByTestId('bond-name-B000001').closest('tr') as HTMLElement;
    expect(await within(row).findByText('已发行')).toBeInTheDocument();
    expect(within(row).getByText('2026-12-16 ~ 2029-12-15')).toBeInTheDocument();
    // the share table still says it holds no shares: bond units are not shares
    expect(screen.getByText('当前登记账号暂无持股')).toBeInTheDocument();
  });

  it('says so when the account holds no bond', async () => {
    fakeApi({
      ...noBonds,
      [INFO]: () => ({ data: userInfo('personalholder', 1) }),
      [HOLDINGS]: () => ({ data: { records: [], total: 0, pageNo: 1, pageSize: 10 } }),
    });
    renderAt(<MyHoldingsPage />);
    expect(await screen.findByText('当前登记账号暂无持有债券')).toBeInTheDocument();
  });
});
