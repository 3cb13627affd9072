import { apiPost } from '@/lib/http/client';

/** An investor a directed bond may be offered to (03 §3 Targeted investor). */
export interface OptionalInvestor {
  shareHolderId: string;
  investorName: string;
  investorCertNo: string;
  investorNo: string;
  /** 1 institution, 2 individual, otherwise product. */
  organType: number;
}

export function acquireOptionalInvestors(companyId: string, companyCode?: string): Promise<OptionalInvestor[]> {
  return apiPost<OptionalInvestor[]>('/api/rem-registrationbizweb/bondtargetedinvestors/acquireOptionalInvestors', { companyId, companyCode });
}
