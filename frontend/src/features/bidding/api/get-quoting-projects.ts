import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { QuotingProject } from './bidding-types';

/** The tenant's transfer projects on offer with their quote deadline and standing. */
export function getQuotingProjects(): Promise<QuotingProject[]> {
  return apiGet<QuotingProject[]>('/api/rem-registrationbizweb/centralizedQuotation/projects', undefined, { silent: true });
}

export function useQuotingProjects() {
  return useQuery({ queryKey: ['centralized-quotation', 'projects'], queryFn: getQuotingProjects, retry: false });
}
