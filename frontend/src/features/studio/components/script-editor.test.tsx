import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { Check, DefinitionDetail } from '../api/studio-types';
import { studio } from './studio-fakes';
import { StudioEditorPage } from './studio-editor-page';

// CodeMirror measures text through ranges, which jsdom does not lay out
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = emptyRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();

const examples = '[{"name": "质押：协议金额最大，取协议金额"}]';

const script: DefinitionDetail = {
  kind: 'script',
  key: 'charge_pledge',
  name: 'charge_pledge',
  formId: null,
  usedBy: ['550008', '550009'],
  versions: [{ version: 1, publishedBy: '仓库', publishedAt: '2026-01-01 10:00:00', reason: '仓库初始版本', running: 0 }],
  latest: { version: 1, body: 'max(dec_or(form.assessedValue, 0), par)', examples },
  draft: null,
};

const failing: Check = {
  ok: false,
  problems: [{ message: '示例「质押：协议金额最大，取协议金额」未通过：期望收费基数 800000，实得 500000', node: null, field: null, line: null, script: null }],
  graph: null,
  examples: [
    { name: '质押：协议金额最大，取协议金额', passed: false, reason: '期望收费基数 800000，实得 500000' },
    { name: '质押：面值最大，取面值', passed: true, reason: '' },
  ],
  usedBy: ['550008', '550009'],
};

describe('the editor of a script', () => {
  beforeEach(() => signedIn('mgr'));

  it('checks the source with its examples and shows each example passed or failed', async () => {
    const api = fakeApi({
      [studio('definition')]: () => ({ data: script }),
      [studio('check', 'POST')]: () => ({ data: failing }),
    });
    renderRoutes([{ path: '/formDesign/:kind/:key', element: <StudioEditorPage /> }], '/formDesign/script/charge_pledge');
    // the rule's tabs: no graph, preview or dry-run of its own
    const tab = await screen.findByRole('tab', { name: '示例（1/2 未通过）' }, { timeout: 5000 });
    expect(screen.queryByRole('tab', { name: '预览' })).toBeNull();
    expect(screen.queryByRole('tab', { name: '流程图' })).toBeNull();
    await waitFor(() => expect(api.of(studio('check', 'POST')).length).toBeGreaterThan(0));
    expect(JSON.parse(String(api.of(studio('check', 'POST'))[0].data))).toEqual({
      kind: 'script',
      key: 'charge_pledge',
      body: script.latest.body,
      examples,
    });
    // a script has no DSL schema to ask for
    expect(api.of(studio('schema'))).toHaveLength(0);

    await userEvent.click(tab);
    const pane = await screen.findByTestId('examples-pane');
    const outcomes = within(pane).getAllByTestId('example-outcome');
    expect(outcomes.map((o) => o.getAttribute('data-passed'))).toEqual(['false', 'true']);
    expect(outcomes[0]).toHaveTextContent('未通过质押：协议金额最大，取协议金额');
    expect(outcomes[0]).toHaveTextContent('期望收费基数 800000，实得 500000');
    expect(outcomes[1]).toHaveTextContent('通过质押：面值最大，取面值');
  });

  it('adds an example from a recorded application in one click', async () => {
    const added = { name: '申请 550008001 在 apply（submit）', inputs: {}, expected: { charge: '800000' } };
    const api = fakeApi({
      [studio('definition')]: () => ({ data: script }),
      [studio('check', 'POST')]: () => ({ data: failing }),
      [studio('scripts/charge_pledge/examples/fromApplication', 'POST')]: () => ({ data: { example: added, examples: [added] } }),
    });
    renderRoutes([{ path: '/formDesign/:kind/:key', element: <StudioEditorPage /> }], '/formDesign/script/charge_pledge');
    await userEvent.click(await screen.findByRole('tab', { name: '示例（1/2 未通过）' }, { timeout: 5000 }));
    const button = await screen.findByRole('button', { name: '从申请添加示例' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: '已记录申请的 uuid' }), 'app-uuid-1');
    await userEvent.click(button);
    await waitFor(() => expect(api.of(studio('scripts/charge_pledge/examples/fromApplication', 'POST'))).toHaveLength(1));
    expect(JSON.parse(String(api.of(studio('scripts/charge_pledge/examples/fromApplication', 'POST'))[0].data))).toEqual({
      applicationId: 'app-uuid-1',
    });
    expect(await screen.findByText('已添加示例：申请 550008001 在 apply（submit）（已存入草稿）')).toBeInTheDocument();
  });
});
