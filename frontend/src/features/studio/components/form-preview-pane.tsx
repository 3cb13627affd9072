import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Segmented, Select, Space, Spin, Tag } from 'antd';
import { useRef, useState } from 'react';
import { FormRenderer, type FormRendererHandle } from '@/forms/form-renderer';
import type { CompiledForm } from '@/forms/types';
import { useT } from '@/lib/i18n';
import { studioKey, studioPost } from '../api/studio-request';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import './form-preview-pane.css';

export interface FormPreviewPaneProps {
  formId: string;
  /** The form text being edited; without it the server compiles the draft, else the latest version. */
  body?: string;
  /** The nodes the form can be seen at (a flow's user tasks). */
  nodes: { id: string; name: string }[];
}

export interface PreviewRequest {
  formId: string;
  body?: string;
  nodeId: string;
  /** 'done' compiles the form read-only, as a finished task shows it. */
  taskItemState?: 'done';
}

/** The form compiled from a text for one node: the same shape as `otc-flow/form/compiled`. */
export function previewForm(request: PreviewRequest): Promise<CompiledForm> {
  return studioPost<CompiledForm>('preview', request);
}

/** Pause in typing before the text is compiled again. */
export const previewDelayMs = 400;

/**
 * The form as applicants will see it, compiled by the server from the text being edited and
 * drawn by the apply page's own renderer; a text that does not compile leaves the last good
 * preview in place, greyed, under the server's message.
 */
export function FormPreviewPane({ formId, body, nodes }: FormPreviewPaneProps) {
  const t = useT();
  const [picked, setPicked] = useState<string | null>(null);
  const [readOnly, setReadOnly] = useState(false);
  const renderer = useRef<FormRendererHandle>(null);
  // the node list follows the flow being edited: a node that went away falls back to the first
  const nodeId = nodes.some((n) => n.id === picked) ? picked! : (nodes[0]?.id ?? '');
  const settledBody = useDebouncedValue(body, previewDelayMs);
  const taskItemState = readOnly ? ('done' as const) : undefined;

  const preview = useQuery({
    queryKey: [...studioKey, 'preview', formId, nodeId, taskItemState ?? '', settledBody ?? null],
    queryFn: () => previewForm({ formId, body: settledBody, nodeId, taskItemState }),
    enabled: Boolean(formId && nodeId),
    placeholderData: keepPreviousData,
    // a text compiles the same every time; saving or publishing refreshes the studio's keys
    staleTime: Infinity,
    retry: false,
  });

  // kept apart from the query: after an error react-query has no data to show, the analyst still wants the last form
  const [lastGood, setLastGood] = useState<CompiledForm | null>(null);
  if (preview.data && !preview.isPlaceholderData && preview.data !== lastGood) setLastGood(preview.data);
  const form = preview.data ?? (lastGood?.formId === formId ? lastGood : null);
  const stale = preview.isError;

  return (
    <div className="form-preview-pane" data-testid="form-preview-pane">
      <Space className="form-preview-pane-bar" wrap>
        <Select
          aria-label={t('studio.preview.node')}
          data-testid="preview-node"
          style={{ minWidth: 200 }}
          value={nodeId || undefined}
          onChange={setPicked}
          options={nodes.map((n) => ({ value: n.id, label: `${n.name}（${n.id}）` }))}
        />
        <Segmented
          data-testid="preview-mode"
          value={readOnly ? 'readonly' : 'edit'}
          onChange={(value) => setReadOnly(value === 'readonly')}
          options={[
            { value: 'edit', label: t('studio.preview.edit') },
            { value: 'readonly', label: t('studio.preview.readonly') },
          ]}
        />
        {form && <Tag color={form.mode === 'edit' ? 'green' : 'default'}>{t(form.mode === 'edit' ? 'studio.preview.editable' : 'studio.preview.allReadonly')}</Tag>}
        {/* the rules as the browser checks them on submit, shown beside the fields (no dialog) */}
        <Button size="small" data-testid="preview-validate" disabled={!form || stale} onClick={() => renderer.current?.validate()}>
          {t('studio.preview.validate')}
        </Button>
        {preview.isFetching && <Spin size="small" />}
      </Space>
      {preview.isError && (
        <Alert type="error" showIcon role="alert" data-testid="preview-error" message={t('studio.preview.compileFailed')} description={preview.error.message} />
      )}
      {form ? (
        <div className={stale ? 'form-preview-pane-form is-stale' : 'form-preview-pane-form'} data-stale={stale} aria-disabled={stale}>
          {/* a new node or mode is another form: start over rather than carry the typed data across */}
          <FormRenderer key={`${form.formId}/${nodeId}/${taskItemState ?? ''}`} ref={renderer} form={form} />
        </div>
      ) : (
        !preview.isError && (preview.isLoading ? <Spin className="form-preview-pane-loading" /> : <Empty description={t('studio.preview.empty')} />)
      )}
    </div>
  );
}
