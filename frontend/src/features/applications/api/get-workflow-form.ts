import { useQuery } from '@tanstack/react-query';
import type { CompiledForm, FormData } from '@/forms/types';
import { apiGet } from '@/lib/http/client';

/** A business's form at a node: compiled, and at `apply` checked against the entry rules. */
export interface WorkflowForm {
  appId: string;
  bizTypeName: string;
  formId: string;
  nodeId: string;
  form: CompiledForm;
  /** A rule's question for manager mode, asked again at submit. */
  confirm?: string | null;
  /** The form as a new application starts (the flow's defaults hooks). */
  defaults: FormData;
}

/** Refused entry answers 400 with the rule's message (e.g. 当前身份不能办理该业务). */
/** With `uuid`, the form of that application's own flow version (an older one completes on it). */
export function getWorkflowForm(appId: string, nodeId: string, uuid?: string): Promise<WorkflowForm> {
  return apiGet<WorkflowForm>('/api/rem-registrationbizweb/otc-flow/workflowform/detail', { appId, nodeId, uuid }, { silent: true });
}

export function useWorkflowForm(appId: string, nodeId: string, uuid?: string) {
  return useQuery({
    queryKey: ['otc-flow', 'workflowform', appId, nodeId, uuid ?? ''],
    queryFn: () => getWorkflowForm(appId, nodeId, uuid),
    enabled: Boolean(appId && nodeId),
    retry: false,
  });
}
