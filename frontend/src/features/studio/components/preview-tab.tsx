import { Empty } from 'antd';
import { useT } from '@/lib/i18n';
import { useGraph } from '../api/get-graph';
import type { DefinitionDetail, FlowView } from '../api/studio-types';
import { FormPreviewPane } from './form-preview-pane';

interface PreviewNode {
  id: string;
  name: string;
}

/** The user tasks of a flow view, where a form is shown; `apply` alone when none is known. */
export function userTaskNodes(view: FlowView | null | undefined, applyName: string): PreviewNode[] {
  const nodes = (view?.nodes ?? []).filter((n) => n.kind === 'userTask').map(({ id, name }) => ({ id, name }));
  return nodes.length > 0 ? nodes : [{ id: 'apply', name: applyName }];
}

interface PreviewTabProps {
  definition: DefinitionDetail;
  /** The editor's text. */
  text: string;
  /** The flow view of the editor's text (flows). */
  graph: FlowView | null;
}

/**
 * 预览: a form compiled from the text being edited, at the user tasks of the first flow using
 * it (its draft's nodes); a flow's form as it stands, at the flow's own user tasks.
 */
export function PreviewTab({ definition, text, graph }: PreviewTabProps) {
  const t = useT();
  const applyName = t('studio.preview.apply');
  const isForm = definition.kind === 'form';
  // the draft's nodes; a flow without a draft answers an error, and `apply` alone stands in
  const usingFlow = useGraph(isForm ? (definition.usedBy[0] ?? null) : null, 'draft');

  if (isForm) {
    return <FormPreviewPane formId={definition.key} body={text} nodes={userTaskNodes(usingFlow.data?.graph, applyName)} />;
  }
  if (!definition.formId) return <Empty description={t('studio.preview.noForm')} />;
  return <FormPreviewPane formId={definition.formId} nodes={userTaskNodes(graph, applyName)} />;
}
