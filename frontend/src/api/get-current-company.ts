import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

/** One service row of the enterprise (02 §3 serviceInformationCsrcs). */
export interface CompanyServiceRow {
  /** 1 托管, 2 展示, 3 专精特新. */
  serviceType: number;
  /** 1 running, 2 stopped. */
  serviceStatus: number;
  serviceStatusStartDate: string | null;
  serviceStatusEndDate: string | null;
  statusUpdateReason: string | null;
}

/** A product of the enterprise with the sums of its register. */
export interface ProductTotals {
  productCode: string;
  productName: string;
  totalShares: number;
  held: number;
  pledged: number;
  frozen: number;
  holders: number;
  /** The holders' volumes add up to the product's total shares. */
  conserved: boolean;
}

export interface CompanyCard {
  uuid: string;
  name: string;
  shortName: string | null;
  code: string | null;
  registerDate: string | null;
  /** 托管日期. */
  registryDate: string | null;
  registeredCapital: string | null;
  companyType: number | null;
  industryName: string | null;
  idType: string | null;
  idNumber: string | null;
  labelName: string | null;
  listCode: string | null;
  listingDate: string | null;
  sectorName: string | null;
  featuredSectorName: string | null;
  showCode: string | null;
  showTimeStart: string | null;
  showPlateName: string | null;
}

export interface CompanyStanding {
  isRegister: number;
  isListing: number;
  showStatus: number;
  hitechStatus: number;
  hasProduct: number;
}

export interface CompanyDossier {
  company: CompanyCard;
  services: CompanyServiceRow[];
  products: ProductTotals[];
  standing: CompanyStanding;
}

/** The current enterprise's dossier. Silent: the pages show a failure themselves. */
export function getCurrentCompany(): Promise<CompanyDossier> {
  return apiPost<CompanyDossier>('/api/rem-registrationbizweb/company/currentCompany', {}, { silent: true });
}

export const currentCompanyKey = ['company', 'current'] as const;

export const currentCompanyQuery = () => queryOptions({ queryKey: currentCompanyKey, queryFn: getCurrentCompany, retry: false });

export function useCurrentCompany() {
  return useQuery(currentCompanyQuery());
}
