import { apiPost } from '@/lib/http/client';

/** The shareholder search dialog's query (01 §3): all four values required. */
export interface ShareholderQuery {
  name: string;
  /** 1 institution, 2 person, 3 product. */
  organType: string;
  idType: string;
  idNumber: string;
}

export interface ShareholderRecord {
  uuid: string;
  accountNumber: string;
  holderName: string;
  organType: number;
  certType?: string | null;
  /** Starred but for its first and last four characters. */
  certificateNo: string;
  /** 0 not opened, 1 normal, 2 closed, 3 frozen. */
  holderAccountStatus: number;
}

/** The accounts of one shareholder, found by who they are (01 §7 "Search and lookup"). */
export function queryShareholder(query: ShareholderQuery): Promise<ShareholderRecord[]> {
  return apiPost<ShareholderRecord[]>('/api/rem-registrationbizweb/holder/queryShareholder', query);
}
