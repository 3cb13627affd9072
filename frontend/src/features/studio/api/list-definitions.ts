import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioGet, studioKey } from './studio-request';
import type { DefinitionSummary } from './studio-types';

/** Every flow and form with its latest version, draft and running instances. */
export function listDefinitions(): Promise<DefinitionSummary[]> {
  return studioGet<DefinitionSummary[]>('definitions');
}

export const definitionsKey = [...studioKey, 'definitions'] as const;

export const definitionsQuery = () => queryOptions({ queryKey: definitionsKey, queryFn: listDefinitions });

export function useDefinitions() {
  return useQuery(definitionsQuery());
}
