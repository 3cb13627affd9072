import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioKey, studioPost } from './studio-request';
import type { MigrateAnswer } from './studio-types';

export interface MigrateRequest {
  appId: string;
  toVersion: number;
  /** Only these instances; without it every running instance on an older version. */
  uuids?: string[];
}

/** Moves running instances to another version, each only where its replay shows no difference. */
export function migrateInstances(request: MigrateRequest): Promise<MigrateAnswer> {
  return studioPost<MigrateAnswer>('migrate', request);
}

export function useMigrateInstances() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: migrateInstances,
    // running counts per version and the migrations list changed
    onSuccess: () => client.invalidateQueries({ queryKey: studioKey }),
  });
}
