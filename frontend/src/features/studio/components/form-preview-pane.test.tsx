import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompiledForm } from '@/forms/types';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormPreviewPane, previewDelayMs } from './form-preview-pane';

const previewUrl = 'POST /api/rem-registrationbizweb/otc-flow/studio/preview';
const nodes = [
  { id: 'apply', name: '申请' },
  { id: 'PreliminaryApprove', name: '初审' },
];

/** What the server compiles from a body: the holder-name label is whatever the text says. */
function compiled(label: string, nodeId: string, mode: 'edit' | 'readonly'): CompiledForm {
  return {
    formId: 'share_transfer',
    version: 3,
    title: '股份转让',
    nodeId,
    mode,
    schema: { type: 'object', required: ['holderName'], properties: { holderName: { type: 'string', title: label, maxLength: 4 } } },
    uiSchema: { 'ui:order': ['holderName'], holderName: { 'ui:options': { section: 'base', label } } },
    sections: [{ id: 'base', title: '基本信息', fields: ['holderName'] }],
    defaults: { holderName: '张三' },
    messages: { holderName: { maxLength: `${label}不能超过4个字符` } },
    labels: { holderName: label },
    editable: mode === 'edit' ? ['holderName'] : [],
    formats: [],
  };
}

interface Sent {
  formId: string;
  body?: string;
  nodeId: string;
  taskItemState?: string;
}

/** A fake compiler: the body is `label:<text>`, anything else is refused like an invalid form. */
function serve() {
  return fakeApi({
    [previewUrl]: (config) => {
      const sent = JSON.parse(String(config.data)) as Sent;
      const body = sent.body ?? 'label:股东名称';
      if (!body.startsWith('label:')) return { status: 400, msg: `表单定义有误：第 1 行不是合法的 JSON` };
      return { data: compiled(body.slice('label:'.length), sent.nodeId, sent.taskItemState === 'done' ? 'readonly' : 'edit') };
    },
  });
}

/** The pane under an editor whose text the test types into. */
function Harness({ initial }: { initial: string }) {
  const [body, setBody] = useState(initial);
  return (
    <>
      <input aria-label="正文" value={body} onChange={(e) => setBody(e.target.value)} />
      <FormPreviewPane formId="share_transfer" body={body} nodes={nodes} />
    </>
  );
}

const sentBodies = (api: ReturnType<typeof serve>) => api.of(previewUrl).map((c) => JSON.parse(String(c.data)) as Sent);

describe('FormPreviewPane', () => {
  beforeEach(() => {
    signedIn();
  });

  it('renders the compiled form with the apply renderer and follows a changed label', async () => {
    const api = serve();
    renderAt(<Harness initial="label:股东名称" />);
    expect(await screen.findByText('股东名称')).toBeInTheDocument();
    expect(screen.getByTestId('form-renderer')).toHaveAttribute('data-mode', 'edit');
    expect(sentBodies(api)[0]).toEqual({ formId: 'share_transfer', body: 'label:股东名称', nodeId: 'apply' });

    fireEvent.change(screen.getByLabelText('正文'), { target: { value: 'label:转让方名称' } });
    expect(await screen.findByText('转让方名称', {}, { timeout: previewDelayMs + 4_000 })).toBeInTheDocument();
    expect(screen.queryByText('股东名称')).not.toBeInTheDocument();
    expect(sentBodies(api).at(-1)!.body).toBe('label:转让方名称');
  });

  it('waits for a pause in typing before compiling again', async () => {
    const api = serve();
    renderAt(<Harness initial="label:股东名称" />);
    await screen.findByText('股东名称');
    for (const text of ['label:转', 'label:转让', 'label:转让方']) fireEvent.change(screen.getByLabelText('正文'), { target: { value: text } });
    await screen.findByText('转让方');
    expect(sentBodies(api).map((s) => s.body)).toEqual(['label:股东名称', 'label:转让方']);
  });

  it('asks for the read-only form (taskItemState done) when 只读 is chosen', async () => {
    const api = serve();
    renderAt(<Harness initial="label:股东名称" />);
    await screen.findByText('股东名称');
    fireEvent.click(screen.getByText('只读'));
    await waitFor(() => expect(screen.getByTestId('form-renderer')).toHaveAttribute('data-mode', 'readonly'));
    expect(sentBodies(api).at(-1)).toEqual({ formId: 'share_transfer', body: 'label:股东名称', nodeId: 'apply', taskItemState: 'done' });
    expect(screen.getByTestId('ro-root_holderName')).toHaveTextContent('张三');
  });

  it('previews at the node picked', async () => {
    const api = serve();
    renderAt(<Harness initial="label:股东名称" />);
    await screen.findByText('股东名称');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('初审（PreliminaryApprove）'));
    await waitFor(() => expect(sentBodies(api).at(-1)!.nodeId).toBe('PreliminaryApprove'));
  });

  it('shows the message of a refused text and keeps the last good preview, greyed', async () => {
    serve();
    renderAt(<Harness initial="label:股东名称" />);
    await screen.findByText('股东名称');
    fireEvent.change(screen.getByLabelText('正文'), { target: { value: '{ "sections": [' } });
    const alert = await screen.findByTestId('preview-error', {}, { timeout: previewDelayMs + 4_000 });
    expect(alert).toHaveTextContent('表单定义有误：第 1 行不是合法的 JSON');
    expect(screen.getByText('股东名称')).toBeInTheDocument();
    expect(screen.getByTestId('form-renderer').parentElement).toHaveAttribute('data-stale', 'true');

    // fixing the text brings the preview back to life
    fireEvent.change(screen.getByLabelText('正文'), { target: { value: 'label:受让方名称' } });
    await screen.findByText('受让方名称', {}, { timeout: previewDelayMs + 4_000 });
    expect(screen.queryByTestId('preview-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('form-renderer').parentElement).toHaveAttribute('data-stale', 'false');
  });

  it('checks the typed data against the rules on 校验 and shows the messages beside the fields', async () => {
    serve();
    renderAt(<Harness initial="label:股东名称" />);
    await screen.findByText('股东名称');
    fireEvent.change(document.querySelector('#root_holderName')!, { target: { value: '张三李四王五' } });
    expect(screen.queryByText('股东名称不能超过4个字符')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('preview-validate'));
    expect(await screen.findByText('股东名称不能超过4个字符')).toBeInTheDocument();
  });

  it('shows the message when the very first preview fails', async () => {
    serve();
    renderAt(<FormPreviewPane formId="share_transfer" body="not a form" nodes={nodes} />);
    expect(await screen.findByTestId('preview-error')).toHaveTextContent('第 1 行不是合法的 JSON');
    expect(screen.queryByTestId('form-renderer')).not.toBeInTheDocument();
  });
});
