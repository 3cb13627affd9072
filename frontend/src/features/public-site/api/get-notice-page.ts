import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ListParams, NoticeItem } from './publication-types';
import type { PageOf } from './showcase-types';

/** Notices of one noticeType (pledge, freeze, info), newest first. No login. */
export function getNoticePage(params: ListParams): Promise<PageOf<NoticeItem>> {
  return apiGet<PageOf<NoticeItem>>('/api/rem-registrationbizweb/nonds/notice/page', params);
}

export const getNoticePageQuery = (params: ListParams) =>
  queryOptions({ queryKey: ['public', 'get-notice-page', params], queryFn: () => getNoticePage(params), placeholderData: keepPreviousData });

export function useNoticePage(params: ListParams) {
  return useQuery({ ...getNoticePageQuery(params), enabled: params.tenantId !== '' });
}
