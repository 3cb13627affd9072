import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ChainDetail } from './chain-types';

/** One chain entry by its hash, as a readable record; 404 存证记录不存在 when the tenant has none such, 403 无权查看该存证记录 when it is another's business. */
export function getChainDetail(transHash: string): Promise<ChainDetail> {
  // silent: the page says why (存证记录不存在, 无权查看该存证记录) beside the way back, not the 403 page
  return apiGet<ChainDetail>('/api/rem-registrationbizweb/blockChain/detail', { transHash }, { silent: true });
}

export const chainDetailQuery = (transHash: string) =>
  queryOptions({ queryKey: ['block-chain', 'detail', transHash], queryFn: () => getChainDetail(transHash) });

export function useChainDetail(transHash: string) {
  return useQuery({ ...chainDetailQuery(transHash), enabled: transHash !== '' });
}
