import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { InvestorRiskPage } from './investor-risk-page';
import { workflowOf } from './lifecycle-fakes';

const FORM = 'GET /api/rem-registrationbizweb/otc-flow/workflowform/detail';

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/investor/:flowkey', element: <InvestorRiskPage /> },
      { path: '/550026/answer', element: <div data-testid="risk-answers" /> },
    ],
    path,
  );

describe('/investor/{flowkey}: the risk assessment (550026, 550091)', () => {
  beforeEach(() => signedIn('personalholder'));

  it.each(['550026', '550091'])('/investor/%s opens that flow\'s questionnaire at apply, with the way to the results', async (appId) => {
    const api = fakeApi({ [FORM]: () => ({ data: workflowOf(appId, '投资者风险测评', 'risk_assessment', { accountNumber: '1000000001' }) }) });
    open(`/investor/${appId}`);
    expect(await screen.findByTestId('form-title')).toHaveTextContent('投资者风险测评');
    expect(screen.getByText('1. 您的年龄段')).toBeInTheDocument();
    expect(screen.getByTestId('risk-results-link')).toHaveTextContent('查看测评结果');
    expect(api.of(FORM)[0].params).toMatchObject({ appId, nodeId: 'apply' });
  });

  it('another key is not this page: a warning and no call', async () => {
    const api = fakeApi({});
    open('/investor/550130');
    expect(await screen.findByTestId('wrong-flow')).toHaveTextContent('该页面不办理此业务：550130');
    expect(api.calls.filter((c) => c.url?.includes('workflowform'))).toHaveLength(0);
  });

  // spec: 02§4.12 02§2.9
  it('an entry rule refusing (an uncertified organisation) shows its message and the way back', async () => {
    fakeApi({ [FORM]: () => ({ status: 400, msg: '请先进行机构投资者认证' }) });
    open('/investor/550026');
    expect(await screen.findByTestId('apply-refused')).toHaveTextContent('请先进行机构投资者认证');
    expect(screen.queryByTestId('submit-button')).toBeNull();
  });
});
