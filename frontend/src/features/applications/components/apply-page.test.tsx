import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { destinationOf, voucherPoll } from '../hooks/use-after-submit';
import { ApplyPage } from './apply-page';
import { detailOf, shareTransferForm, transferData } from './lifecycle-fakes';

const SUBMIT = 'POST /api/rem-registrationbizweb/application/submit';
const VOUCHER_UUID = 'GET /api/rem-registrationbizweb/statement/getUUIDByBizSn';
const answer = { uuid: 'u-1', bizSn: 'BIZ0001', status: 'running', currentNode: 'PreliminaryApprove', navigate: null };
/** A business that completed on submit: only it has (or will soon have) a voucher. */
const completed = { ...answer, status: 'approved', currentNode: null };

function server(submit: (body: Record<string, unknown>) => FakeAnswer, detail = detailOf(), extra: Record<string, () => FakeAnswer> = {}) {
  return fakeApi({
    ...extra,
    'GET /api/rem-registrationbizweb/otc-flow/workflowform/detail': () => ({
      data: { appId: '550004', bizTypeName: '股份转让', formId: 'share_transfer', nodeId: 'apply', form: shareTransferForm('apply'), defaults: {} },
    }),
    'POST /api/rem-registrationbizweb/application/detail': () => ({ data: detail }),
    [SUBMIT]: (config) => submit(JSON.parse(String(config.data)) as Record<string, unknown>),
  });
}

function open(query: string) {
  return renderRoutes(
    [
      { path: '/process/apply', element: <ApplyPage /> },
      { path: '/queryPage/bizApplication2', element: <div data-testid="my-applications" /> },
      { path: '/queryPage/bjotcTaskItem2', element: <div data-testid="my-todos" /> },
      { path: '/process_pdf', element: <div data-testid="voucher" /> },
      { path: '/process/detial', element: <div data-testid="final-node-detail" /> },
    ],
    `/process/apply?${query}`,
  );
}

/** A returned application opened from the to-do list: the form holds its stored data. */
const revise = 'appId=550004&nodeId=UpdateApplyApprove&uuid=u-1&bizSn=BIZ0001&src=bjotcTaskItem2';
const dialog = async (text: string | RegExp) => (await screen.findByText(text)).closest('.ant-modal-content') as HTMLElement;

describe('the apply page (spec 02 §4 submit flow)', () => {
  const saved = { ...voucherPoll };
  beforeEach(() => signedIn('personal_demo' as never));
  afterEach(() => Object.assign(voucherPoll, saved));

  // spec: 02§5.15 02§4.18
  it('validates in the browser first: 提示 with 【label】message, and nothing is sent', async () => {
    const api = server(() => ({ data: answer }));
    open('appId=550004&nodeId=apply');
    await userEvent.click(await screen.findByTestId('submit-button'));
    const first = await screen.findByTestId('form-first-error');
    expect(first).toHaveTextContent('【转让类型】请选择转让类型');
    expect(within(first.closest('.ant-modal-content') as HTMLElement).getAllByText('提示').length).toBeGreaterThan(0);
    expect(api.of(SUBMIT)).toHaveLength(0);
  });

  // spec: 02§4.11
  it('an entry rule refusing at open shows its message and the way back, before any filling in', async () => {
    fakeApi({
      'GET /api/rem-registrationbizweb/otc-flow/workflowform/detail': () => ({ status: 400, msg: '当前身份不能办理该业务' }),
    });
    open('appId=550140&nodeId=apply');
    expect(await screen.findByTestId('apply-refused')).toHaveTextContent('当前身份不能办理该业务');
    expect(screen.getByRole('button', { name: /返\s?回/ })).toBeInTheDocument();
    expect(screen.queryByTestId('submit-button')).toBeNull();
  });

  it('a refusal at open that names the business to do first offers its apply page', async () => {
    fakeApi({
      'GET /api/rem-registrationbizweb/otc-flow/workflowform/detail': (config) =>
        (config.params as Record<string, string>).appId === '550091'
          ? { status: 400, msg: '未进行机构投资者认证，请先进行机构投资者认证', data: { redirectAppId: '550032' } }
          : { data: { appId: '550032', bizTypeName: '机构投资者认证', formId: 'share_transfer', nodeId: 'apply', form: shareTransferForm('apply'), defaults: {} } },
    });
    const view = open('appId=550091&nodeId=apply');
    expect(await screen.findByTestId('apply-refused')).toHaveTextContent('未进行机构投资者认证，请先进行机构投资者认证');
    await userEvent.click(screen.getByTestId('apply-redirect'));
    await waitFor(() => expect(view.router.state.location.search).toBe('?appId=550032&nodeId=apply'));
    expect(await screen.findByTestId('submit-button')).toBeInTheDocument();
  });

  it('a refused submit that names the business to do first goes there from 提示', async () => {
    server(() => ({ status: 400, msg: '未进行机构投资者认证，请先进行机构投资者认证', data: { redirectAppId: '550032' } }));
    const view = open(revise);
    await userEvent.click(await screen.findByTestId('submit-button'));
    expect(await screen.findByTestId('submit-failure')).toHaveTextContent('未进行机构投资者认证，请先进行机构投资者认证');
    await userEvent.click(within(await dialog('未进行机构投资者认证，请先进行机构投资者认证')).getByRole('button', { name: '前往办理' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?appId=550032&nodeId=apply'));
  });

  // spec: 02§4.3
  it('a new application opens with the flow\'s start defaults', async () => {
    fakeApi({
      'GET /api/rem-registrationbizweb/otc-flow/workflowform/detail': () => ({
        data: { appId: '550004', bizTypeName: '股份转让', formId: 'share_transfer', nodeId: 'apply', form: shareTransferForm('apply'), defaults: { productCode: '100001' } },
      }),
    });
    open('appId=550004&nodeId=apply');
    expect(await screen.findByDisplayValue('100001')).toBeInTheDocument();
  });

  // spec: 02§4.18
  it('保存 keeps an incomplete draft unchecked, says 保存成功 and carries its uuid on', async () => {
    const saved = { uuid: 'u-9', bizSn: 'BIZ0009', status: 'running', currentNode: 'apply', navigate: null };
    const api = server(() => ({ data: answer }), detailOf(), {
      'POST /api/rem-registrationbizweb/application/save': () => ({ data: saved }),
    });
    open('appId=550004&nodeId=apply');
    await userEvent.click(await screen.findByTestId('save-button'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const [body] = api.of('POST /api/rem-registrationbizweb/application/save').map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);
    expect(body).toMatchObject({ appId: '550004' });
    expect(body.uuid).toBeUndefined();
    expect(screen.queryByTestId('form-first-error')).toBeNull();
    expect(api.of(SUBMIT)).toHaveLength(0);
    await waitFor(() => expect(api.of('POST /api/rem-registrationbizweb/application/detail').length).toBeGreaterThan(0));
  });

  // spec: 02§4.16 02§8.18
  it('a rule asking to confirm (428) is shown; OK resends with confirmed and a fresh key', async () => {
    const api = server((body) =>
      body.confirmed ? { data: answer } : { status: 428, msg: '有1条股东信息未确权，是否继续办理？', data: { needsConfirmation: true } },
    );
    open(revise);
    await userEvent.click(await screen.findByTestId('submit-button'));
    expect(await screen.findByTestId('submit-confirm')).toHaveTextContent('有1条股东信息未确权，是否继续办理？');
    await userEvent.click(within(await dialog('有1条股东信息未确权，是否继续办理？')).getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('submit-success')).toHaveTextContent('提交成功');
    const [first, second] = api.of(SUBMIT).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);
    expect(first).toMatchObject({ appId: '550004', uuid: 'u-1', formData: transferData });
    expect(first.confirmed).toBeUndefined();
    expect(second).toMatchObject({ appId: '550004', uuid: 'u-1', confirmed: true });
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('the sums and the flow\'s question are confirmed apart: the sums by their texts, then the question', async () => {
    const sums = '财务数据：2025年资产总计（2300）不等于负债合计（700）与所有者权益合计（1500）之和（2200）。请核对，确认无误后继续提交';
    const question = '有1条股东信息未确权，是否继续办理？';
    const api = server((body) => {
      const warnings = (body.confirmedWarnings ?? []) as string[];
      if (!warnings.includes(sums)) return { status: 428, msg: sums, data: { needsConfirmation: true, warnings: [sums] } };
      if (!body.confirmed) return { status: 428, msg: question, data: { needsConfirmation: true } };
      return { data: answer };
    });
    open(revise);
    await userEvent.click(await screen.findByTestId('submit-button'));
    await userEvent.click(within(await dialog(sums)).getByRole('button', { name: '确定' }));
    await userEvent.click(within(await dialog(question)).getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('submit-success')).toHaveTextContent('提交成功');
    const [first, second, third] = api.of(SUBMIT).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);
    expect(first.confirmed).toBeUndefined();
    expect(first.confirmedWarnings).toBeUndefined();
    // confirming the sums does not answer the flow's question
    expect(second.confirmed).toBeUndefined();
    expect(second.confirmedWarnings).toEqual([sums]);
    expect(third).toMatchObject({ confirmed: true, confirmedWarnings: [sums] });
  });

  it('a submit from the to-do list says so (source todo)', async () => {
    const api = server(() => ({ data: answer }));
    open(revise);
    await userEvent.click(await screen.findByTestId('submit-button'));
    expect(await screen.findByTestId('submit-success')).toBeInTheDocument();
    const [fromTodos] = api.of(SUBMIT).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);
    expect(fromTodos).toMatchObject({ appId: '550004', uuid: 'u-1', source: 'todo' });
  });

  it('a submit from elsewhere sends no source', async () => {
    const api = server(() => ({ data: answer }));
    open(revise.replace('&src=bjotcTaskItem2', ''));
    await userEvent.click(await screen.findByTestId('submit-button'));
    expect(await screen.findByTestId('submit-success')).toBeInTheDocument();
    const [body] = api.of(SUBMIT).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);
    expect(body.source).toBeUndefined();
  });

  // spec: 02§8.20 01§8.2
  it('a refusal shows the server msg in 提示', async () => {
    server(() => ({ status: 400, msg: '1条股东信息未确权,需确权后方能办理业务' }));
    open(revise);
    await userEvent.click(await screen.findByTestId('submit-button'));
    expect(await screen.findByTestId('submit-failure')).toHaveTextContent('1条股东信息未确权,需确权后方能办理业务');
  });

  // spec: 02§2.2 02§8.10
  it('a business still running: 提交成功 and straight back to the to-do list, no voucher question, no wait (issue 15)', async () => {
    const api = server(() => ({ data: answer }));
    open(revise);
    await userEvent.click(await screen.findByTestId('submit-button'));
    expect(await screen.findByTestId('submit-success')).toHaveTextContent(/^提交成功$/);
    expect(await screen.findByTestId('my-todos')).toBeInTheDocument();
    expect(screen.queryByText('提交成功，是否需要打印凭证？')).toBeNull();
    // no poll: the one read when the page opened
    expect(api.of('POST /api/rem-registrationbizweb/application/detail')).toHaveLength(1);
  });

  // spec: 02§8.10 02§4.15 02§2.1
  it('a business still running from 申请: 提交成功 and back to my applications', async () => {
    server(() => ({ data: answer }));
    open('appId=550004&nodeId=UpdateApplyApprove&uuid=u-1&bizSn=BIZ0001');
    await userEvent.click(await screen.findByTestId('submit-button'));
    expect(await screen.findByTestId('my-applications')).toBeInTheDocument();
    expect(screen.queryByText('提交成功，是否需要打印凭证？')).toBeNull();
  });

  // spec: 02§8.10 02§4.15
  it('a business completed on submit asks about the voucher; 否 returns to the to-do list it came from', async () => {
    server(() => ({ data: completed }));
    open(revise);
    await userEvent.click(await screen.findByTestId('submit-button'));
    await userEvent.click(within(await dialog('提交成功，是否需要打印凭证？')).getByRole('button', { name: '否' }));
    expect(await screen.findByTestId('my-todos')).toBeInTheDocument();
  });

  // spec: 02§4.15
  it('否 follows the server\'s navigate (550115 whose final node is Apply: the detail with the result)', async () => {
    const to = '/process/detial?processInstanceId=u-1&isShowResult=true&nodeId=detail&appId=550115';
    server(() => ({ data: { ...answer, status: 'approved', currentNode: null, navigate: to } }));
    const view = open(revise);
    await userEvent.click(await screen.findByTestId('submit-button'));
    await userEvent.click(within(await dialog('提交成功，是否需要打印凭证？')).getByRole('button', { name: '否' }));
    expect(await screen.findByTestId('final-node-detail')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?processInstanceId=u-1&isShowResult=true&nodeId=detail&appId=550115');
  });

  it('a navigate to the application list wins over the to-do list the page came from', async () => {
    server(() => ({ data: { ...answer, navigate: '/queryPage/bizApplication2' } }));
    open(revise);
    await userEvent.click(await screen.findByTestId('submit-button'));
    expect(await screen.findByTestId('my-applications')).toBeInTheDocument();
  });

  it('是 without a voucher goes to the server\'s navigate too', async () => {
    Object.assign(voucherPoll, { attempts: 1, intervalMs: 5 });
    server(() => ({ data: { ...completed, navigate: '/process/detial?processInstanceId=u-1&isShowResult=true&nodeId=detail&appId=550115' } }));
    open(revise);
    await userEvent.click(await screen.findByTestId('submit-button'));
    await userEvent.click(within(await dialog('提交成功，是否需要打印凭证？')).getByRole('button', { name: '是' }));
    expect(await screen.findByTestId('final-node-detail')).toBeInTheDocument();
  });

  it('only a path of this site is followed; otherwise the list it came from', () => {
    expect(destinationOf({ navigate: '/queryPage/bizApplication2' }, '/queryPage/bjotcTaskItem2')).toBe('/queryPage/bizApplication2');
    for (const navigate of [null, undefined, '', '  ', 'https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(destinationOf({ navigate }, '/queryPage/bjotcTaskItem2')).toBe('/queryPage/bjotcTaskItem2');
    }
  });

  // spec: 02§8.10 02§4.15
  it('completed on submit, 是 polls getUUIDByBizSn; without a voucher it says 流程未办结，暂时无法打印凭证 and returns to my applications', async () => {
    Object.assign(voucherPoll, { attempts: 3, intervalMs: 5 });
    const api = server(() => ({ data: completed }), detailOf(), { [VOUCHER_UUID]: () => ({ data: null }) });
    open('appId=550004&nodeId=UpdateApplyApprove&uuid=u-1&bizSn=BIZ0001');
    await userEvent.click(await screen.findByTestId('submit-button'));
    await userEvent.click(within(await dialog('提交成功，是否需要打印凭证？')).getByRole('button', { name: '是' }));
    expect(await screen.findByText('流程未办结，暂时无法打印凭证')).toBeInTheDocument();
    expect(await screen.findByTestId('my-applications')).toBeInTheDocument();
    // the three polls, each by the business serial number
    await waitFor(() => expect(api.of(VOUCHER_UUID)).toHaveLength(3));
    expect(api.of(VOUCHER_UUID).map((c) => c.params)).toEqual(Array(3).fill({ bizSn: 'BIZ0001' }));
  });

  // spec: 02§4.15
  it('是 opens the voucher page once getUUIDByBizSn answers its uuid (its documents written)', async () => {
    let polls = 0;
    server(() => ({ data: completed }), detailOf(), { [VOUCHER_UUID]: () => ({ data: (polls += 1) < 2 ? null : 'u-1' }) });
    const view = open(revise);
    await userEvent.click(await screen.findByTestId('submit-button'));
    await userEvent.click(within(await dialog('提交成功，是否需要打印凭证？')).getByRole('button', { name: '是' }));
    expect(await screen.findByTestId('voucher')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?uuid=u-1');
  });

  describe('the blockchain notice (spec 02 §4)', () => {
    const PARAM = 'GET /api/blade-system/param-biz/detail';
    const param = (paramValue: string) => ({ [PARAM]: () => ({ data: { paramKey: 'blockchain.isOpen', paramValue, paramName: '区块链存证开关' } }) });

    // spec: 02§7.17 02§9.8 02§4.18
    it('shows 业务申请成功办结后，将会进行区块链存证 when blockchain.isOpen is "true"', async () => {
      const api = server(() => ({ data: answer }), detailOf(), param('true'));
      open('appId=550004&nodeId=apply');
      expect(await screen.findByTestId('blockchain-notice')).toHaveTextContent('业务申请成功办结后，将会进行区块链存证');
      expect(api.of(PARAM)[0].params).toEqual({ paramKey: 'blockchain.isOpen' });
    });

    it('shows nothing for any other value', async () => {
      const api = server(() => ({ data: answer }), detailOf(), param('false'));
      open('appId=550004&nodeId=apply');
      await screen.findByTestId('form-title');
      await waitFor(() => expect(api.of(PARAM)).toHaveLength(1));
      expect(screen.queryByTestId('blockchain-notice')).toBeNull();
    });

    it('a missing parameter is a switch left off: no notice and no error dialog', async () => {
      const tip = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const api = server(() => ({ data: answer }), detailOf(), { [PARAM]: () => ({ status: 404, msg: '参数不存在' }) });
      open('appId=550004&nodeId=apply');
      await screen.findByTestId('form-title');
      await waitFor(() => expect(api.of(PARAM)).toHaveLength(1));
      expect(screen.queryByTestId('blockchain-notice')).toBeNull();
      expect(tip).not.toHaveBeenCalled();
      tip.mockRestore();
    });
  });
});
