import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface BondProvider {
  seq: number;
  isPartnerMember: boolean;
  serviceProviderCode: string | null;
  serviceProviderName: string;
  categoryCode: string;
  feeCurrency: string | null;
  feeAmount: string | null;
  creditEnhancerNature: string | null;
  creditEnhancementMethod: string | null;
  enhancementRating: string | null;
  creditEnhancementRatio: string | null;
  remark: string | null;
}

export interface BondInvestor {
  accountUuid: string;
  investorName: string;
  investorCertNo: string;
  investorNo: string;
  organType: number;
}

export interface BondOptionClause {
  seq: number;
  optionType: string;
  optionDate: string | null;
  content: string;
}

/** A bond of the register (issue 18, 03 §3), with its parties. Amounts are decimal text. */
export interface FiledBond {
  id: string;
  companyId: string;
  companyName: string;
  applicationId: string;
  productCode: string;
  chineseName: string;
  productShort: string | null;
  status: string;
  raiseBeginDate: string;
  raiseEndDate: string;
  bondAmount: number;
  parValue: string;
  price: string;
  transactionBase: number;
  buyMin: number | null;
  buyMax: number | null;
  bondTerm: number;
  bondTermType: string;
  rateBeginDate: string;
  rateEndDate: string;
  fundraisingMethods: string;
  publishArea: string | null;
  fundUseType: string;
  filedAt: number;
  /** Units credited to subscribers at issuance (550024). */
  issuedUnits: number;
  bondServiceProvidersList: BondProvider[];
  investorsList: BondInvestor[];
  bondOptionList: BondOptionClause[];
}

export function issuerBonds(companyId: string): Promise<FiledBond[]> {
  return apiGet<FiledBond[]>('/api/rem-registrationbizweb/privateBond/bonds', { companyId }, { silent: true });
}

export const issuerBondsQuery = (companyId: string) =>
  queryOptions({ queryKey: ['issuer-bonds', companyId], queryFn: () => issuerBonds(companyId) });

export function useIssuerBonds(companyId: string) {
  return useQuery(issuerBondsQuery(companyId));
}
