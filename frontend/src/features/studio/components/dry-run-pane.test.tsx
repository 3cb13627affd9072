import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import type { DryRunReport } from '../api/studio-types';
import { DryRunPane } from './dry-run-pane';
import { migrationCandidates } from './migrate-panel';
import { flowDetail, studio } from './studio-fakes';

const report: DryRunReport = {
  base: 3,
  examined: 3,
  replayed: 2,
  unrecorded: 1,
  differing: 1,
  instances: [
    {
      uuid: 'u1', bizSn: 'YW2026000001', status: 'running', flowVersion: 2, steps: 3,
      difference: { step: 2, action: 'approve', node: 'firstReview', kind: 'node', recorded: 'secondReview', now: 'end', message: '审批后去向不同' },
    },
    { uuid: 'u2', bizSn: 'YW2026000002', status: 'running', flowVersion: 2, steps: 2, difference: null },
    { uuid: 'u3', bizSn: 'YW2026000003', status: 'running', flowVersion: 1, steps: 0, difference: null },
  ],
};

const open = () => renderAt(<DryRunPane appId="550004" versions={flowDetail(false).versions} dirty={false} />);

describe('the dry-run pane', () => {
  beforeEach(() => signedIn('mgr'));

  it('replays the chosen number of instances and shows the totals and each difference in Chinese', async () => {
    const api = fakeApi({ [studio('dry-run', 'POST')]: () => ({ data: report }) });
    open();
    const limit = screen.getByRole('spinbutton', { name: '最近实例数' });
    expect(limit).toHaveValue('20');
    await userEvent.clear(limit);
    await userEvent.type(limit, '50');
    await userEvent.click(screen.getByRole('button', { name: '试运行' }));

    const totals = await screen.findByTestId('dry-run-totals');
    expect(totals).toHaveTextContent('检查实例3已重放2无步骤记录1有差异1');
    expect(JSON.parse(String(api.of(studio('dry-run', 'POST'))[0].data))).toEqual({ appId: '550004', limit: 50 });

    const difference = screen.getByTestId('difference-YW2026000001');
    expect(within(difference).getByText('路径不同')).toBeInTheDocument();
    expect(difference).toHaveTextContent('审批后去向不同');
    expect(difference).toHaveTextContent('第 2 步 · approve · 节点 firstReview');
    expect(difference).toHaveTextContent('当时：secondReview');
    expect(difference).toHaveTextContent('现在：end');
    const table = screen.getByTestId('dry-run-table');
    expect(within(table).getAllByText('办理中')).toHaveLength(3);
    expect(within(table).getByText('一致')).toBeInTheDocument();
    expect(within(table).getByText('无记录')).toBeInTheDocument();
  });

  it('migrates only the recorded running instances without a difference to the latest version', async () => {
    const api = fakeApi({
      [studio('dry-run', 'POST')]: () => ({ data: report }),
      [studio('migrate', 'POST')]: () => ({
        data: { migrated: [{ uuid: 'u2', bizSn: 'YW2026000002', fromVersion: 2, toVersion: 3 }], refused: [] },
      }),
    });
    open();
    await userEvent.click(screen.getByRole('button', { name: '试运行' }));
    await userEvent.click(await screen.findByRole('button', { name: '迁移 1 个无差异的办理中实例到 v3' }));
    await waitFor(() => expect(api.of(studio('migrate', 'POST'))).toHaveLength(1));
    expect(JSON.parse(String(api.of(studio('migrate', 'POST'))[0].data))).toEqual({ appId: '550004', toVersion: 3, uuids: ['u2'] });
    expect(await screen.findByText('已迁移 1 个，拒绝 0 个')).toBeInTheDocument();
    expect(screen.getByText('YW2026000002：v2 → v3')).toBeInTheDocument();
  });

  it('never offers an instance already on the target version', () => {
    expect(migrationCandidates(report.instances, 2).map((i) => i.uuid)).toEqual([]);
  });
});
