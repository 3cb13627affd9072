import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { MemberItem } from './publication-types';

/** One member. No login. */
export function getMemberDetail(tenantId: string, id: string): Promise<MemberItem> {
  return apiGet<MemberItem>('/api/rem-registrationbizweb/nonds/member/detail', { tenantId, id });
}

export const getMemberDetailQuery = (tenantId: string, id: string) =>
  queryOptions({ queryKey: ['public', 'get-member-detail', tenantId, id], queryFn: () => getMemberDetail(tenantId, id) });

export function useMemberDetail(tenantId: string, id: string) {
  return useQuery({ ...getMemberDetailQuery(tenantId, id), enabled: tenantId !== '' && id !== '' });
}
