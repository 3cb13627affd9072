import type { FieldError, FormData } from '@/forms/types';

/** What submit and complete answer: where the application now stands. */
export interface LifecycleAnswer {
  uuid: string;
  bizSn: string;
  status: ApplicationStatus;
  currentNode: string | null;
  /** A route the flow asks the client to open next, if any. */
  navigate?: string | null;
}

export type ApplicationStatus = 'running' | 'approved' | 'rejected' | 'withdrawn' | (string & {});

/** `data` of a refused submit or completion. */
export interface LifecycleFailureData {
  errors?: FieldError[];
  needsConfirmation?: boolean;
  /** With needsConfirmation: the financial tables' sums that do not hold (confirmed apart from a flow's question). */
  warnings?: string[];
  /** A rule that sends the user to another business first (refuse_to, e.g. 550032): its appId. */
  redirectAppId?: string;
}

export type HistoryEvent = 'started' | 'acted' | 'returnedTo' | 'effect' | 'ended';

export interface HistoryEntry {
  /** Milliseconds since the epoch. */
  at: number;
  actor: string | null;
  node: string;
  task: string | number | null;
  event: HistoryEvent;
  action?: string;
  to?: string;
  effect?: string;
  outcome?: string;
  memo: string | null;
}

export interface ApplicationTask {
  taskNo: number;
  nodeId: string;
  nodeName: string;
  open: boolean;
  openedAt: number | null;
  closedAt: number | null;
  closedBy: string | null;
  action: string | null;
  memo: string | null;
}

/** One application as the list shows it. */
export interface ApplicationRecord {
  uuid: string;
  bizSn: string;
  appId: string;
  bizTypeName: string;
  status: ApplicationStatus;
  currentNode: string | null;
  createdAt?: number | null;
  updatedAt?: number | null;
  completedAt?: number | null;
}

/** One document of a completed business: its name, stable code and attachment. */
export interface BusinessDocument {
  name: string;
  code: string;
  attachId: string;
  pages: number;
}

export interface ApplicationDetail extends ApplicationRecord {
  /** The form the business's flow version fills. */
  formId?: string | null;
  /** The form version the application's flow version pinned. */
  formVersion?: number | null;
  applicantId?: string;
  formData: FormData;
  history: HistoryEntry[];
  tasks: ApplicationTask[];
  chainHash: string | null;
  /** The business's documents (02 §7): voucher code → attachId; null while there are none. */
  ext5: Record<string, string> | null;
  /** The download list (02 §3 "Voucher list"), in order. */
  voucherList?: BusinessDocument[];
  /** Why its documents could not be written, when they could not. */
  documentsError?: string | null;
  /** The charge base the flow's charge hook computed (decimal text in yuan), if it has one. */
  charge?: string | null;
  /** The names of the users the history names, by user id. */
  people?: Record<string, string>;
  /** What the business recorded on completion (a register extract, a filing ...). */
  records?: BusinessRecordView[];
}

/** A record a completed business left: its kind (registerExtract, filing ...), subject and detail. */
export interface BusinessRecordView {
  kind: string;
  subject: string;
  /** Seconds. */
  recordedAt: number;
  detail: Record<string, unknown> | null;
}
