import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import type { RecordedPath } from '../api/get-recorded-path';
import type { FlowView } from '../api/studio-types';
import { FlowGraphTab } from './flow-graph-tab';
import { studio } from './studio-fakes';

// React Flow reads the zoom transform and sizes with browser APIs jsdom lacks
beforeAll(() => {
  class DOMMatrixReadOnlyStub {
    m22 = 1;
  }
  Object.assign(globalThis, { DOMMatrixReadOnly: DOMMatrixReadOnlyStub });
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: { configurable: true, get: () => 100 },
    offsetWidth: { configurable: true, get: () => 100 },
  });
});

const bare = { assignee: null, effect: null, outcome: null, formMode: null, editable: null };
const view: FlowView = {
  appId: '550008',
  name: '股份质押',
  nodes: [
    { id: 'start', name: '', kind: 'start', ...bare },
    { id: 'apply', name: '申请', kind: 'userTask', ...bare, assignee: 'applicant', formMode: 'edit', editable: 3 },
    { id: 'PreliminaryApprove', name: '初审', kind: 'userTask', ...bare, assignee: ['first_reviewer'], formMode: 'readonly' },
    { id: 'approved', name: '办结', kind: 'end', ...bare, outcome: 'approved' },
  ],
  edges: [
    { from: 'start', to: 'apply', condition: null, default: false, kind: 'sequence' },
    { from: 'apply', to: 'PreliminaryApprove', condition: null, default: false, kind: 'sequence' },
    { from: 'PreliminaryApprove', to: 'approved', condition: null, default: false, kind: 'sequence' },
  ],
};
const recorded: RecordedPath = {
  bizSn: 'YW2026000008',
  appId: '550008',
  flowVersion: 1,
  status: 'running',
  steps: [
    { node: 'start', event: 'started', at: 1 },
    { node: 'apply', event: 'acted', action: 'submit', at: 2 },
  ],
  open: ['PreliminaryApprove'],
};

describe('the graph tab', () => {
  beforeEach(() => signedIn('mgr'));

  it('asks for the path of the business number typed and marks it on the graph', async () => {
    const api = fakeApi({
      [studio('path')]: () => ({ data: recorded }),
      [studio('recent-applications')]: () => ({ data: [] }),
    });
    renderAt(<FlowGraphTab appId="550008" view={view} problems={[]} selectedNode={null} onSelectNode={() => {}} />);
    expect(screen.getByTestId('flow-node-apply')).not.toHaveClass('on-path');
    await userEvent.type(screen.getByRole('combobox', { name: '已记录申请的业务编号：在图上标出它走过的路径' }), 'YW2026000008');
    await userEvent.click(screen.getByRole('button', { name: '标出路径' }));
    expect(await screen.findByTestId('flow-path-summary')).toHaveTextContent('YW2026000008550008 v1 · 经过 3 个节点 · 状态 running');
    expect(api.of(studio('path'))[0].params).toEqual({ bizSn: 'YW2026000008' });
    expect(api.of(studio('recent-applications'))[0].params).toEqual({ appId: '550008' });
    expect(screen.getByTestId('flow-node-apply')).toHaveClass('on-path');
    expect(screen.getByTestId('flow-node-PreliminaryApprove')).toHaveClass('is-current');
    expect(screen.getByTestId('flow-node-approved')).not.toHaveClass('on-path');

    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    await waitFor(() => expect(screen.getByTestId('flow-node-apply')).not.toHaveClass('on-path'));
  });

  it('says why when the application is not found', async () => {
    fakeApi({ [studio('path')]: () => ({ status: 404, success: false, msg: '申请不存在' }) });
    renderAt(<FlowGraphTab appId="550008" view={view} problems={[]} selectedNode={null} onSelectNode={() => {}} />);
    await userEvent.type(screen.getByRole('combobox', { name: '已记录申请的业务编号：在图上标出它走过的路径' }), 'NO-SUCH');
    await userEvent.click(screen.getByRole('button', { name: '标出路径' }));
    expect(await screen.findByTestId('flow-path-error')).toHaveTextContent('申请不存在');
  });
});
