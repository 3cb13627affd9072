import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { links } from '@/app/paths';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { detailOf, shareTransferForm, workflowOf } from './lifecycle-fakes';
import { MemberExplainPage } from './member-explain-page';
import { MemberDetialPage, MemberReviseApplyPage, MemberReviseDetailPage } from './member-pages';

const FORM = 'GET /api/rem-registrationbizweb/otc-flow/workflowform/detail';
const STARTABLE = 'GET /api/rem-registrationbizweb/flow/listStartable';
const DETAIL = 'POST /api/rem-registrationbizweb/application/detail';
const COMPILED = 'GET /api/rem-registrationbizweb/otc-flow/form/compiled';

describe('the member pages of the process group', () => {
  beforeEach(() => signedIn('member'));

  // spec: 01§2.40
  it('/process/memberExplain explains the member businesses and opens those the user may start', async () => {
    fakeApi({ [STARTABLE]: () => ({ data: [{ appId: '550013', name: '会员信息变更', category: '会员业务' }] }) });
    renderRoutes(
      [
        { path: '/process/memberExplain', element: <MemberExplainPage /> },
        { path: '/process/memberReviseApplys', element: <div data-testid="revise-page" /> },
      ],
      '/process/memberExplain',
    );
    expect(await screen.findByTestId('member-explain')).toHaveTextContent('会员业务说明');
    expect(screen.getByTestId('member-business-550012')).toHaveTextContent('会员申请');
    // 550012 is not startable here: the page says so instead of a button
    expect(await screen.findByTestId('member-start-550013')).toBeInTheDocument();
    expect(screen.queryByTestId('member-start-550012')).toBeNull();
    expect(screen.getByTestId('member-business-550012')).toHaveTextContent('当前身份不能办理该业务');
    await userEvent.click(screen.getByTestId('member-start-550013'));
    expect(await screen.findByTestId('revise-page')).toBeInTheDocument();
  });

  // spec: 01§2.40 01§2.38
  it('/process/memberReviseApplys opens 550013 with the register\'s values and shows the entry refusal', async () => {
    const defaults = { memberName: '长安证券服务有限公司', memberCode: 'M00001', memberType: '1', contactPhone: '029-88886666' };
    const api = fakeApi({ [FORM]: () => ({ data: workflowOf('550013', '会员信息变更', 'member_revise', defaults) }) });
    const { unmount } = renderRoutes([{ path: '/process/memberReviseApplys', element: <MemberReviseApplyPage /> }], '/process/memberReviseApplys');
    expect(await screen.findByTestId('form-title')).toHaveTextContent('会员信息变更');
    expect(await screen.findByDisplayValue('长安证券服务有限公司')).toBeInTheDocument();
    expect(screen.getByDisplayValue('M00001')).toBeInTheDocument();
    expect(api.of(FORM)[0].params).toMatchObject({ appId: '550013', nodeId: 'apply' });
    unmount();
    fakeApi({ [FORM]: () => ({ status: 400, msg: '您尚未登记会员信息，请先办理会员申请', data: { redirectAppId: '550012' } }) });
    renderRoutes([{ path: '/process/memberReviseApplys', element: <MemberReviseApplyPage /> }], '/process/memberReviseApplys');
    expect(await screen.findByTestId('apply-refused')).toHaveTextContent('您尚未登记会员信息，请先办理会员申请');
    expect(screen.getByTestId('apply-redirect')).toBeInTheDocument();
  });

  it.each([
    ['/process/memberDetial', <MemberDetialPage key="d" />, '550012', '会员申请'],
    ['/process/memberReviseDetail', <MemberReviseDetailPage key="r" />, '550013', '会员信息变更'],
  ])('%s shows its business and refuses another', async (path, element, appId, name) => {
    fakeApi({
      [DETAIL]: (config) => {
        const bizSn = (JSON.parse(String(config.data)) as { bizSn: string }).bizSn;
        return { data: bizSn === 'M1' ? detailOf({ appId, bizSn: 'M1', bizTypeName: name }) : detailOf() };
      },
      [COMPILED]: () => ({ data: shareTransferForm('apply') }),
    });
    const { unmount } = renderRoutes([{ path, element }], `${path}?bizSn=M1`);
    expect(await screen.findByTestId('business-detail')).toHaveTextContent(name);
    unmount();
    renderRoutes([{ path, element }], `${path}?bizSn=OTHER`);
    expect(await screen.findByTestId('wrong-flow')).toBeInTheDocument();
  });
});

describe('a to-do opens the dedicated page of its business', () => {
  const task = (appId: string, nodeId: string) => links.task({ uuid: 'u', bizSn: 'B', taskNo: '3', nodeId, appId });

  it.each([
    ['550210', '/process/listedApproves', '/process/listedApplys'],
    ['550114', '/process/listedTrustApprove', '/process/listedTrustApply'],
    ['550012', '/process/memberApproves', '/process/memberApplys'],
    ['550013', '/process/memberReviseApproves', '/process/memberReviseApplys'],
  ])('%s: review at %s, a returned one at %s', (appId, approve, apply) => {
    expect(task(appId, 'PreliminaryApprove')).toBe(`${approve}?uuid=u&bizSn=B&taskNo=3&nodeId=PreliminaryApprove`);
    expect(task(appId, 'UpdateApplyApprove')).toBe(`${apply}?nodeId=UpdateApplyApprove&uuid=u&bizSn=B&src=bjotcTaskItem2`);
  });

  it('other businesses keep the generic pages', () => {
    expect(task('550004', 'RecheckApprove')).toBe('/process/approve?uuid=u&bizSn=B&taskNo=3&nodeId=RecheckApprove');
    expect(task('550004', 'UpdateApplyApprove')).toBe('/process/apply?appId=550004&nodeId=UpdateApplyApprove&uuid=u&bizSn=B&src=bjotcTaskItem2');
  });
});
