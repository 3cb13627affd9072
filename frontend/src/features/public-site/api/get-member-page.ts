import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ListParams, MemberItem } from './publication-types';
import type { PageOf } from './showcase-types';

/** Members on display (filter memberType). No login. */
export function getMemberPage(params: ListParams): Promise<PageOf<MemberItem>> {
  return apiGet<PageOf<MemberItem>>('/api/rem-registrationbizweb/nonds/member/page', params);
}

export const getMemberPageQuery = (params: ListParams) =>
  queryOptions({ queryKey: ['public', 'get-member-page', params], queryFn: () => getMemberPage(params), placeholderData: keepPreviousData });

export function useMemberPage(params: ListParams) {
  return useQuery({ ...getMemberPageQuery(params), enabled: params.tenantId !== '' });
}
