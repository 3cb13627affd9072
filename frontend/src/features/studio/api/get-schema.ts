import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioGet, studioKey } from './studio-request';
import type { DefinitionKind } from './studio-types';

/** A JSON Schema document (draft 2020-12 or 07); the editor hands it to codemirror-json-schema. */
export type DslSchema = Record<string, unknown>;

/** The JSON Schema of the flow or form DSL, for the editor's as-you-type validation. */
export function getSchema(kind: DefinitionKind): Promise<DslSchema> {
  return studioGet<DslSchema>('schema', { kind });
}

export const schemaQuery = (kind: DefinitionKind) =>
  queryOptions({ queryKey: [...studioKey, 'schema', kind], queryFn: () => getSchema(kind), staleTime: Infinity });

export function useSchema(kind: DefinitionKind) {
  // scripts are rhai, fragments have no DSL schema of their own
  return useQuery({ ...schemaQuery(kind), enabled: kind === 'flow' || kind === 'form' });
}
