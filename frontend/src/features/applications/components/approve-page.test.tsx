import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ApprovePage } from './approve-page';
import { detailOf, shareTransferForm } from './lifecycle-fakes';

const COMPLETE = 'POST /api/rem-registrationbizweb/taskItem/complete';

function server(complete: (body: Record<string, unknown>) => FakeAnswer) {
  return fakeApi({
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

  it('shows the form read-only with the stored data and the memo editable', async () => {
    server(() => ({ data: {} }));
    open();
    await waitFor(() => expect(screen.getByTestId('ro-root_accountNumberOut')).toHaveTextContent('2000000001'));
    expect(screen.getByTestId('ro-root_transfersType')).toHaveTextContent('公司回购');
    expect(memoBox()).not.toBeNull();
    for (const name of ['通过', '退回', '驳回']) expect(screen.getByRole('button', { name })).toBeEnabled();
  });

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
