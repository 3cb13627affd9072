import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import type { BenchReport } from '../api/run-bench';
import { RuleBenchPane } from './rule-bench-pane';
import { studio } from './studio-fakes';

// CodeMirror measures text through ranges, which jsdom does not lay out
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = emptyRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();

const call = studio('scripts/charge_pledge/bench', 'POST');
const source = 'max(dec_or(form.assessedValue, 0), par)';

const changed: BenchReport = {
  script: 'charge_pledge',
  kind: 'charge',
  budget: 50000,
  hasDraft: true,
  source: { bizSn: 'YW2026000001', appId: '550008', node: 'apply', action: 'submit' },
  inputs: { form: { agreementAmount: '800000' }, ctx: {}, actor: { id: 'u', roles: [], landingMode: 'orgholder' }, node: 'apply', action: 'submit' },
  draft: { version: 1, answer: { charge: '600000' }, operations: 57, failure: null },
  published: { version: 1, answer: { charge: '800000' }, operations: 61, failure: null },
  differs: true,
};

const runaway: BenchReport = {
  ...changed,
  source: null,
  draft: { version: 1, answer: null, operations: 50000, failure: { kind: 'runaway', message: '超出运算预算（50000 次操作），已停止：脚本是否死循环？', line: 2 } },
};

const open = () => renderAt(<RuleBenchPane script="charge_pledge" text={source} />);

describe('the rule bench', () => {
  beforeEach(() => signedIn('mgr'));

  it('runs the text being edited on a recorded application and shows both answers, the operations and the difference', async () => {
    const api = fakeApi({
      [call]: () => ({ data: changed }),
      [studio('recent-applications')]: () => ({
        data: [
          { bizSn: 'YW2026000001', appId: '550008', bizTypeName: '股份质押', status: 'running', currentNode: 'PreliminaryApprove', createdAt: 2 },
          { bizSn: 'YW2026000002', appId: '550009', bizTypeName: '质押解除', status: 'approved', currentNode: 'approved', createdAt: 1 },
        ],
      }),
    });
    open();
    const run = screen.getByRole('button', { name: '试算' });
    expect(run).toBeDisabled();
    // picked from the tenant's recent applications of the flows using the script
    await userEvent.click(screen.getByRole('combobox', { name: '业务编号' }));
    await userEvent.click(await screen.findByTestId('recent-YW2026000001'));
    expect(api.of(studio('recent-applications'))[0].params).toEqual({ script: 'charge_pledge' });
    expect(screen.getByRole('combobox', { name: '业务编号' })).toHaveValue('YW2026000001');
    await userEvent.click(run);

    const result = await screen.findByTestId('bench-result');
    expect(JSON.parse(String(api.of(call)[0].data))).toEqual({ bizSn: 'YW2026000001', body: source });
    expect(within(result).getByTestId('bench-source')).toHaveTextContent('申请 YW2026000001（550008）在节点 apply 的 submit · 脚本用途 charge');
    expect(within(result).getByTestId('bench-verdict')).toHaveTextContent('草稿的答复与已发布版本不同');
    expect(within(result).getByTestId('bench-draft-answer')).toHaveTextContent('收费基数 600000');
    expect(within(result).getByTestId('bench-published-answer')).toHaveTextContent('收费基数 800000');
    expect(within(result).getByTestId('bench-draft-operations')).toHaveTextContent('57 / 50000');
    expect(within(result).getByText('已发布 v1')).toBeInTheDocument();
    expect(within(result).queryByTestId('bench-draft-failure')).toBeNull();
  });

  it('runs a typed context, filled from the last recorded one, and shows a loop stopped by the budget', async () => {
    let answer = changed;
    const api = fakeApi({ [call]: () => ({ data: answer }) });
    open();
    await userEvent.type(screen.getByRole('combobox', { name: '业务编号' }), 'YW2026000001');
    await userEvent.click(screen.getByRole('button', { name: '试算' }));
    await screen.findByTestId('bench-result');

    answer = runaway;
    await userEvent.click(screen.getByText('手填上下文'));
    await userEvent.click(screen.getByRole('button', { name: '试算' }));
    await waitFor(() => expect(api.of(call)).toHaveLength(2));
    expect(JSON.parse(String(api.of(call)[1].data))).toEqual({ inputs: changed.inputs, body: source });
    expect(await screen.findByTestId('bench-draft-failure')).toHaveTextContent('超出运算预算（50000 次操作），已停止：脚本是否死循环？（第 2 行）');
    expect(screen.getByTestId('bench-draft-answer')).toHaveTextContent('无答复');
    expect(screen.getByTestId('bench-draft-operations')).toHaveTextContent('50000 / 50000');
    expect(screen.queryByTestId('bench-source')).toBeNull();
  });

  it('shows the refusal of the server where the result would be', async () => {
    fakeApi({ [call]: () => ({ status: 404, success: false, msg: '申请不存在' }) });
    open();
    await userEvent.type(screen.getByRole('combobox', { name: '业务编号' }), 'NO-SUCH');
    await userEvent.click(screen.getByRole('button', { name: '试算' }));
    expect(await screen.findByTestId('bench-error')).toHaveTextContent('申请不存在');
    expect(screen.queryByTestId('bench-result')).toBeNull();
  });
});
