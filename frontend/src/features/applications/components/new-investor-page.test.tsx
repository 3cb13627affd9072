import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { workflowOf } from './lifecycle-fakes';
import { NewInvestorPage } from './new-investor-page';

const FORM = 'GET /api/rem-registrationbizweb/otc-flow/workflowform/detail';
const SAVE = 'POST /api/rem-registrationbizweb/application/save';

const open = (path: string) => renderRoutes([{ path: '/newInvestor/:flowkey', element: <NewInvestorPage /> }], path);

describe('/newInvestor/{flowkey}: investor registration (550130-550132) and its change (550136)', () => {
  beforeEach(() => signedIn('mgr'));

  // spec: 02§2 /newInvestor/550130 02§2 /newInvestor/550131 02§2 /newInvestor/550132 02§2 /newInvestor/550136
  it.each(['550130', '550131', '550132', '550136'])('/newInvestor/%s opens the investor form of that flow at apply', async (appId) => {
    const api = fakeApi({ [FORM]: () => ({ data: workflowOf(appId, '投资者登记', 'investor_personal') }) });
    open(`/newInvestor/${appId}`);
    expect(await screen.findByTestId('form-title')).toHaveTextContent('投资者登记');
    expect(screen.getByTestId('submit-button')).toBeInTheDocument();
    expect(api.of(FORM)[0].params).toMatchObject({ appId, nodeId: 'apply' });
  });

  // spec: 02§2.9 01§2.38
  it('保存 keeps the user on /newInvestor/{flowkey}, the draft in the query', async () => {
    const api = fakeApi({
      [FORM]: () => ({ data: workflowOf('550130', '投资者登记', 'investor_personal') }),
      [SAVE]: () => ({ data: { uuid: 'u-9', bizSn: 'BIZ0009', status: 'running', currentNode: 'apply', navigate: null } }),
      'POST /api/rem-registrationbizweb/application/detail': () => ({ data: null }),
    });
    const view = open('/newInvestor/550130');
    await userEvent.click(await screen.findByTestId('save-button'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(SAVE)[0].data))).toMatchObject({ appId: '550130' });
    expect(view.router.state.location.pathname).toBe('/newInvestor/550130');
    expect(new URLSearchParams(view.router.state.location.search).get('uuid')).toBe('u-9');
  });

  it('a key that is not an investor registration is not this page', async () => {
    fakeApi({});
    open('/newInvestor/550026');
    expect(await screen.findByTestId('wrong-flow')).toHaveTextContent('该页面不办理此业务：550026');
  });

  it('a failed load shows the server message and no form', async () => {
    fakeApi({ [FORM]: () => ({ status: 400, msg: '当前身份不能办理该业务' }) });
    open('/newInvestor/550131');
    expect(await screen.findByTestId('apply-refused')).toHaveTextContent('当前身份不能办理该业务');
    expect(screen.queryByTestId('form-title')).toBeNull();
  });
});
