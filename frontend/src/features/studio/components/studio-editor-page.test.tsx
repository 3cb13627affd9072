import { forEachDiagnostic } from '@codemirror/lint';
import { EditorView } from '@uiw/react-codemirror';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { FlowGraphProps } from './flow-graph';
import { cleanCheck, draftBody, flowDetail, latestBody, problem, studio } from './studio-fakes';
import { StudioEditorPage } from './studio-editor-page';

// the graph is the other pane's work with its own tests; here only what the editor hands it counts
vi.mock('./flow-graph', () => ({
  FlowGraph: ({ selectedNode, onSelectNode }: FlowGraphProps) => (
    <button type="button" data-testid="flow-graph" onClick={() => onSelectNode?.('apply')}>
      {`selected:${selectedNode ?? ''}`}
    </button>
  ),
}));

// the real package's ESM cannot load in Node (extensionless imports); the browser tests cover it
const jsonSchema = vi.hoisted(() => vi.fn());
vi.mock('codemirror-json-schema', async () => {
  const { json } = await import('@codemirror/lang-json');
  return { jsonSchema: jsonSchema.mockImplementation(() => json()) };
});

// CodeMirror measures text through ranges, which jsdom does not lay out
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = emptyRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();

const schema = { type: 'object', properties: { appId: { type: 'string' } } };

function open(handlers: Record<string, Parameters<typeof fakeApi>[0][string]> = {}, draft = true) {
  const api = fakeApi({
    [studio('definition')]: () => ({ data: flowDetail(draft) }),
    [studio('schema')]: () => ({ data: schema }),
    [studio('check', 'POST')]: () => ({ data: cleanCheck }),
    [studio('draft', 'POST')]: () => ({ data: cleanCheck }),
    ...handlers,
  });
  const view = renderRoutes([{ path: '/formDesign/:kind/:key', element: <StudioEditorPage /> }], '/formDesign/flow/550004');
  return { api, view };
}

async function editor(): Promise<EditorView> {
  const dom = await screen.findByTestId('json-editor');
  await waitFor(() => expect(dom.querySelector('.cm-editor')).not.toBeNull());
  return EditorView.findFromDOM(dom.querySelector('.cm-editor') as HTMLElement)!;
}

/** Types at the end of the text, as a keystroke would. */
const typeAtEnd = (view: EditorView, text: string) =>
  act(() => view.dispatch({ changes: { from: view.state.doc.length, insert: text }, userEvent: 'input.type' }));

const diagnosticsOf = (view: EditorView) => {
  const found: { line: number; message: string }[] = [];
  forEachDiagnostic(view.state, (d, from) => found.push({ line: view.state.doc.lineAt(from).number, message: d.message }));
  return found;
};

const bodiesOf = (calls: { data?: unknown }[]) => calls.map((c) => JSON.parse(String(c.data)).body as string);

describe('the studio editor (/formDesign/:kind/:key)', () => {
  beforeEach(() => signedIn('mgr'));

  it('starts from the draft, marks typing 未保存, and saves the text as the draft', async () => {
    const { api } = open();
    const view = await editor();
    expect(view.state.doc.toString()).toBe(draftBody);
    // the DSL's schema (GET schema?kind=flow) drives the as-you-type validation
    await waitFor(() => expect(jsonSchema).toHaveBeenCalledWith(schema));
    expect(api.of(studio('schema'))[0].params).toEqual({ kind: 'flow' });
    expect(screen.getByTestId('draft-status')).toHaveTextContent('草稿（基于 v3）· analyst_demo · 2026-03-02 11:00:00');
    expect(screen.queryByTestId('unsaved')).toBeNull();

    typeAtEnd(view, '\n');
    expect(screen.getByTestId('unsaved')).toHaveTextContent('未保存');

    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(api.of(studio('draft', 'POST'))).toHaveLength(1));
    expect(JSON.parse(String(api.of(studio('draft', 'POST'))[0].data))).toEqual({ kind: 'flow', key: '550004', body: `${draftBody}\n` });
    await waitFor(() => expect(screen.queryByTestId('unsaved')).toBeNull());

    typeAtEnd(view, ' ');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(bodiesOf(api.of(studio('draft', 'POST')))).toEqual([`${draftBody}\n`, `${draftBody}\n `]));
  });

  it('starts from the latest version when there is no draft', async () => {
    open({}, false);
    const view = await editor();
    expect(view.state.doc.toString()).toBe(latestBody);
    expect(screen.getByTestId('draft-status')).toHaveTextContent('无草稿');
    expect(screen.getByRole('button', { name: '放弃草稿' })).toBeDisabled();
  });

  it('checks the text once typing pauses and shows a node-only problem at its line, in the list and the editor', async () => {
    const nodeProblem = problem({ message: '节点 firstReview 无法到达结束节点', node: 'firstReview' });
    const { api } = open({
      [studio('check', 'POST')]: (config) =>
        JSON.parse(String(config.data)).body.includes('"x"')
          ? { data: { ok: false, problems: [nodeProblem], graph: { appId: '550004', name: '股份转让', nodes: [], edges: [] } } }
          : { data: cleanCheck },
    });
    const view = await editor();
    await screen.findByTestId('check-ok');

    typeAtEnd(view, ' "x"');
    typeAtEnd(view, ' ');
    // one call for the paused text, none for the keystroke in between
    await screen.findByText('节点 firstReview 无法到达结束节点');
    expect(bodiesOf(api.of(studio('check', 'POST')))).toEqual([draftBody, `${draftBody} "x" `]);
    expect(screen.getByText('第 6 行')).toBeInTheDocument();
    await waitFor(() => expect(diagnosticsOf(view)).toContainEqual({ line: 6, message: '节点 firstReview 无法到达结束节点（节点 firstReview）' }));

    // a click moves the cursor to the node's line and selects the node in the graph
    await userEvent.click(screen.getByRole('button', { name: /无法到达结束节点/ }));
    expect(view.state.doc.lineAt(view.state.selection.main.from).number).toBe(6);
    await userEvent.click(screen.getByRole('tab', { name: '流程图' }));
    expect(await screen.findByTestId('flow-graph')).toHaveTextContent('selected:firstReview');
  });

  it('will not publish without a 发布说明', async () => {
    const { api } = open({ [studio('publish', 'POST')]: () => ({ data: { version: 4, republished: [] } }) });
    await editor();
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '发布说明' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await within(dialog).findByText('请填写发布说明')).toBeInTheDocument();
    expect(api.of(studio('publish', 'POST'))).toHaveLength(0);
  });

  it("shows the server's refusal to publish with the draft's problems", async () => {
    const { api } = open({
      [studio('publish', 'POST')]: () => ({
        status: 400,
        msg: '草稿未通过检查，不能发布',
        data: { problems: [problem({ message: '缺少结束节点', node: 'firstReview', line: 6 })] },
      }),
    });
    await editor();
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '发布说明' }), '增加复审节点');
    await userEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    const refusal = await within(dialog).findByTestId('publish-refusal');
    expect(refusal).toHaveTextContent('草稿未通过检查，不能发布');
    expect(refusal).toHaveTextContent('缺少结束节点（节点 firstReview）');
    expect(JSON.parse(String(api.of(studio('publish', 'POST'))[0].data))).toEqual({ kind: 'flow', key: '550004', reason: '增加复审节点' });
    // nothing changed in the text, so nothing was saved first
    expect(api.of(studio('draft', 'POST'))).toHaveLength(0);
  });
});
