import dayjs from 'dayjs';

/** The hash before the first entry: 64 zeros. */
export const genesisHash = '0'.repeat(64);

/** yyyy-MM-dd HH:mm:ss of a chain timestamp (seconds); '-' when absent. */
export function formatChainTime(seconds: number | null | undefined): string {
  if (!seconds) return '-';
  return dayjs(seconds * 1000).format('YYYY-MM-DD HH:mm:ss');
}

/** A hash shortened for a table cell: the first 10 and the last 6 characters. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash;
}

/** The record as indented JSON, keys in the order the server wrote them (sorted). */
export function recordText(record: unknown): string {
  return JSON.stringify(record ?? null, null, 2);
}
