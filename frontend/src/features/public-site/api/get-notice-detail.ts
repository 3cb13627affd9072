import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { NoticeItem } from './publication-types';

/** One notice with its text. No login. */
export function getNoticeDetail(tenantId: string, id: string): Promise<NoticeItem> {
  return apiGet<NoticeItem>('/api/rem-registrationbizweb/nonds/notice/detail', { tenantId, id });
}

export const getNoticeDetailQuery = (tenantId: string, id: string) =>
  queryOptions({ queryKey: ['public', 'get-notice-detail', tenantId, id], queryFn: () => getNoticeDetail(tenantId, id) });

export function useNoticeDetail(tenantId: string, id: string) {
  return useQuery({ ...getNoticeDetailQuery(tenantId, id), enabled: tenantId !== '' && id !== '' });
}
