import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { detailOf, shareTransferForm, workflowOf } from './lifecycle-fakes';
import {
  ListedApplyPage,
  ListedApprovePage,
  ListedDetailPage,
  ListedTrustApplyPage,
  ListedTrustApprovePage,
  ListedTrustDetailPage,
} from './listed-pages';
import { MemberApprovePage, MemberReviseApprovePage } from './member-pages';
import { prefixedMemo } from './memo-prefix';

const FORM = 'GET /api/rem-registrationbizweb/otc-flow/workflowform/detail';
const COMPILED = 'GET /api/rem-registrationbizweb/otc-flow/form/compiled';
const DETAIL = 'POST /api/rem-registrationbizweb/application/detail';
const COMPLETE = 'POST /api/rem-registrationbizweb/taskItem/complete';
const CONTEXT = 'POST /api/rem-registrationbizweb/taskItem/approvalContext';

const approvalContext = {
  uuid: 'u-1', bizSn: 'BIZ0001', appId: '550210', bizTypeName: '企业挂牌',
  applicant: { id: 'u-org', name: '李娜' }, submittedAt: 1_700_000_000, parties: [], memos: [], changes: null, charge: null,
};

function approveServer() {
  return fakeApi({
    [CONTEXT]: () => ({ data: approvalContext }),
    [COMPILED]: () => ({ data: shareTransferForm('PreliminaryApprove') }),
    [DETAIL]: () => ({ data: detailOf() }),
    [COMPLETE]: () => ({ data: { uuid: 'u-1', bizSn: 'BIZ0001', status: 'running', currentNode: 'RecheckApprove' } }),
  });
}

const approveAt = (path: string, element: JSX.Element) =>
  renderRoutes(
    [
      { path, element },
      { path: '/queryPage/bjotcTaskItem2', element: <div data-testid="my-todos" /> },
    ],
    `${path}?uuid=u-1&bizSn=BIZ0001&taskNo=7&nodeId=PreliminaryApprove`,
  );

const memoBox = () => document.getElementById('root_memo') as HTMLTextAreaElement;
const completed = (api: ReturnType<typeof fakeApi>) => api.of(COMPLETE).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);

describe('the submit prefixes of 02 §5', () => {
  // spec: 02§5.15
  it('prefix a memo once, and leave an empty one empty (审批意见为必填项 stays the server\'s)', () => {
    expect(prefixedMemo('同意', '挂牌信息：')).toBe('挂牌信息：同意');
    expect(prefixedMemo('挂牌信息：同意', '挂牌信息：')).toBe('挂牌信息：同意');
    expect(prefixedMemo('', '挂牌信息：')).toBe('');
    expect(prefixedMemo('同意', undefined)).toBe('同意');
  });
});

describe('the listing and trust pages of the process group', () => {
  beforeEach(() => signedIn());

  // spec: 02§2.6 01§2.40
  it('/process/listedApplys opens the listing flow 550210 whatever the query says', async () => {
    const api = fakeApi({ [FORM]: () => ({ data: workflowOf('550210', '企业挂牌', 'listing') }) });
    renderRoutes([{ path: '/process/listedApplys', element: <ListedApplyPage /> }], '/process/listedApplys?appId=550004');
    expect(await screen.findByTestId('form-title')).toHaveTextContent('企业挂牌申请');
    expect(api.of(FORM)[0].params).toMatchObject({ appId: '550210', nodeId: 'apply' });
    // the three-year financial tables are part of it
    expect(await screen.findAllByTestId('finance-table')).not.toHaveLength(0);
  });

  it('/process/listedApplys shows the entry rule\'s refusal', async () => {
    fakeApi({ [FORM]: () => ({ status: 400, msg: '企业需要先托管再办理挂牌业务！' }) });
    renderRoutes([{ path: '/process/listedApplys', element: <ListedApplyPage /> }], '/process/listedApplys');
    expect(await screen.findByTestId('apply-refused')).toHaveTextContent('企业需要先托管再办理挂牌业务！');
  });

  // spec: 02§2.6 01§2.40
  it('/process/listedTrustApply drives the custody flow 550114', async () => {
    const api = fakeApi({ [FORM]: () => ({ data: workflowOf('550114', '企业托管', 'company_registration') }) });
    renderRoutes([{ path: '/process/listedTrustApply', element: <ListedTrustApplyPage /> }], '/process/listedTrustApply');
    await screen.findByTestId('form-title');
    expect(api.of(FORM)[0].params).toMatchObject({ appId: '550114', nodeId: 'apply' });
  });

  // spec: 02§5 挂牌信息： 02§5 托管信息： 02§5 审批处理：
  it.each([
    ['/process/listedApproves', <ListedApprovePage key="l" />, '挂牌信息：材料齐全'],
    ['/process/listedTrustApprove', <ListedTrustApprovePage key="t" />, '托管信息：材料齐全'],
    ['/process/memberApproves', <MemberApprovePage key="m" />, '审批处理：材料齐全'],
    ['/process/memberReviseApproves', <MemberReviseApprovePage key="r" />, '审批处理：材料齐全'],
  ])('%s submits the memo under its prefix and returns to the to-do list', async (path, element, memo) => {
    const api = approveServer();
    approveAt(path, element);
    await waitFor(() => expect(memoBox()).not.toBeNull());
    await userEvent.type(memoBox(), '材料齐全');
    await userEvent.click(screen.getByRole('button', { name: '通过' }));
    expect(await screen.findByTestId('my-todos')).toBeInTheDocument();
    expect(completed(api)[0]).toMatchObject({ uuid: 'u-1', taskNo: 7, action: 'approve', memo });
  });

  // spec: 02§5.15
  it('an approval without a memo sends none: the server\'s 审批意见为必填项 is shown', async () => {
    const api = fakeApi({
      [CONTEXT]: () => ({ data: approvalContext }),
      [COMPILED]: () => ({ data: shareTransferForm('PreliminaryApprove') }),
      [DETAIL]: () => ({ data: detailOf() }),
      [COMPLETE]: () => ({ status: 400, msg: '审批意见为必填项' }),
    });
    approveAt('/process/listedApproves', <ListedApprovePage />);
    await userEvent.click(await screen.findByRole('button', { name: '通过' }));
    expect(await screen.findByTestId('approve-failure')).toHaveTextContent('审批意见为必填项');
    expect(completed(api)[0]).toMatchObject({ memo: '' });
  });

  // spec: 02§2.6 01§2.40
  it('/process/listedDetails shows a listing and refuses another business', async () => {
    fakeApi({
      [DETAIL]: (config) => {
        const bizSn = (JSON.parse(String(config.data)) as { bizSn: string }).bizSn;
        return { data: bizSn === 'L1' ? detailOf({ appId: '550210', bizSn: 'L1', bizTypeName: '企业挂牌' }) : detailOf() };
      },
      [COMPILED]: () => ({ data: shareTransferForm('apply') }),
    });
    const { unmount } = renderRoutes([{ path: '/process/listedDetails', element: <ListedDetailPage /> }], '/process/listedDetails?bizSn=L1');
    expect(await screen.findByTestId('business-detail')).toHaveTextContent('企业挂牌');
    unmount();
    renderRoutes([{ path: '/process/listedDetails', element: <ListedDetailPage /> }], '/process/listedDetails?bizSn=OTHER');
    expect(await screen.findByTestId('wrong-flow')).toHaveTextContent('550004');
  });

  // spec: 02§2.6 01§2.40
  it('/process/listedTrustDetails shows a custody application (550001 or 550114)', async () => {
    fakeApi({
      [DETAIL]: () => ({ data: detailOf({ appId: '550001', bizTypeName: '企业登记托管' }) }),
      [COMPILED]: () => ({ data: shareTransferForm('apply') }),
    });
    renderRoutes([{ path: '/process/listedTrustDetails', element: <ListedTrustDetailPage /> }], '/process/listedTrustDetails?bizSn=BIZ0001');
    expect(await screen.findByTestId('business-detail')).toHaveTextContent('企业登记托管');
  });
});
