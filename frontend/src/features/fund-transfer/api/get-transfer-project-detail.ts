import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferProjectDetail } from '@/api/transfer-project-types';
import { apiGet } from '@/lib/http/client';

/** Silent: the page shows the failure in place. */
export function getTransferProjectDetail(id: string): Promise<TransferProjectDetail> {
  return apiGet<TransferProjectDetail>('/api/rem-registrationbizweb/transfer-registration-pledge/detail', { id }, { silent: true });
}

export const transferProjectDetailQuery = (id: string) =>
  queryOptions({ queryKey: ['transfer-project-detail', id], queryFn: () => getTransferProjectDetail(id), retry: false });

export function useTransferProjectDetail(id: string) {
  return useQuery({ ...transferProjectDetailQuery(id), enabled: id !== '' });
}
