import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** An electronic seal of the enterprise, registered with the e-contract service. */
export interface Seal {
  id: string;
  companyId: string;
  sealName: string;
  /** 1 公章, 2 合同专用章, 3 财务专用章, 4 法定代表人名章. */
  sealType: string;
  sealTypeName: string;
  attachId: string;
  providerSealId: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  statusName: string;
  /** Unix seconds. */
  createdAt: number;
  updatedAt: number;
}

export interface SealList {
  companyId: string;
  companyName: string;
  provider: string;
  /** The register holds no certificate of the enterprise: registering a seal asks for it. */
  needsCertificate: boolean;
  sealTypes: { dictKey: string; dictValue: string }[];
  records: Seal[];
}

/** `eContract/seal/list`: the current enterprise's seals. Silent: the page says why it failed. */
export function querySeals(): Promise<SealList> {
  return apiGet<SealList>('/api/rem-registrationbizweb/eContract/seal/list', {}, { silent: true });
}

export const sealsKey = ['econtract', 'seals'] as const;

export function useSeals() {
  return useQuery(queryOptions({ queryKey: sealsKey, queryFn: querySeals, retry: false }));
}
