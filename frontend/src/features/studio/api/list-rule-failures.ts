import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioGet, studioKey } from './studio-request';
import type { RuleFailure } from './studio-types';

/** The rules of published flows that failed when they ran in the last hour (of one flow, or all). */
export function listRuleFailures(appId?: string): Promise<RuleFailure[]> {
  return studioGet<RuleFailure[]>('failures', appId ? { appId } : {});
}

export const ruleFailuresKey = [...studioKey, 'failures'] as const;

export const ruleFailuresQuery = (appId?: string) =>
  queryOptions({ queryKey: [...ruleFailuresKey, appId ?? ''], queryFn: () => listRuleFailures(appId), refetchInterval: 60_000 });

export function useRuleFailures(appId?: string) {
  return useQuery(ruleFailuresQuery(appId));
}
