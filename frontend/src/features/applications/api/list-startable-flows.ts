import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** A business the signed-in user's landing mode may start (the flow's `starters`). */
export interface StartableFlow {
  appId: string;
  /** The business name (bizTypeName). */
  name: string;
  /** 企业业务, 投资者业务, 会员业务, 登记机构业务, 其他业务. */
  category: string;
}

/** The businesses the caller may start, by category then appId. Silent: the catalogue shows a failure itself. */
export function listStartableFlows(): Promise<StartableFlow[]> {
  return apiGet<StartableFlow[]>('/api/rem-registrationbizweb/flow/listStartable', undefined, { silent: true });
}

export const startableFlowsKey = ['flow', 'listStartable'] as const;

export const startableFlowsQuery = () => queryOptions({ queryKey: startableFlowsKey, queryFn: listStartableFlows });

export function useStartableFlows() {
  return useQuery(startableFlowsQuery());
}
