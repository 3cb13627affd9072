import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { AccountOverviewPage } from './account-overview-page';

const OVERVIEW = 'GET /api/rem-registrationbizweb/holder/queryAccountOverview';

function open() {
  return renderRoutes(
    [
      { path: '/capital', element: <AccountOverviewPage /> },
      { path: '/gd/wdcgxx', element: <div data-testid="holdings" /> },
    ],
    '/capital',
  );
}

describe('账户总览', () => {
  beforeEach(() => signedIn('personalholder'));

  // spec: 01§2.38 01§4.1
  it('shows the account with its status text and the totals, then opens the holdings', async () => {
    fakeApi({
      [OVERVIEW]: () => ({
        data: {
          account: {
            holderUuid: 'h-zhangwei-2', accountNumber: '2000000002', holderName: '张伟', holderAccountStatus: 1,
            companyId: 'c-xixian', productId: 'p-100003', organType: 2, organTypeId: null, investorExpireStatus: 0,
          },
          totals: { productCount: 2, volume: 1050000, pledged: 0, frozen: 10000, freeVolume: 1040000, marketValue: '1075000.05' },
        },
      }),
    });
    open();
    expect(await screen.findByTestId('overview-account-number')).toHaveTextContent('2000000002');
    expect(screen.getByTestId('overview-holder-name')).toHaveTextContent('张伟');
    expect(screen.getByTestId('overview-status')).toHaveTextContent('正常');
    expect(screen.getByText('个人')).toBeInTheDocument();
    expect(screen.getByTestId('total-products')).toHaveTextContent('2');
    expect(screen.getByTestId('total-volume')).toHaveTextContent('1,050,000');
    expect(screen.getByTestId('total-frozen')).toHaveTextContent('10,000');
    expect(screen.getByTestId('total-free')).toHaveTextContent('1,040,000');
    expect(screen.getByTestId('total-market-value')).toHaveTextContent('1,075,000.05');
    await userEvent.click(screen.getByTestId('view-holdings'));
    expect(await screen.findByTestId('holdings')).toBeInTheDocument();
  });

  // spec: 01§4.1
  it('shows a frozen account as 冻结', async () => {
    fakeApi({
      [OVERVIEW]: () => ({
        data: {
          account: {
            holderUuid: 'h-fund-2', accountNumber: '3000000002', holderName: '渭河稳健二号私募股权投资基金', holderAccountStatus: 3,
            companyId: 'c-xixian', productId: null, organType: 3, organTypeId: 'p-fund-2',
          },
          totals: { productCount: 0, volume: 0, pledged: 0, frozen: 0, freeVolume: 0, marketValue: '0' },
        },
      }),
    });
    open();
    expect(await screen.findByTestId('overview-status')).toHaveTextContent('冻结');
    expect(screen.getByText('产品')).toBeInTheDocument();
    expect(screen.getByTestId('total-market-value')).toHaveTextContent('0.00');
  });

  it('asks for an account to be chosen when none is', async () => {
    fakeApi({ [OVERVIEW]: () => ({ status: 400, msg: '请选择登记账号' }) });
    open();
    expect(await screen.findByTestId('holdings-error')).toHaveTextContent('请选择登记账号');
  });
});
