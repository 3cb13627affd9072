import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ConfirmationPage } from './confirmation-page';
import { holderOf, holdingOf } from './holdings-fakes';

const INFO = 'POST /api/rem-registrationbizweb/user/getCurrentUserInfo';
const HOLDER = 'GET /api/rem-registrationmgrweb/holder/detail';
const POSITIONS = 'POST /api/rem-registrationmgrweb/holder/queryHoldings';
const OWN = 'POST /api/rem-registrationbizweb/holder/queryHoldings';

const account = {
  holderUuid: 'h-silk-road', accountNumber: '1000000001', holderName: '陕西丝路投资管理有限公司', holderAccountStatus: 1,
  companyId: null, productId: null, organType: 1, organTypeId: null,
};
const positions = () => ({ data: { records: [holdingOf()], total: 1, pageNo: 1, pageSize: 10 } });
const open = (query = '') =>
  renderRoutes(
    [
      { path: '/confimation', element: <ConfirmationPage /> },
      { path: '/process/apply', element: <div data-testid="apply" /> },
    ],
    `/confimation${query}`,
  );

describe('/confimation: holder confirmation (确权)', () => {
  beforeEach(() => signedIn('orgholder'));

  // spec: 01§2.38
  it('an unconfirmed current account is told what it blocks and offered 确权登记 (550058)', async () => {
    const api = fakeApi({
      [INFO]: () => ({ data: userInfo('orgholder', 1, { shareAccountInfo: account }) }),
      [HOLDER]: () => ({ data: holderOf({ rightsConfirmed: 0 }) }),
      [OWN]: positions,
    });
    const view = open();
    expect(await screen.findByTestId('confirmation-pending')).toHaveTextContent('该股东未确权');
    expect(screen.getByTestId('holder-confirmed')).toHaveTextContent('未确权');
    expect(await screen.findByTestId('position-100001')).toBeInTheDocument();
    expect(api.of(HOLDER)[0].params).toEqual({ holderUuid: 'h-silk-road' });
    // the current account's own positions come from its holdings call
    expect(api.of(POSITIONS)).toHaveLength(0);
    await userEvent.click(screen.getByTestId('confirmation-apply'));
    expect(await screen.findByTestId('apply')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?appId=550058&nodeId=apply');
  });

  it('a holder named by uuid, confirmed: 该股东已确权 and no apply button', async () => {
    const api = fakeApi({ [HOLDER]: () => ({ data: holderOf({ holderUuid: 'h-2' }) }), [POSITIONS]: positions });
    open('?uuid=h-2');
    expect(await screen.findByTestId('confirmation-done')).toHaveTextContent('该股东已确权');
    expect(screen.queryByTestId('confirmation-apply')).toBeNull();
    expect(await screen.findByTestId('position-100001')).toHaveAttribute('href', '/sharePositionDetail?productCode=100001&holderUuid=h-2');
    expect(api.of(INFO)).toHaveLength(0);
  });

  it('no uuid and no registration account chosen: asks to choose one, no holder call', async () => {
    const api = fakeApi({ [INFO]: () => ({ data: userInfo('orgholder', 1) }) });
    open();
    expect(await screen.findByTestId('confirmation-no-holder')).toHaveTextContent('未找到登记账号，请先选择登记账号');
    expect(api.of(HOLDER)).toHaveLength(0);
  });

  it('a failed load shows 获取数据失败 with the server message', async () => {
    fakeApi({ [HOLDER]: () => ({ status: 403, msg: '无权查看该股东' }) });
    open('?uuid=h-9');
    expect(await screen.findByTestId('holder-error')).toHaveTextContent('获取数据失败：无权查看该股东');
  });
});
