import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { PageOf, ShowcaseCompany } from './showcase-types';

/** The `company` filter of selectCompanyPage (spec §7 "Public showcase"). */
export interface CompanyFilter {
  registerOrListing: '1' | '2';
  industry?: string;
  registeredCapitalGreaterThan?: number | null;
  registeredCapitalLessThan?: number | null;
  key?: string;
  cityCodes?: string[];
  sectorName?: string;
  featuredSector?: string;
  districtCodes?: string[];
}

export interface SelectCompanyPageBody {
  query: { current: number; size: number };
  company: CompanyFilter;
  tenantId: string;
}

/** Custodied (1) or listed (2) enterprises, paged on the server. No login. */
export function selectCompanyPage(body: SelectCompanyPageBody): Promise<PageOf<ShowcaseCompany>> {
  return apiPost<PageOf<ShowcaseCompany>>('/api/rem-registrationbizweb/nonds/company/selectCompanyPage', body);
}

export const companyPageQuery = (body: SelectCompanyPageBody) =>
  queryOptions({ queryKey: ['public', 'company-page', body], queryFn: () => selectCompanyPage(body), placeholderData: keepPreviousData });

export function useCompanyPage(body: SelectCompanyPageBody | null) {
  return useQuery({ ...companyPageQuery(body as SelectCompanyPageBody), enabled: body !== null });
}
