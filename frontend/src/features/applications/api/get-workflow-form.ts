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
export function getWorkflowForm(appId: string, nodeId: string): Promise<WorkflowForm> {
  return apiGet<WorkflowForm>('/api/rem-registrationbizweb/otc-flow/workflowform/detail', { appId, nodeId }, { silent: true });
}

export function useWorkflowForm(appId: string, nodeId: string) {
  return useQuery({
    queryKey: ['otc-flow', 'workflowform', appId, nodeId],
    queryFn: () => getWorkflowForm(appId, nodeId),
    enabled: Boolean(appId && nodeId),
    retry: false,
  });
}
