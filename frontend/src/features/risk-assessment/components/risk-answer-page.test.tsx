import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { routes } from '@/app/router';
import { shellHandlers, signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { RiskAnswerPage } from './risk-answer-page';

const QUESTION = 'GET /api/rem-registrationmgrweb/shareHolderQuestion/queryShareHolderQuestion';
const INFO = 'POST /api/rem-registrationbizweb/user/getCurrentUserInfo';

const sheet = {
  questions: [
    { prop: 'q1', title: '1. 您的年龄段', answer: 'B. 31-50岁', score: 4 },
    { prop: 'q2', title: '2. 您的投资经验', answer: 'C. 5年以上', score: 6 },
  ],
  score: 10,
  level: 'C3',
  typeName: '私募股权类',
};
const row = {
  bizTypeName: '投资者风险测评',
  productTypeName: '私募股权类',
  riskTestTime: '2024-03-01 10:20:30',
  fraction: 10,
  productRiskLevel: 'C3',
  ruleFormTotalData: JSON.stringify(sheet),
};
const share = {
  holderUuid: 'h-1', accountNumber: '1000000001', holderName: '张三', holderAccountStatus: 1,
  companyId: null, productId: null, organType: 2, organTypeId: null,
};

function open(path = '/550026/answer') {
  return renderRoutes([{ path: '/550026/answer', element: <RiskAnswerPage /> }], path);
}

describe('the risk-assessment results (/550026/answer)', () => {
  beforeEach(() => signedIn('personalholder'));

  // spec: 02§7.16 02§2.20
  it('lists the results of the account in the query', async () => {
    const api = fakeApi({ [QUESTION]: () => ({ data: [row] }) });
    open('/550026/answer?accountNumber=2000000002');
    expect(await screen.findByText('投资者风险测评')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['业务类型', '产品类型', '测评时间', '测评得分', '风险等级', '操作']);
    const line = screen.getByText('投资者风险测评').closest('tr') as HTMLElement;
    for (const text of ['私募股权类', '2024-03-01 10:20:30', '10', 'C3']) expect(within(line).getByText(text)).toBeInTheDocument();
    expect(api.of(QUESTION)).toHaveLength(1);
    expect(api.of(QUESTION)[0].params).toEqual({ accountNumber: '2000000002' });
    expect(api.of(INFO)).toHaveLength(0);
    expect(screen.getByTestId('risk-account')).toHaveTextContent('登记账号：2000000002');
  });

  it('defaults to the current holder account of the session', async () => {
    const api = fakeApi({
      [INFO]: () => ({ data: userInfo('personalholder', 2, { shareAccountInfo: share }) }),
      [QUESTION]: () => ({ data: [row] }),
    });
    open();
    expect(await screen.findByText('投资者风险测评')).toBeInTheDocument();
    expect(api.of(QUESTION)[0].params).toEqual({ accountNumber: '1000000001' });
  });

  // spec: 02§2.20 02§5.13
  it('查看 lists every question with its answer and score', async () => {
    fakeApi({ [QUESTION]: () => ({ data: [row] }) });
    open('/550026/answer?accountNumber=1000000001');
    await userEvent.click(await screen.findByRole('button', { name: '查看 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('测评详情')).toBeInTheDocument();
    const lines = within(within(dialog).getByTestId('risk-answer-table')).getAllByRole('row').slice(1);
    expect(lines.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent))).toEqual([
      ['1', '1. 您的年龄段', 'B. 31-50岁', '4'],
      ['2', '2. 您的投资经验', 'C. 5年以上', '6'],
    ]);
    const summary = within(dialog).getByTestId('risk-answer-summary');
    expect(summary).toHaveTextContent('私募股权类');
    expect(summary).toHaveTextContent('总分10');
    expect(summary).toHaveTextContent('风险等级C3');
  });

  it('says so when the account has no result', async () => {
    fakeApi({ [QUESTION]: () => ({ data: [] }) });
    open('/550026/answer?accountNumber=1000000001');
    expect(await screen.findByText('暂无测评结果')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // spec: 02§8.9
  it('shows the server msg when the query fails', async () => {
    fakeApi({ [QUESTION]: () => ({ success: false, msg: '登记账号不存在' }) });
    open('/550026/answer?accountNumber=9');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('登记账号不存在'));
  });

  // spec: 02§2.9
  it('is a page of the shell at /550026/answer, no longer under construction', async () => {
    fakeApi({ ...shellHandlers(userInfo('personalholder', 2, { shareAccountInfo: share })), [QUESTION]: () => ({ data: [row] }) });
    renderRoutes(routes, '/550026/answer');
    expect(await screen.findByTestId('risk-answer-page')).toBeInTheDocument();
    expect(await screen.findByText('投资者风险测评')).toBeInTheDocument();
    expect(screen.queryByTestId('under-construction')).toBeNull();
  });

  it('asks for an account when the session has none and queries nothing', async () => {
    const api = fakeApi({ [INFO]: () => ({ data: userInfo('mgr', 2) }) });
    open();
    expect(await screen.findByTestId('risk-no-account')).toBeInTheDocument();
    expect(api.of(QUESTION)).toHaveLength(0);
  });
});
