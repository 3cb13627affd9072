import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioGet, studioKey } from './studio-request';
import type { DefinitionKind, VersionDetail } from './studio-types';

/** One published version with its body; published versions never change. */
export function getVersion(kind: DefinitionKind, key: string, version: number): Promise<VersionDetail> {
  return studioGet<VersionDetail>('version', { kind, key, version });
}

export const versionQuery = (kind: DefinitionKind, key: string, version: number) =>
  queryOptions({
    queryKey: [...studioKey, 'version', kind, key, version],
    queryFn: () => getVersion(kind, key, version),
    staleTime: Infinity,
  });

export function useVersion(kind: DefinitionKind, key: string, version: number | null) {
  return useQuery({ ...versionQuery(kind, key, version ?? 0), enabled: version !== null });
}
