import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { Bidding } from './bidding-types';

/** One project's bidding: the project, its quotes ranked, the outcome. Silent: pages show failures in place. */
export function getBidding(id: string): Promise<Bidding> {
  return apiGet<Bidding>('/api/rem-registrationbizweb/centralizedQuotation/bidding', { id }, { silent: true });
}

export function useBidding(id: string) {
  return useQuery({ queryKey: ['centralized-quotation', 'bidding', id], queryFn: () => getBidding(id), enabled: id !== '', retry: false });
}
