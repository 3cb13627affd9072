import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { ChargeDetail } from '../api/get-charge';
import { ChargePaymentCard } from './charge-payment-card';

const CHARGE = 'GET /api/rem-registrationbizweb/statementExpense/detailByBizSn';
const QR = 'POST /api/rem-trade/payment/wx/qrCode';
const ORDER = 'GET /api/rem-trade/payment/query/order';
const USER = 'POST /api/rem-registrationbizweb/user/getCurrentUserInfo';

const unpaid: ChargeDetail = {
  uuid: 'c-1', chargeSn: 'C550100X', bizSn: '550100X', businessType: '550100', businessTypeName: '收费业务',
  base: '1200.50', realAmount: '1200.50', payStatus: '0', payStatusName: '待缴费', payResult: false,
  paidAt: null, transferSn: null, paymentRequired: true, mayPay: true, tenantId: '000000',
};
const paid: ChargeDetail = { ...unpaid, payStatus: '1', payStatusName: '已缴费', payResult: true, mayPay: false, transferSn: '4200123', paidAt: 1795000000 };
const user = () => ({ data: userInfo('org', 2, { loginAccountInfo: { account: 'org_demo', name: '王经办', orgType: 2, tenantId: '000000', tenantName: '区域股权服务平台', roleName: 'org', mobile: '13800000000' } }) });
// the code must still be valid when the test runs: an expiry fixed in the past stops the poll
const inHalfAnHour = () => Math.floor(Date.now() / 1000) + 1800;
const open = () => renderRoutes([{ path: '/d', element: <ChargePaymentCard bizSn="550100X" /> }], '/d');

describe('ChargePaymentCard: the charge and its payment (02 §3 Payment, §4)', () => {
  beforeEach(() => signedIn('org'));
  afterEach(() => vi.useRealTimers());

  // spec: 02§7.10 02§7.12 02§7.13 02§4.7 02§2.21
  it('shows the charge; pays by QR code polled until SUCCESS, then the method is disabled and 缴费成功 shown', async () => {
    let status = 'NOTPAY';
    let charge = unpaid;
    const api = fakeApi({
      [CHARGE]: () => ({ data: charge }),
      [USER]: user,
      [QR]: () => ({ data: { codeUrl: 'http://127.0.0.1/sim/pay/t1', orderUuid: 'o1', expiresAt: inHalfAnHour() } }),
      [ORDER]: () => ({ data: { orderStatus: status } }),
    });
    open();
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('1,200.50');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('待缴费');
    expect(screen.getByText('办结前须缴费')).toBeInTheDocument();
    await waitFor(() => expect(api.of(USER)).toHaveLength(1));
    fireEvent.click(screen.getByTestId('payment-get-code'));
    const qr = await screen.findByTestId('payment-qr');
    expect(qr).toBeInTheDocument();
    expect(screen.getByTestId('payment-code-url')).toHaveAttribute('href', 'http://127.0.0.1/sim/pay/t1');
    expect(JSON.parse(String(api.of(QR)[0].data))).toEqual({
      bizSn: '550100X', chargeSn: 'C550100X', paymentType: '1', tradeType: 'NATIVE', title: '收费业务',
      totalFee: '1200.50', currency: 'CNY', payUserName: '王经办', payUserMobile: '13800000000',
    });
    await waitFor(() => expect(api.of(ORDER).length).toBeGreaterThan(0));
    status = 'SUCCESS';
    charge = paid;
    // the next poll, 2 s later, sees the payment
    expect(await screen.findByTestId('payment-result', {}, { timeout: 15000 })).toHaveTextContent('缴费成功，请继续办理业务');
    expect(api.of(ORDER)[0].params).toEqual({ orderUuid: 'o1' });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(await screen.findByTestId('payment-transfer-sn')).toHaveTextContent('4200123');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('已缴费');
  });

  // spec: 02§4.7
  it('an expired code says so and offers a new one', async () => {
    fakeApi({
      [CHARGE]: () => ({ data: unpaid }),
      [USER]: user,
      [QR]: () => ({ data: { codeUrl: 'http://127.0.0.1/sim/pay/t1', orderUuid: 'o1', expiresAt: 1 } }),
      [ORDER]: () => ({ data: { orderStatus: 'CLOSED' } }),
    });
    open();
    fireEvent.click(await screen.findByTestId('payment-get-code'));
    expect(await screen.findByTestId('payment-expired')).toHaveTextContent('付款码已过期，请重新获取');
  });

  // spec: 02§8.6
  it('says 获取订单状态失败 when the order cannot be read, 获取用户数据失败 when the user cannot', async () => {
    fakeApi({
      [CHARGE]: () => ({ data: unpaid }),
      [USER]: () => ({ status: 500, msg: '系统繁忙' }),
      [QR]: () => ({ data: { codeUrl: 'http://127.0.0.1/sim/pay/t1', orderUuid: 'o1', expiresAt: 1 } }),
      [ORDER]: () => ({ status: 500, msg: '系统繁忙' }),
    });
    open();
    expect(await screen.findByText('获取用户数据失败')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(await screen.findByTestId('payment-get-code'));
    });
    expect(await screen.findByText('获取订单状态失败')).toBeInTheDocument();
  });

  // spec: 02§8.6
  it('says 获取手续费数据失败 when the charge cannot be read, and nothing for a business without a charge', async () => {
    fakeApi({ [CHARGE]: () => ({ status: 500, msg: '系统繁忙' }) });
    const { unmount } = open();
    expect(await screen.findByTestId('payment-charge-failed')).toHaveTextContent('获取手续费数据失败');
    unmount();
    fakeApi({ [CHARGE]: () => ({ status: 404, msg: '收费记录不存在' }) });
    open();
    await waitFor(() => expect(screen.queryByTestId('payment')).toBeNull());
    expect(screen.queryByTestId('payment-charge-failed')).toBeNull();
  });

  it('a reader who may not pay sees the charge without the payment step', async () => {
    fakeApi({ [CHARGE]: () => ({ data: { ...unpaid, mayPay: false } }) });
    open();
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('1,200.50');
    expect(screen.queryByTestId('payment-step')).toBeNull();
  });

  it('a business that ended after it was paid shows its fee refunded, with the refund', async () => {
    const refund = { refundNo: 'R42', amount: '1200.50', reason: '业务已终止，退还已缴费用', status: 'SUCCESS' as const, statusName: '已退款', refundedAt: 1795000100 };
    fakeApi({ [CHARGE]: () => ({ data: { ...paid, payStatus: '2', payStatusName: '已退款', payResult: false, refund } }) });
    open();
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('已退款');
    expect(screen.getByTestId('payment-refund')).toHaveTextContent('已退款1,200.50 元（业务已终止，退还已缴费用）');
    expect(screen.getByText('R42')).toBeInTheDocument();
    // nothing is due any more
    expect(screen.queryByText('办结前须缴费')).toBeNull();
    expect(screen.queryByTestId('payment-step')).toBeNull();
  });

  it('a refund that failed says so', async () => {
    const refund = { refundNo: 'R43', amount: '1200.50', reason: '业务已终止，退还已缴费用', status: 'FAILED' as const, statusName: '退款失败', refundedAt: null };
    fakeApi({ [CHARGE]: () => ({ data: { ...paid, refund } }) });
    open();
    expect(await screen.findByTestId('payment-refund')).toHaveTextContent('退款失败');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('已缴费');
  });
});
