/** Shapes of the chain (区块链存证) calls: blockChain/list, blockChain/detail, blockChain/verify. */

/** The business a chain entry stamps: canonical JSON written when the business completed. */
export interface ChainRecord {
  bizSn?: string;
  appId?: string;
  bizTypeName?: string;
  applicant?: string;
  /** seconds */
  completedAt?: number;
  form?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface ChainEntry {
  /** position in the chain, from 1 */
  seq: number;
  bizSn: string;
  appId: string;
  /** the entry's hash (SHA-256 of the previous hash and the record), lower-case hex */
  transHash: string;
  chainHash: string;
  prevHash: string;
  /** seconds */
  createdAt: number;
  record: ChainRecord | null;
}

export interface ChainPage {
  records: ChainEntry[];
  total: number;
  current: number;
  size: number;
}

/** The verify answer: intact, or the first entry whose record no longer matches its hash. */
export interface ChainVerification {
  intact: boolean;
  firstBroken: { seq: number; bizSn: string; hash: string } | null;
}
