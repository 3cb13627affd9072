import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studioPost, studioKey } from './studio-request';
import type { Check, DefinitionKind } from './studio-types';

export interface DefinitionText {
  kind: DefinitionKind;
  key: string;
  body: string;
}

/** Checks a text without saving anything: its problems and, for a flow, its graph. */
export function checkDefinition(request: DefinitionText): Promise<Check> {
  return studioPost<Check>('check', request);
}

export const checkQuery = (request: DefinitionText) =>
  queryOptions({
    queryKey: [...studioKey, 'check', request.kind, request.key, request.body],
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
