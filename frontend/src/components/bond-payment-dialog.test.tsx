import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import type { BondPaymentRow } from '@/api/bond-payments';
import { BondPaymentDialog, BondPaymentLink } from './bond-payment-dialog';
import { BondPaymentRecordDialog } from './bond-payment-record-dialog';
import { dateProblem, rateProblem, refundProblem } from './bond-payment-rules';

// spec: 01§2 Bond payment detail dialog; 01§3 Bond payment detail row; 01§5 Thousands formatting
// spec: 01§7 bondPayment/queryBondPaymentInfos
const INFOS = 'GET /api/rem-registrationbizweb/bondPayment/queryBondPaymentInfos';
const SAVE = 'POST /api/rem-registrationbizweb/bondPayment/saveBondPayment';
const bond = { id: 'b-1', chineseName: '秦创智能2026年兑付债', productCode: 'B000003' };
const payable = { ...bond, rateBeginDate: '2026-12-16', rateEndDate: '2029-12-15', issuedUnits: 1700 };

function rowOf(extra: Partial<BondPaymentRow> = {}): BondPaymentRow {
  return {
    id: 'r-1', bondId: 'b-1', paymentDate: '2027-12-16', paymentCode: 'B000003-20271216-01', accountNumber: '2000000001',
    holderName: '张伟', totalFundVol: 1000000, lastFundVol: 706000, profit: '5.5', refundNum: 294000,
    principalAmount: '29400000.00', interestAmount: '5500000.5', totalAmount: '34900000.50', frozenInterest: '0.00',
    pledgeInterest: '0.00', remark: '第一次兑付', ...extra,
  };
}

describe('兑付明细 dialog', () => {
  beforeEach(() => signedIn('personalholder'));

  it('shows the 14 columns of each row, amounts with thousands separators and two decimals', async () => {
    const api = fakeApi({ [INFOS]: () => ({ data: [rowOf()] }) });
    renderAt(<BondPaymentDialog bond={bond} onClose={() => undefined} />);
    const table = await screen.findByTestId('bond-payment-table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      '兑付日期', '兑付编号', '登记账号', '持有人名称', '兑付前份数', '兑付后份数', '票面利率（%）', '兑付份数',
      '兑付本金（元）', '兑付利息（元）', '兑付总额（元）', '冻结利息（元）', '质押利息（元）', '备注',
    ]);
    const row = (await within(table).findByText('B000003-20271216-01')).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual([
      '2027-12-16', 'B000003-20271216-01', '2000000001', '张伟', '1,000,000', '706,000', '5.5', '294,000',
      '29,400,000.00', '5,500,000.50', '34,900,000.50', '0.00', '0.00', '第一次兑付',
    ]);
    expect(api.of(INFOS)[0].params).toEqual({ uuid: 'b-1' });
    expect(screen.getByText('兑付明细 — 秦创智能2026年兑付债（B000003）')).toBeInTheDocument();
  });

  it('says when there is no payment and shows the refusal of a bond one may not read', async () => {
    fakeApi({ [INFOS]: () => ({ data: [] }) });
    const { unmount } = renderAt(<BondPaymentDialog bond={bond} onClose={() => undefined} />);
    expect(await screen.findByText('暂无兑付记录')).toBeInTheDocument();
    unmount();
    fakeApi({ [INFOS]: () => ({ status: 404, msg: '债券不存在' }) });
    renderAt(<BondPaymentDialog bond={bond} onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('债券不存在');
  });

  it('opens from its link and closes', async () => {
    const api = fakeApi({ [INFOS]: () => ({ data: [rowOf()] }) });
    renderAt(<BondPaymentLink bond={bond} />);
    expect(api.of(INFOS)).toHaveLength(0);
    await userEvent.click(screen.getByTestId('bond-payments-B000003'));
    expect(await screen.findByText('B000003-20271216-01')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('兑付兑息登记', () => {
  beforeEach(() => signedIn('mgr'));

  it("checks the rate, the units and the date as the server does, in the server's words", () => {
    // spec: 01§2 Bond payment detail dialog
    expect(rateProblem('5.25')).toBeNull();
    expect(rateProblem('0.0001')).toBeNull();
    for (const bad of ['0', '-1', '5.12345', 'abc', '5.', '.5', '']) expect(rateProblem(bad)).toBe('票面利率需为大于0且最多4位小数的数字');
    expect(refundProblem(1701, '2027-12-16', payable)).toBe('兑付份数1701份超过未兑付份数1700份');
    expect(refundProblem(1.5, '2027-12-16', payable)).toBe('兑付份数需为不小于0的整数');
    expect(refundProblem(100, '2029-12-15', payable)).toBe('到期兑付需兑付全部未兑付份数1700份');
    expect(refundProblem(1700, '2029-12-15', payable)).toBeNull();
    expect(refundProblem(null, '2027-12-16', payable)).toBeNull();
    expect(dateProblem('2026-12-15', payable)).toBe('兑付日期不能早于起息日2026-12-16');
    expect(dateProblem(null, payable)).toBe('请填写正确的兑付日期（YYYY-MM-DD）');
  });

  it('refuses a bad rate at its field without calling the server, then sends the payment', async () => {
    const api = fakeApi({ [SAVE]: () => ({ data: [rowOf(), rowOf({ id: 'r-2' })] }) });
    let closed = false;
    renderAt(<BondPaymentRecordDialog bond={payable} onClose={() => (closed = true)} />);
    expect(screen.getByTestId('bond-payment-outstanding')).toHaveTextContent('未兑付份数 1,700 份');
    await userEvent.type(document.getElementById('bondPayment_paymentDate') as HTMLElement, '2027-12-16{Enter}');
    await userEvent.type(document.getElementById('bondPayment_profit') as HTMLElement, '5.12345');
    const refund = document.getElementById('bondPayment_refundNum') as HTMLElement;
    await userEvent.clear(refund);
    await userEvent.type(refund, '1800');
    await userEvent.click(screen.getByTestId('bond-payment-save'));
    expect(await screen.findByText('票面利率需为大于0且最多4位小数的数字')).toBeInTheDocument();
    expect(await screen.findByText('兑付份数1800份超过未兑付份数1700份')).toBeInTheDocument();
    expect(api.of(SAVE)).toHaveLength(0);

    const profit = document.getElementById('bondPayment_profit') as HTMLElement;
    await userEvent.clear(profit);
    await userEvent.type(profit, '5.5');
    await userEvent.clear(refund);
    await userEvent.type(refund, '500');
    await userEvent.click(screen.getByTestId('bond-payment-save'));
    await waitFor(() => expect(api.of(SAVE)).toHaveLength(1));
    expect(JSON.parse(api.of(SAVE)[0].data as string)).toEqual({
      bondId: 'b-1', paymentDate: '2027-12-16', profit: '5.5', refundNum: 500, remark: '',
    });
    await waitFor(() => expect(closed).toBe(true));
  });

  it("shows the server's refusal and stays open", async () => {
    fakeApi({ [SAVE]: () => ({ status: 400, msg: '债券秦创智能2026年兑付债在2027-12-16已登记兑付' }) });
    let closed = false;
    renderAt(<BondPaymentRecordDialog bond={payable} onClose={() => (closed = true)} />);
    await userEvent.type(document.getElementById('bondPayment_paymentDate') as HTMLElement, '2027-12-16{Enter}');
    await userEvent.type(document.getElementById('bondPayment_profit') as HTMLElement, '5');
    await userEvent.click(screen.getByTestId('bond-payment-save'));
    expect(await screen.findByTestId('bond-payment-failure')).toHaveTextContent('债券秦创智能2026年兑付债在2027-12-16已登记兑付');
    expect(closed).toBe(false);
  });
});
