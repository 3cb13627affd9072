import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

/** A menu entry the user may put on its workbench. */
export interface WorkbenchChoice {
  path: string;
  name: string;
  source: string;
}

/** 工作台设置: the quick entries chosen (null: every entry of the menu), facts and next steps shown. */
export interface WorkbenchConfig {
  entries: string[] | null;
  showFacts: boolean;
  showNextSteps: boolean;
  choices: WorkbenchChoice[];
}

export type WorkbenchConfigChange = Omit<WorkbenchConfig, 'choices'>;

export const workbenchConfigQuery = queryOptions({
  queryKey: ['workbench', 'config'],
  queryFn: () => apiGet<WorkbenchConfig>('/api/rem-registrationbizweb/workbench/config', undefined, { silent: true }),
});

export function useWorkbenchConfig() {
  return useQuery(workbenchConfigQuery);
}

export function useSaveWorkbenchConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: WorkbenchConfigChange) => apiPost<WorkbenchConfigChange>('/api/rem-registrationbizweb/workbench/config', change, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['workbench', 'config'] }),
  });
}
