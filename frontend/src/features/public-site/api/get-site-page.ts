import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** The pages of the public footer, in its order (issue 15). */
export const sitePageKeys = ['about', 'group', 'recruitment', 'hotline'] as const;
export type SitePageKey = (typeof sitePageKeys)[number];

/** A page of the public footer as the administrator wrote it: plain text, a blank line between paragraphs. */
export interface SitePage {
  key: SitePageKey;
  title: string;
  content: string;
}

/** One footer page (关于我们, 集团成员, 招聘信息, 服务热线); 404 页面不存在 for another key. No login. */
export function getSitePage(tenantId: string, key: string): Promise<SitePage> {
  return apiGet<SitePage>('/api/blade-desk/nonds/sitePage/detail', { tenantId, id: key });
}

export const getSitePageQuery = (tenantId: string, key: string) =>
  queryOptions({ queryKey: ['public', 'site-page', tenantId, key], queryFn: () => getSitePage(tenantId, key) });

export function useSitePage(tenantId: string, key: string) {
  return useQuery({ ...getSitePageQuery(tenantId, key), enabled: tenantId !== '' && key !== '' });
}
