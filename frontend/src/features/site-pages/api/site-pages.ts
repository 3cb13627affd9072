import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

/** A page of the public footer: about, group, recruitment or hotline. */
export interface EditableSitePage {
  key: string;
  title: string;
  /** Plain text; a blank line separates paragraphs. */
  content: string;
}

/** The tenant's footer pages, in the footer's order; administrator only (403 无权编辑站点页面). */
export function getSitePages(): Promise<EditableSitePage[]> {
  return apiGet<EditableSitePage[]>('/api/blade-desk/sitePage/list');
}

export const sitePagesQuery = () => queryOptions({ queryKey: ['site-pages'], queryFn: getSitePages });

export function useSitePages() {
  return useQuery(sitePagesQuery());
}

/** Saves one page's title and text; the server says what is wrong (请填写页面标题 …). */
export function saveSitePage(page: EditableSitePage): Promise<EditableSitePage> {
  return apiPost<EditableSitePage>('/api/blade-desk/sitePage/submit', page, { silent: true });
}

export function useSaveSitePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSitePage,
    onSuccess: () => client.invalidateQueries({ queryKey: ['site-pages'] }),
  });
}
