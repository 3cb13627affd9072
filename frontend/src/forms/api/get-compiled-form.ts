import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { CompiledForm } from '../types';

export interface CompiledFormKey {
  formId: string;
  nodeId: string;
  taskItemState?: string;
  /** The form version an application pinned (application/detail's formVersion); default the latest. */
  formVersion?: number | null;
}

/** The form compiled for one node and task state (forms/README.md). */
export function getCompiledForm({ formId, nodeId, taskItemState, formVersion }: CompiledFormKey): Promise<CompiledForm> {
  const version = formVersion ?? undefined;
  return apiGet<CompiledForm>('/api/rem-registrationbizweb/otc-flow/form/compiled', { formId, nodeId, taskItemState, formVersion: version }, { silent: true });
}

export const compiledFormQuery = (key: CompiledFormKey) =>
  queryOptions({
    queryKey: ['otc-flow', 'form', 'compiled', key.formId, key.nodeId, key.taskItemState ?? '', key.formVersion ?? 'latest'],
    queryFn: () => getCompiledForm(key),
    staleTime: Infinity,
  });

export function useCompiledForm(key: CompiledFormKey) {
  return useQuery({ ...compiledFormQuery(key), enabled: Boolean(key.formId && key.nodeId) });
}
