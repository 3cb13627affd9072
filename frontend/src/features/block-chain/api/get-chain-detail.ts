import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ChainEntry } from './chain-types';

/** One chain entry by its hash; 404 存证记录不存在 when the tenant has none such. */
export function getChainDetail(transHash: string): Promise<ChainEntry> {
  return apiGet<ChainEntry>('/api/rem-registrationbizweb/blockChain/detail', { transHash });
}

export const chainDetailQuery = (transHash: string) =>
  queryOptions({ queryKey: ['block-chain', 'detail', transHash], queryFn: () => getChainDetail(transHash) });

export function useChainDetail(transHash: string) {
  return useQuery({ ...chainDetailQuery(transHash), enabled: transHash !== '' });
}
