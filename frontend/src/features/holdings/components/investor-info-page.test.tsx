import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { holderOf } from './holdings-fakes';
import { InvestorInfoPage } from './investor-info-page';

const OVERVIEW = 'GET /api/rem-registrationbizweb/holder/queryAccountOverview';
const DETAIL = 'GET /api/rem-registrationmgrweb/holder/detail';

describe('投资者信息 (/investorInfo)', () => {
  beforeEach(() => signedIn('personalholder'));

  it("shows the current account's registration and leads to its change", async () => {
    const server = fakeApi({
      [OVERVIEW]: () => ({
        data: {
          account: { holderUuid: 'h-1', accountNumber: '2000000001', holderName: '张伟', holderAccountStatus: 1, companyId: null, productId: null, organType: 2, organTypeId: null },
          totals: { productCount: 1, volume: 100, pledged: 0, frozen: 0, freeVolume: 100, marketValue: '100' },
        },
      }),
      [DETAIL]: () => ({ data: holderOf({ holderUuid: 'h-1', holderName: '张伟', accountNumber: '2000000001' }) }),
    });
    renderRoutes(
      [
        { path: '/investorInfo', element: <InvestorInfoPage /> },
        { path: '/newInvestor/:flowkey', element: <div data-testid="change-page" /> },
      ],
      '/investorInfo',
    );
    expect(await screen.findByTestId('holder-name')).toHaveTextContent('张伟');
    expect(server.of(DETAIL)[0].params).toEqual({ holderUuid: 'h-1' });
    await userEvent.click(screen.getByTestId('investor-change'));
    expect(await screen.findByTestId('change-page')).toBeInTheDocument();
  });

  it('says so when the account cannot be read', async () => {
    fakeApi({ [OVERVIEW]: () => ({ status: 400, success: false, msg: '请先选择账户' }) });
    renderRoutes([{ path: '/investorInfo', element: <InvestorInfoPage /> }], '/investorInfo');
    expect(await screen.findByText(/请先选择账户/)).toBeInTheDocument();
  });
});
