import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ApplyPage } from './apply-page';
import { detailOf, shareTransferForm } from './lifecycle-fakes';

const ESTIMATE = 'POST /api/rem-registrationbizweb/statementExpense/estimate';
const CHARGE = 'GET /api/rem-registrationbizweb/statementExpense/detailByBizSn';
const answer = { uuid: 'u-1', bizSn: 'BIZ0001', status: 'running', currentNode: 'PreliminaryApprove', navigate: null };
const tariff = { charged: true, paymentRequired: false, rate: '0.001', minimum: '50.00', maximum: '50000.00' };

const charge = (extra: Record<string, unknown> = {}) => ({
  uuid: 'c-1', chargeSn: 'CBIZ0001', bizSn: 'BIZ0001', businessType: '550004', businessTypeName: '股份转让', base: '1200500.00',
  realAmount: '1200.50', payStatus: '0', payStatusName: '待缴费', payResult: false, paymentRequired: false, mayPay: true, tenantId: '000000',
  ...extra,
});

function server(estimate: (body: Record<string, unknown>) => FakeAnswer, chargeAnswer: () => FakeAnswer = () => ({ data: charge() })) {
  return fakeApi({
    'GET /api/rem-registrationbizweb/otc-flow/workflowform/detail': () => ({
      data: { appId: '550004', bizTypeName: '股份转让', formId: 'share_transfer', nodeId: 'apply', form: shareTransferForm('apply'), defaults: {} },
    }),
    'POST /api/rem-registrationbizweb/application/detail': () => ({ data: detailOf() }),
    'POST /api/rem-registrationbizweb/application/submit': () => ({ data: answer }),
    [ESTIMATE]: (config) => estimate(JSON.parse(String(config.data)) as Record<string, unknown>),
    [CHARGE]: chargeAnswer,
  });
}

function open(query: string) {
  return renderRoutes(
    [
      { path: '/process/apply', element: <ApplyPage /> },
      { path: '/queryPage/bizApplication2', element: <div data-testid="my-applications" /> },
      { path: '/process/ywlsDetail', element: <div data-testid="business-detail" /> },
    ],
    `/process/apply?${query}`,
  );
}

/** A returned application: its stored form is complete, so the estimate has a fee at once. */
const revise = 'appId=550004&nodeId=UpdateApplyApprove&uuid=u-1&bizSn=BIZ0001';

describe('the apply page of a charged business (02 §3 "Payment", issue 19)', () => {
  beforeEach(() => signedIn('personal_demo' as never));

  it('shows the fee the server estimates for the form as it stands, with the tariff', async () => {
    const api = server((body) =>
      (body.formData as Record<string, unknown>).transferVolume
        ? { data: { ...tariff, base: '1000.00', realAmount: '50.00' } }
        : { data: { ...tariff, pending: '请输入转让数量' } },
    );
    open(revise);
    expect(await screen.findByTestId('charge-estimate-amount')).toHaveTextContent('50.00');
    expect(screen.getByTestId('charge-estimate-base')).toHaveTextContent('1,000.00');
    expect(screen.getByTestId('charge-estimate-tariff')).toHaveTextContent('计费基数的 1‰，最低 50.00 元，最高 50,000.00 元');
    expect(screen.queryByTestId('charge-estimate-required')).toBeNull();
    const sent = api.of(ESTIMATE)[0];
    expect(JSON.parse(String(sent.data))).toMatchObject({ appId: '550004', uuid: 'u-1', formData: { transferVolume: 1000 } });
  });

  it('an incomplete form is told why there is no fee yet', async () => {
    server(() => ({ data: { ...tariff, pending: '请输入转让数量' } }));
    open('appId=550004&nodeId=apply');
    expect(await screen.findByTestId('charge-estimate-pending')).toHaveTextContent('请输入转让数量');
    expect(screen.queryByTestId('charge-estimate-amount')).toBeNull();
  });

  it('a stated amount charges itself, payment required before completion', async () => {
    server(() => ({ data: { charged: true, paymentRequired: true, rate: '1', base: '1200.50', realAmount: '1200.50' } }));
    open(revise);
    expect(await screen.findByTestId('charge-estimate-tariff')).toHaveTextContent('按申报的收费金额收取');
    expect(screen.getByTestId('charge-estimate-required')).toHaveTextContent('办结前须缴费');
  });

  it('a business without a charge shows no charge', async () => {
    const api = server(() => ({ data: { charged: false, paymentRequired: false } }));
    open(revise);
    await waitFor(() => expect(api.of(ESTIMATE)).toHaveLength(1));
    expect(screen.queryByTestId('charge-estimate')).toBeNull();
  });

  it('payment required: after 提交成功 the user goes to the business detail to pay', async () => {
    server(() => ({ data: { ...tariff, paymentRequired: true, base: '1200.50', realAmount: '1200.50' } }), () => ({ data: charge({ paymentRequired: true }) }));
    open(revise);
    await screen.findByTestId('charge-estimate-amount');
    await userEvent.click(screen.getByTestId('submit-button'));
    expect(await screen.findByTestId('business-detail')).toBeInTheDocument();
    expect(await screen.findByTestId('submit-payment-due')).toHaveTextContent('本业务须在办结前缴费 1,200.50 元，请扫码缴费');
  });

  it('payment optional: back to the list, told the fee, 去缴费 opens the detail', async () => {
    server(() => ({ data: { ...tariff, base: '1200500.00', realAmount: '1200.50' } }));
    open(revise);
    await screen.findByTestId('charge-estimate-amount');
    await userEvent.click(screen.getByTestId('submit-button'));
    expect(await screen.findByTestId('my-applications')).toBeInTheDocument();
    expect(await screen.findByTestId('submit-payment-due')).toHaveTextContent('本业务收费 1,200.50 元，可在业务详情中缴费');
    await userEvent.click(screen.getByTestId('submit-go-pay'));
    expect(await screen.findByTestId('business-detail')).toBeInTheDocument();
  });

  it('a fee already paid, or one the user may not pay, asks nothing', async () => {
    const api = server(() => ({ data: { ...tariff, paymentRequired: true, base: '1200.50', realAmount: '1200.50' } }), () => ({ data: charge({ payResult: true, paymentRequired: true, mayPay: false }) }));
    open(revise);
    await screen.findByTestId('charge-estimate-amount');
    await userEvent.click(screen.getByTestId('submit-button'));
    expect(await screen.findByTestId('my-applications')).toBeInTheDocument();
    expect(api.of(CHARGE)).toHaveLength(1);
    expect(screen.queryByTestId('submit-payment-due')).toBeNull();
  });
});
