import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiPost, applyOutcome } from '@/lib/http/client';

/** One document of a completed business (02 §3 "Voucher list"). */
export interface VoucherDocument {
  name: string;
  code: string;
  attachId: string;
  pages: number;
}

/** What the print page needs of a business: who it is, whether it completed, its documents. */
export interface BusinessDocuments {
  uuid: string;
  bizSn: string;
  bizTypeName: string;
  status: string;
  chainHash: string | null;
  voucherList?: VoucherDocument[];
  documentsError?: string | null;
}

/**
 * A business and its documents by its uuid (application/detail, which writes the documents
 * first when they are missing). Sent silently: the page shows a refusal (404 申请不存在,
 * 403 无权查看该申请) itself, while sign-out and timeout follow the request layer's rules.
 */
export async function getBusinessDocuments(uuid: string): Promise<BusinessDocuments> {
  try {
    return await apiPost<BusinessDocuments>('/api/rem-registrationbizweb/application/detail', { uuid }, { silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.outcome.kind !== 'failure') applyOutcome(error.outcome);
    throw error;
  }
}

export const businessDocumentsQuery = (uuid: string) =>
  queryOptions({ queryKey: ['statement', 'documents', uuid], queryFn: () => getBusinessDocuments(uuid) });

export function useBusinessDocuments(uuid: string | null) {
  return useQuery({ ...businessDocumentsQuery(uuid ?? ''), enabled: Boolean(uuid) });
}
