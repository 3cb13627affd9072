import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { detailOf, workflowOf } from './lifecycle-fakes';
import { MemberApplyPage } from './member-apply-page';

const FORM = 'GET /api/rem-registrationbizweb/otc-flow/workflowform/detail';
const DETAIL = 'POST /api/rem-registrationbizweb/application/detail';

const open = (query = '') => renderRoutes([{ path: '/process/memberApplys', element: <MemberApplyPage /> }], `/process/memberApplys${query}`);

describe('/process/memberApplys: 会员申请 550012', () => {
  beforeEach(() => signedIn('member'));

  // spec: 02§2.6
  it('opens the member form of 550012 at apply, whatever appId the query says', async () => {
    const api = fakeApi({ [FORM]: () => ({ data: workflowOf('550012', '会员申请', 'member') }) });
    open('?appId=550004');
    expect(await screen.findByTestId('form-title')).toHaveTextContent('会员申请');
    expect(api.of(FORM)[0].params).toMatchObject({ appId: '550012', nodeId: 'apply' });
  });

  it('a returned application opens with its stored data at UpdateApplyApprove', async () => {
    const api = fakeApi({
      [FORM]: () => ({ data: workflowOf('550012', '会员申请', 'member') }),
      [DETAIL]: () => ({ data: detailOf({ appId: '550012', formId: 'member', formData: { memberName: '秦川证券', jbrName: '王五', jbrPhone: '13800000000' } }) }),
    });
    open('?nodeId=UpdateApplyApprove&uuid=u-1&bizSn=BIZ0001');
    expect(await screen.findByDisplayValue('秦川证券')).toBeInTheDocument();
    expect(screen.getByText('修改申请')).toBeInTheDocument();
    expect(api.of(FORM)[0].params).toMatchObject({ appId: '550012', nodeId: 'UpdateApplyApprove', uuid: 'u-1' });
  });

  it('a failed load shows the server message', async () => {
    fakeApi({ [FORM]: () => ({ status: 400, msg: '当前身份不能办理该业务' }) });
    open();
    expect(await screen.findByTestId('apply-refused')).toHaveTextContent('当前身份不能办理该业务');
  });
});
