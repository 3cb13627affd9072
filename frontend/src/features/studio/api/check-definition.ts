import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studioPost, studioKey } from './studio-request';
import type { Check, DefinitionKind } from './studio-types';

export interface DefinitionText {
  kind: DefinitionKind;
  key: string;
  body: string;
  /** A script's example cases (a JSON array's text); absent: its draft's, else its latest version's. */
  examples?: string;
}

/** Checks a text without saving anything: its problems and, for a flow, its graph. */
export function checkDefinition(request: DefinitionText): Promise<Check> {
  return studioPost<Check>('check', request);
}

export const checkQuery = (request: DefinitionText) =>
  queryOptions({
    queryKey: [...studioKey, 'check', request.kind, request.key, request.body, request.examples ?? null],
    queryFn: () => checkDefinition(request),
    // a text's check never changes; typing back to an earlier text needs no new call
    staleTime: Infinity,
  });

/**
 * The check of the text the analyst paused at. The previous answer stays shown while the next
 * one is on its way, so the problem list and the graph do not flicker at every pause.
 */
export function useCheck(request: DefinitionText) {
  return useQuery({ ...checkQuery(request), placeholderData: keepPreviousData });
}
