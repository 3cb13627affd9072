import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ChainPage } from './chain-types';

export interface ChainListParams {
  current: number;
  size: number;
}

/** The tenant's chain entries, newest first, paged. */
export function getChainList(params: ChainListParams): Promise<ChainPage> {
  return apiGet<ChainPage>('/api/rem-registrationbizweb/blockChain/list', { ...params });
}

export const chainListKey = ['block-chain', 'list'] as const;

export const chainListQuery = (params: ChainListParams) =>
  queryOptions({ queryKey: [...chainListKey, params], queryFn: () => getChainList(params), placeholderData: keepPreviousData });

export function useChainList(params: ChainListParams) {
  return useQuery(chainListQuery(params));
}
