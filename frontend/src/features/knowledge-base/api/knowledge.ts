import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/http/client';

/** The categories of the IPO knowledge base. */
export const knowledgeCategories = ['上市政策', '上市条件', '上市流程', '常见问题'] as const;

/** An article of the knowledge base; the list leaves `content` out. */
export interface KnowledgeArticle {
  id: string;
  category: string;
  title: string;
  updatedTime: string;
  /** Plain text; a blank line separates paragraphs. */
  content?: string;
}

export interface KnowledgePage {
  records: KnowledgeArticle[];
  total: number;
  current: number;
  size: number;
}

export interface KnowledgeSearch {
  current: number;
  size: number;
  key?: string;
  category?: string;
}

const knowledgeKey = ['knowledge'] as const;

/** Silent: the page shows a failure in place. */
export function getKnowledgePage(search: KnowledgeSearch): Promise<KnowledgePage> {
  return apiGet<KnowledgePage>('/api/blade-desk/knowledge/page', { ...search }, { silent: true });
}

export function useKnowledgePage(search: KnowledgeSearch) {
  return useQuery(queryOptions({ queryKey: [...knowledgeKey, 'page', search], queryFn: () => getKnowledgePage(search), placeholderData: keepPreviousData }));
}

export function getKnowledgeArticle(id: string): Promise<KnowledgeArticle> {
  return apiGet<KnowledgeArticle>('/api/blade-desk/knowledge/detail', { id }, { silent: true });
}

export function useKnowledgeArticle(id: string) {
  return useQuery({ queryKey: [...knowledgeKey, 'detail', id], queryFn: () => getKnowledgeArticle(id), enabled: id !== '', retry: false });
}

export interface KnowledgeChange {
  id?: string;
  category: string;
  title: string;
  content: string;
}

/** The administrator saves an article; the server says what is wrong (请填写文章标题 …). */
export function useSaveKnowledge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: KnowledgeChange) => apiPost<{ id: string }>('/api/blade-desk/knowledge/submit', change, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKey }),
  });
}

export function useRemoveKnowledge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<boolean>('/api/blade-desk/knowledge/remove', { id }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKey }),
  });
}
