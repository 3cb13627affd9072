import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { ShowcaseCompany } from './showcase-types';

/** The listed enterprise with a listing code (挂牌企业 detail). No login. */
export function getListingDisplay(tenantId: string, listcode: string): Promise<ShowcaseCompany> {
  return apiPost<ShowcaseCompany>('/api/rem-registrationbizweb/nonds/listing/getListingDisplay', { tenantId, listcode });
}

export const listingDisplayQuery = (tenantId: string, listcode: string) =>
  queryOptions({ queryKey: ['public', 'listing-display', tenantId, listcode], queryFn: () => getListingDisplay(tenantId, listcode) });

export function useListingDisplay(tenantId: string, listcode: string) {
  return useQuery({ ...listingDisplayQuery(tenantId, listcode), enabled: tenantId !== '' && listcode !== '' });
}
