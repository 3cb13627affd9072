import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ListedProduct } from './company-manage-types';

/** `listedProduct/detail`: staff only (403); 404 挂牌产品不存在. Silent: the page says why. */
export function getListedProduct(id: string): Promise<ListedProduct> {
  return apiGet<ListedProduct>('/api/rem-registrationmgrweb/listedProduct/detail', { id }, { silent: true });
}

export const listedProductKey = ['company-manage', 'listed-product'] as const;

export const listedProductQuery = (id: string) =>
  queryOptions({ queryKey: [...listedProductKey, id], queryFn: () => getListedProduct(id), retry: false });

export function useListedProduct(id: string) {
  return useQuery({ ...listedProductQuery(id), enabled: id !== '' });
}
