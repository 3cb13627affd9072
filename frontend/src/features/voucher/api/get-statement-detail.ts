import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

export interface StatementLine {
  label: string;
  value: string;
  capital?: string | null;
}

export interface StatementSection {
  title: string;
  lines: StatementLine[];
  tables: { label: string; columns: string[]; rows: string[][] }[];
}

/** A completed business's statement as data (01 §3 "Statement detail"). */
export interface StatementDetail {
  uuid: string;
  chainHash: string;
  flowKey: string;
  appId: string;
  bizSn: string;
  biz_type_name: string;
  /** The voucher's sections. */
  ext: StatementSection[];
  /** When it was stamped on the chain. */
  ext5: string;
}

/** POST statement/getStatementDetail?uuid&appId (01 §7): its query in the address, no body. */
export function getStatementDetail(uuid: string, appId?: string): Promise<StatementDetail> {
  const query = new URLSearchParams({ uuid, ...(appId ? { appId } : {}) });
  return apiPost<StatementDetail>(`/api/rem-registrationbizweb/statement/getStatementDetail?${query.toString()}`, undefined, { silent: true });
}

export const statementDetailQuery = (uuid: string) =>
  queryOptions({ queryKey: ['statement', 'detail', uuid], queryFn: () => getStatementDetail(uuid), retry: false });

export function useStatementDetail(uuid: string, enabled: boolean) {
  return useQuery({ ...statementDetailQuery(uuid), enabled });
}
