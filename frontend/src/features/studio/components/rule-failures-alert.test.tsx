import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { RuleFailuresAlert } from './rule-failures-alert';
import { studio } from './studio-fakes';

const failure = {
  appId: '550004',
  nodeId: 'apply',
  script: 'memo_required',
  line: 3,
  kind: 'runaway',
  message: 'Too many operations',
  occurredAt: '2026-11-24 10:00:00',
};

describe('the rule failures of the last hour', () => {
  beforeEach(() => signedIn('mgr'));

  it('are listed for a flow with their node, rule and line, and why', async () => {
    const api = fakeApi({ [studio('failures')]: () => ({ data: [failure] }) });
    renderAt(<RuleFailuresAlert appId="550004" />);
    expect(await screen.findByText('近一小时有1次规则运行失败，相关申请被拒绝，请修正后重新发布')).toBeInTheDocument();
    expect(screen.getByText('memo_required:3')).toBeInTheDocument();
    expect(screen.getByText('超出运行限制')).toBeInTheDocument();
    expect(screen.getByText('Too many operations')).toBeInTheDocument();
    expect(api.of(studio('failures'))[0].params).toEqual({ appId: '550004' });
  });

  it('show nothing while there are none', async () => {
    const api = fakeApi({ [studio('failures')]: () => ({ data: [] }) });
    renderAt(<RuleFailuresAlert />);
    await vi.waitFor(() => expect(api.of(studio('failures'))).toHaveLength(1));
    expect(screen.queryByTestId('rule-failures')).toBeNull();
  });
});
