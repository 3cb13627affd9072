import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../api/lifecycle-types';
import { executedPath } from './executed-path';

const at = (n: number) => 1_700_000_000_000 + n;
const h = (node: string, event: HistoryEntry['event'], extra: Partial<HistoryEntry> = {}, n = 0): HistoryEntry => ({
  at: at(n), actor: 'u', node, task: null, event, memo: null, ...extra,
});

describe('the executed path', () => {
  it('follows a return and a resubmission to the end (the server\'s history shape)', () => {
    const history = [
      h('start', 'started'),
      h('apply', 'acted', { action: 'submit' }),
      h('PreliminaryApprove', 'returnedTo', { to: 'UpdateApplyApprove', memo: '请修改' }),
      h('UpdateApplyApprove', 'acted', { action: 'submit' }),
      h('PreliminaryApprove', 'acted', { action: 'approve' }),
      h('RecheckApprove', 'acted', { action: 'approve' }),
      h('effect', 'effect', { effect: 'transferShares' }),
      h('approved', 'ended', { outcome: 'approved' }),
    ];
    const path = executedPath({ history, status: 'approved', currentNode: null });
    expect(path.map((s) => [s.node, s.status, s.action])).toEqual([
      ['apply', 'finish', undefined],
      ['PreliminaryApprove', 'finish', 'return'],
      ['UpdateApplyApprove', 'finish', 'submit'],
      ['PreliminaryApprove', 'finish', 'approve'],
      ['RecheckApprove', 'finish', 'approve'],
      ['approved', 'finish', undefined],
    ]);
  });

  it('marks a rejection once and shows a running application\'s remaining steps as waiting', () => {
    const rejected = executedPath({
      history: [h('start', 'started'), h('apply', 'acted', { action: 'submit' }), h('PreliminaryApprove', 'acted', { action: 'reject' }), h('rejected', 'ended', { outcome: 'rejected' })],
      status: 'rejected',
      currentNode: null,
    });
    expect(rejected.map((s) => s.status)).toEqual(['finish', 'error']);
    const running = executedPath({ history: [h('start', 'started'), h('apply', 'acted', { action: 'submit' })], status: 'running', currentNode: 'PreliminaryApprove' });
    expect(running.map((s) => [s.node, s.status])).toEqual([
      ['apply', 'finish'],
      ['PreliminaryApprove', 'process'],
      ['RecheckApprove', 'wait'],
      ['approved', 'wait'],
    ]);
  });
});
