import { useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

/** One product's volumes of an account, now. */
export interface PartyBalance {
  productCode: string;
  productName: string;
  total: number;
  free: number;
  pledged: number;
  frozen: number;
}

/** An account the application names, with its holder and balances. */
export interface ApprovalParty {
  /** `accountNumberOut`, or `pledgeList/0/securityAccountNo` in a table. */
  field: string;
  label: string;
  accountNumber: string;
  /** None when the tenant has no such account. */
  holderName?: string | null;
  accountStatus?: number | null;
  balances: PartyBalance[];
}

/** One decision taken on the application. */
export interface ApprovalMemo {
  taskNo: number;
  nodeId: string;
  nodeName: string;
  actorId?: string | null;
  actorName?: string | null;
  action?: string | null;
  memo?: string | null;
  /** Seconds. */
  at?: number | null;
}

export interface ChangedField {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

export interface ApprovalContext {
  uuid: string;
  bizSn: string;
  appId: string;
  bizTypeName: string;
  applicant: { id: string; name?: string | null };
  submittedAt?: number | null;
  parties: ApprovalParty[];
  memos: ApprovalMemo[];
  /** None before the first return. */
  changes?: { returnedVersionAt: number; resubmittedAt: number; fields: ChangedField[] } | null;
  /** 收费: yuan with two decimals; collected once the business completed. */
  charge?: { amount: string; collected: boolean } | null;
}

/** What the approver decides on, beside the form: parties, balances, memos, changes, charge. */
export function getApprovalContext(uuid: string): Promise<ApprovalContext> {
  return apiPost<ApprovalContext>('/api/rem-registrationbizweb/taskItem/approvalContext', { uuid }, { silent: true });
}

export function useApprovalContext(uuid: string | null) {
  return useQuery({
    queryKey: ['taskItem', 'approvalContext', uuid ?? ''],
    queryFn: () => getApprovalContext(uuid ?? ''),
    enabled: Boolean(uuid),
  });
}
