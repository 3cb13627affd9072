import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ListParams } from './publication-types';
import type { PageOf, ShowcaseCompany } from './showcase-types';

/** Custodied enterprises recognised as specialised and new (专精特新). No login. */
export function getSpecialisationPage(params: ListParams): Promise<PageOf<ShowcaseCompany>> {
  return apiGet<PageOf<ShowcaseCompany>>('/api/rem-registrationbizweb/nonds/company/specializationNewPage', params);
}

export const getSpecialisationPageQuery = (params: ListParams) =>
  queryOptions({ queryKey: ['public', 'get-specialisation-page', params], queryFn: () => getSpecialisationPage(params), placeholderData: keepPreviousData });

export function useSpecialisationPage(params: ListParams) {
  return useQuery({ ...getSpecialisationPageQuery(params), enabled: params.tenantId !== '' });
}
