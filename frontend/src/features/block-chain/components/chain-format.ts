/** The hash before the first entry: 64 zeros. */
export const genesisHash = '0'.repeat(64);

/** A hash shortened for a table cell: the first 10 and the last 6 characters. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash;
}
