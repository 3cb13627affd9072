import type { PaginationProps } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';

/** The page sizes a list with a size changer offers. */
const pageSizeOptions = [10, 20, 30];

export interface PagedSearch {
  /** The page and search text to ask the server for. */
  params: { current: number; size: number; key?: string };
  /** A new search text: trimmed, and the list starts again at page 1. */
  search: (text: string) => void;
  /** The list starts again at page 1 (a filter changed). */
  restart: () => void;
  /** The pager of a list of `total` records. */
  pagination: (total: number) => PaginationProps;
}

/** The state of a public-site list searched by a text and paged by the server. */
export function usePagedSearch({ size = 10, sizeChanger = false }: { size?: number; sizeChanger?: boolean } = {}): PagedSearch {
  const t = useT();
  const [key, setKey] = useState('');
  const [page, setPage] = useState({ current: 1, size });
  return {
    params: { ...page, key: key || undefined },
    search: (text) => {
      setKey(text.trim());
      setPage((p) => ({ ...p, current: 1 }));
    },
    restart: () => setPage((p) => ({ ...p, current: 1 })),
    pagination: (total) => ({
      current: page.current,
      pageSize: page.size,
      total,
      ...(sizeChanger ? { pageSizeOptions, showSizeChanger: true } : {}),
      showTotal: (all) => t('showcase.total', { total: all }),
      onChange: (current, pageSize) => setPage({ current, size: pageSize }),
    }),
  };
}
