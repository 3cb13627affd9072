import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioGet, studioKey } from './studio-request';
import type { Check } from './studio-types';

/** The check (problems and flow view) of one version of a flow, or of its draft. */
export function getGraph(appId: string, version: number | 'draft'): Promise<Check> {
  return studioGet<Check>('graph', { appId, version });
}

export const graphQuery = (appId: string, version: number | 'draft') =>
  queryOptions({ queryKey: [...studioKey, 'graph', appId, version], queryFn: () => getGraph(appId, version) });

export function useGraph(appId: string | null, version: number | 'draft') {
  return useQuery({ ...graphQuery(appId ?? '', version), enabled: Boolean(appId) });
}
