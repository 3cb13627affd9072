import type { TransferProject } from '@/api/transfer-project-types';

/** A transfer project on offer with its quotation's standing (集中报价). */
export interface QuotingProject extends TransferProject {
  /** The quote form's option label: abbreviation and fund. */
  label: string;
  /** The last day quotes are taken (yyyy-MM-dd), empty when none. */
  quoteDeadline: string;
  /** Takes quotes today. */
  open: boolean;
  quoteCount: number;
  /** The shares the recorded quotes ask. */
  quotedShares: number;
  /** The highest price quoted, yuan; null before the first quote. */
  bestPrice: string | null;
}

/** A quote in its rank (the highest price first, then the earliest). */
export interface RankedQuote {
  rank: number;
  /** Empty for another investor's quote. */
  bizSn: string;
  quoterName: string;
  accountNumber: string;
  /** Yuan a share, decimal text. */
  price: string;
  quantity: number;
  quotedAt: string;
  allotted: number;
  /** 全部成交, 部分成交, 未成交. */
  result: string;
  mine: boolean;
}

export interface BiddingOutcome {
  /** The deadline has passed or the project is off offer: the ranking is final. */
  final: boolean;
  allottedShares: number;
  unsoldShares: number;
  clearingPrice: string | null;
  /** Yuan, two decimals. */
  turnover: string;
}

/** One project's bidding (/biddingDetail). */
export interface Bidding {
  project: TransferProject;
  quoteDeadline: string;
  open: boolean;
  quotes: RankedQuote[];
  outcome: BiddingOutcome;
}
