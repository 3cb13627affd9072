import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { PageOf, ShowcaseCompany } from './showcase-types';

export interface CompanyShowPageBody {
  key?: string;
  pageNo: number;
  pageSize: number;
  sector?: string;
  industry?: string;
  registeredCapitalStart?: number | null;
  registeredCapitalEnd?: number | null;
  city?: string[];
  tenantId: string;
  showPlate?: string;
}

/** Display enterprises (展示企业), paged on the server. No login. */
export function queryCompanyShowPage(body: CompanyShowPageBody): Promise<PageOf<ShowcaseCompany>> {
  return apiPost<PageOf<ShowcaseCompany>>('/api/rem-registrationbizweb/companyShowNonds/queryPageInfo', body);
}

export const companyShowPageQuery = (body: CompanyShowPageBody) =>
  queryOptions({ queryKey: ['public', 'company-show-page', body], queryFn: () => queryCompanyShowPage(body), placeholderData: keepPreviousData });

export function useCompanyShowPage(body: CompanyShowPageBody | null) {
  return useQuery({ ...companyShowPageQuery(body as CompanyShowPageBody), enabled: body !== null });
}
