import type { DefinitionKind, DefinitionSummary, RunningCount } from '../api/studio-types';

export type KindFilter = DefinitionKind | 'all';

/** The rows of one kind (or all) whose key or name contains the search text, case-insensitively. */
export function filterDefinitions(rows: DefinitionSummary[], kind: KindFilter, search: string): DefinitionSummary[] {
  const needle = search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (kind === 'all' || row.kind === kind) &&
      (needle === '' || row.key.toLowerCase().includes(needle) || row.name.toLowerCase().includes(needle)),
  );
}

/** Running instances per version, oldest version first: `v1: 2 · v2: 5`; empty when none run. */
export function runningText(running: RunningCount[] | undefined): string {
  return [...(running ?? [])]
    .filter((r) => r.count > 0)
    .sort((a, b) => a.version - b.version)
    .map((r) => `v${r.version}: ${r.count}`)
    .join(' · ');
}
