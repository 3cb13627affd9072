import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioGet, studioKey } from './studio-request';
import type { Migration } from './studio-types';

/** The instances of a flow moved to another version, and by whom. */
export function listMigrations(appId: string): Promise<Migration[]> {
  return studioGet<Migration[]>('migrations', { appId });
}

export const migrationsKey = [...studioKey, 'migrations'] as const;

export const migrationsQuery = (appId: string) =>
  queryOptions({ queryKey: [...migrationsKey, appId], queryFn: () => listMigrations(appId) });

export function useMigrations(appId: string | null) {
  return useQuery({ ...migrationsQuery(appId ?? ''), enabled: Boolean(appId) });
}
