import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ApprovePage } from './approve-page';
import { detailOf, shareTransferForm } from './lifecycle-fakes';

const COMPLETE = 'POST /api/rem-registrationbizweb/taskItem/complete';
const CONTEXT = 'POST /api/rem-registrationbizweb/taskItem/approvalContext';

const balance = (total: number, pledged = 0) => ({ productCode: '100001', productName: '秦创智能', total, free: total - pledged, pledged, frozen: 0 });
const approvalContext = {
  uuid: 'u-1', bizSn: 'BIZ0001', appId: '550004', bizTypeName: '股份转让',
  applicant: { id: 'u-zw', name: '张伟' }, submittedAt: 1_700_000_000,
  parties: [
    { field: 'accountNumberOut', label: '转出方账号', accountNumber: '2000000001', holderName: '张伟', accountStatus: 1, balances: [balance(100000, 2000)] },
    { field: 'accountNumberIn', label: '转入方账号', accountNumber: '1000000001', holderName: '陕西丝路投资管理有限公司', accountStatus: 1, balances: [balance(500000)] },
  ],
  memos: [
    { taskNo: 1, nodeId: 'apply', nodeName: '申请', actorName: '张伟', action: 'submit', memo: null, at: 1_700_000_000 },
    { taskNo: 2, nodeId: 'PreliminaryApprove', nodeName: '初审', actorName: '陈初审', action: 'return', memo: '数量有误', at: 1_700_000_100 },
  ],
  changes: { returnedVersionAt: 1_700_000_000, resubmittedAt: 1_700_000_200, fields: [{ field: 'transferVolume', label: '转让数量', before: 5000, after: 3000 }] },
  charge: { amount: '1200.5', collected: false },
};

function server(complete: (body: Record<string, unknown>) => FakeAnswer) {
  return fakeApi({
    [CONTEXT]: () => ({ data: approvalContext }),
    'GET /api/rem-registrationbizweb/otc-flow/form/compiled': () => ({ data: shareTransferForm('PreliminaryApprove') }),
    'POST /api/rem-registrationbizweb/application/detail': () => ({ data: detailOf() }),
    [COMPLETE]: (config) => complete(JSON.parse(String(config.data)) as Record<string, unknown>),
  });
}

function open() {
  return renderRoutes(
    [
      { path: '/process/approve', element: <ApprovePage /> },
      { path: '/queryPage/bjotcTaskItem2', element: <div data-testid="my-todos" /> },
    ],
    '/process/approve?uuid=u-1&bizSn=BIZ0001&taskNo=7&nodeId=PreliminaryApprove',
  );
}

const memoBox = () => document.getElementById('root_memo') as HTMLTextAreaElement;
const bodies = (api: ReturnType<typeof fakeApi>) => api.of(COMPLETE).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);

describe('the approve page', () => {
  beforeEach(() => signedIn());

  // spec: 02§2.3 02§4.17 02§6.5
  it('shows the form read-only with the stored data and the memo editable', async () => {
    server(() => ({ data: {} }));
    open();
    await waitFor(() => expect(screen.getByTestId('ro-root_accountNumberOut')).toHaveTextContent('2000000001'));
    expect(screen.getByTestId('ro-root_transfersType')).toHaveTextContent('公司回购');
    expect(memoBox()).not.toBeNull();
    for (const name of ['通过', '退回', '驳回']) expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  // spec: 02§4.1
  it('shows the parties by holder name with balances, the charge, the changes highlighted and earlier memos', async () => {
    server(() => ({ data: {} }));
    open();
    expect(await screen.findByTestId('review-applicant')).toHaveTextContent('张伟');
    expect(screen.getByTestId('party-2000000001')).toHaveTextContent('2000000001 张伟');
    expect(screen.getByTestId('party-1000000001')).toHaveTextContent('陕西丝路投资管理有限公司');
    // the form's read-only account numbers carry their holders' names too
    await waitFor(() => expect(screen.getByTestId('ro-root_accountNumberOut')).toHaveTextContent('2000000001（张伟）'));
    expect(screen.getByTestId('ro-root_accountNumberIn')).toHaveTextContent('1000000001（陕西丝路投资管理有限公司）');
    const out = screen.getByTestId('party-2000000001').closest('tr') as HTMLElement;
    for (const figure of ['100,000', '98,000', '2,000']) expect(out).toHaveTextContent(figure);
    expect(screen.getByTestId('review-charge')).toHaveTextContent('1,200.50 元');
    expect(screen.getByTestId('review-changes')).toHaveTextContent('转让数量');
    expect(screen.getByTestId('review-changes')).toHaveTextContent('5000');
    expect(document.querySelector('.approval-context style')?.textContent).toContain('[data-field="root_transferVolume"]');
    const memos = screen.getAllByTestId('review-memo');
    expect(memos[1]).toHaveTextContent('初审');
    expect(memos[1]).toHaveTextContent('陈初审');
    expect(memos[1]).toHaveTextContent('审批意见：数量有误');
    expect(memos[1]).toHaveTextContent('2023-11-15 06:15:00');
  });

  // spec: 02§5.15 02§8.20
  it('without a memo the server says 审批意见为必填项, shown in 提示', async () => {
    const api = server((body) => (body.memo ? { data: {} } : { status: 400, msg: '审批意见为必填项' }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: '通过' }));
    expect(await screen.findByTestId('approve-failure')).toHaveTextContent('审批意见为必填项');
    expect(bodies(api)[0]).toMatchObject({ uuid: 'u-1', taskNo: 7, action: 'approve', memo: '' });
  });

  it.each([
    ['通过', 'approve'],
    ['退回', 'return'],
    ['驳回', 'reject'],
  ])('%s sends %s with the memo and returns to the to-do list', async (button, action) => {
    const api = server(() => ({ data: { uuid: 'u-1', bizSn: 'BIZ0001', status: 'running', currentNode: 'RecheckApprove' } }));
    open();
    await waitFor(() => expect(memoBox()).not.toBeNull());
    await userEvent.type(memoBox(), '材料齐全');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByTestId('my-todos')).toBeInTheDocument();
    const [body] = bodies(api);
    expect(body).toMatchObject({ uuid: 'u-1', taskNo: 7, action, memo: '材料齐全' });
    expect(typeof body.idempotencyKey).toBe('string');
  });

  it.each([
    [403, '无权处理该任务'],
    [409, '该任务已被处理，请刷新后查看'],
  ])('%s: the server message %s is shown and the page stays', async (status, msg) => {
    server(() => ({ status, msg }));
    open();
    await waitFor(() => expect(memoBox()).not.toBeNull());
    await userEvent.type(memoBox(), '同意');
    await userEvent.click(screen.getByRole('button', { name: '通过' }));
    expect(await screen.findByTestId('approve-failure')).toHaveTextContent(msg);
    expect(screen.getByTestId('approve-page')).toBeInTheDocument();
  });
});
