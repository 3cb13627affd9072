import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** A completed business of an institution (机构投资者认证 550032, 机构投资者登记 550131). Times are seconds. */
export interface InstitutionBusiness {
  bizSn: string;
  appId: string;
  bizTypeName: string;
  completedAt: number | null;
}

/** A certified institutional investor of the tenant's directory; `id` names its registration account. */
export interface Institution {
  id: string;
  name: string;
  /** 统一社会信用代码. */
  creditCode: string | null;
  legalPerson: string | null;
  category: string | null;
  /** 万元, decimal text. */
  netAssets: string | null;
  /** 万元, decimal text. */
  registeredCapital: string | null;
  address: string | null;
  latestAt: number | null;
  businesses: InstitutionBusiness[];
}

export interface InstitutionPage {
  records: Institution[];
  total: number;
  current: number;
  size: number;
}

export interface InstitutionSearch {
  current: number;
  size: number;
  key?: string;
}

/** One page of the directory. Silent: the page shows a failure in place. */
export function getInstitutionPage(search: InstitutionSearch): Promise<InstitutionPage> {
  return apiGet<InstitutionPage>('/api/rem-registrationbizweb/investmentInstitution/page', { ...search }, { silent: true });
}

export function useInstitutionPage(search: InstitutionSearch) {
  return useQuery(
    queryOptions({ queryKey: ['institutions', search], queryFn: () => getInstitutionPage(search), placeholderData: keepPreviousData }),
  );
}

/** One institution of the directory (404 机构不存在). */
export function getInstitution(id: string): Promise<Institution> {
  return apiGet<Institution>('/api/rem-registrationbizweb/investmentInstitution/detail', { id }, { silent: true });
}

export function useInstitution(id: string) {
  return useQuery({ queryKey: ['institution', id], queryFn: () => getInstitution(id), enabled: id !== '', retry: false });
}
