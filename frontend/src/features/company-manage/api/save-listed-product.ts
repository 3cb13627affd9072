import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { ListedProduct, ListedProductEdit } from './company-manage-types';
import { listedProductKey } from './get-listed-product';

/** `listedProduct/submit`: the administrator's correction of a listed product, audited. */
export function saveListedProduct(id: string, edit: ListedProductEdit): Promise<ListedProduct> {
  return apiPost<ListedProduct>('/api/rem-registrationmgrweb/listedProduct/submit', { id, ...edit }, { silent: true });
}

export function useSaveListedProduct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: ListedProductEdit) => saveListedProduct(id, edit),
    onSuccess: () => client.invalidateQueries({ queryKey: listedProductKey }),
  });
}
