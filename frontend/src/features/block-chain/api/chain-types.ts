/** Shapes of the chain (区块链存证) calls: blockChain/list, blockChain/detail, blockChain/verify. */

export interface ChainEntry {
  /** position in the chain, from 1 */
  seq: number;
  bizSn: string;
  appId: string;
  /** the business's name (股份转让) */
  bizTypeName: string | null;
  /** the applicant's name */
  applicant: string;
  /** the entry's hash (SHA-256 of the previous hash and the record), lower-case hex */
  transHash: string;
  chainHash: string;
  prevHash: string;
  /** Beijing time, yyyy-MM-dd HH:mm:ss */
  stampedAt: string;
  /** staff in manager mode applied for the holder */
  byStaff: boolean;
}

/** One filled field under its Chinese label, chosen values named, accounts beside their holders. */
export interface ChainLine {
  label: string;
  value: string;
  /** an amount in Chinese capital numerals */
  capital: string | null;
}

export interface ChainTable {
  label: string;
  columns: string[];
  rows: string[][];
}

export interface ChainSection {
  title: string;
  lines: ChainLine[];
  tables: ChainTable[];
}

export interface ChainMoney {
  figures: string;
  capital: string;
}

/** An entry as a readable record: the form's sections, the applicant's name, Beijing times. */
export interface ChainDetail extends ChainEntry {
  submittedAt: string;
  completedAt: string;
  sections: ChainSection[];
  charge: ChainMoney | null;
  parValue: ChainMoney | null;
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
