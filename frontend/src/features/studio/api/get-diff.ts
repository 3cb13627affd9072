import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioGet, studioKey } from './studio-request';
import type { DefinitionKind, Diff } from './studio-types';

export interface DiffRequest {
  kind: DefinitionKind;
  key: string;
  from: number;
  to: number | 'draft';
}

/** The lines of two versions (or a version and the draft), each marked " ", "-" or "+". */
export function getDiff(request: DiffRequest): Promise<Diff> {
  return studioGet<Diff>('diff', { ...request });
}

export const diffQuery = (request: DiffRequest) =>
  queryOptions({
    queryKey: [...studioKey, 'diff', request.kind, request.key, request.from, request.to],
    queryFn: () => getDiff(request),
  });

export function useDiff(request: DiffRequest | null) {
  return useQuery({ ...diffQuery(request ?? { kind: 'flow', key: '', from: 0, to: 0 }), enabled: request !== null });
}
