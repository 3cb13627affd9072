import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

/** One pledgee of a pledge application and its confirmation (01 §3 "Pledgee info"). */
export interface PledgeeRow {
  uuid: string;
  bizSn: string;
  name: string;
  certType: string;
  certNo: string;
  pledgeeType: string;
  /** The mobile the signing link goes to, masked. */
  mobile?: string | null;
  /** 0 待确认, 1 已确认, 2 已拒绝 */
  status: number;
  statusName: string;
  refusal?: string | null;
  /** Registered with the e-signature provider. */
  registered: boolean;
  /** Beijing time text. */
  smsSentAt?: string | null;
  signedAt?: string | null;
  attachId?: string | null;
  originalName?: string | null;
  attachments: { attachId: string; originalName: string }[];
  hasFacePicture: boolean;
}

/** POST eContract/queryPledgeeEContractInfo {uuid} (01 §7): the pledgees of an application. */
export interface PledgeeContracts {
  /** null without pledgees, 0 waiting, 1 every pledgee signed, 2 one refused. */
  ext8: string | null;
  /** The business is done: no more confirmation SMS. */
  done: boolean;
  records: PledgeeRow[];
}

export function getPledgeeContracts(uuid: string): Promise<PledgeeContracts> {
  return apiPost<PledgeeContracts>('/api/rem-registrationbizweb/eContract/queryPledgeeEContractInfo', { uuid }, { silent: true });
}

export const pledgeeContractsQuery = (uuid: string) =>
  queryOptions({ queryKey: ['eContract', 'queryPledgeeEContractInfo', uuid], queryFn: () => getPledgeeContracts(uuid) });

export function usePledgeeContracts(uuid: string) {
  return useQuery({ ...pledgeeContractsQuery(uuid), enabled: uuid !== '', retry: false });
}
