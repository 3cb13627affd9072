import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioGet, studioKey } from './studio-request';
import type { DefinitionDetail, DefinitionKind } from './studio-types';

/** One flow or form: its versions (newest first), the latest body and the draft, if any. */
export function getDefinition(kind: DefinitionKind, key: string): Promise<DefinitionDetail> {
  return studioGet<DefinitionDetail>('definition', { kind, key });
}

export const definitionKey = [...studioKey, 'definition'] as const;

export const definitionQuery = (kind: DefinitionKind, key: string) =>
  queryOptions({ queryKey: [...definitionKey, kind, key], queryFn: () => getDefinition(kind, key) });

export function useDefinition(kind: DefinitionKind, key: string) {
  return useQuery(definitionQuery(kind, key));
}
