import type { Translate } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';

/** The nodes of the two-step review the screens know by name. */
export const nodes = {
  apply: 'apply',
  /** The applicant revises a returned application here. */
  updateApply: 'UpdateApplyApprove',
  preliminary: 'PreliminaryApprove',
  recheck: 'RecheckApprove',
} as const;

/** The form's node for the read-only business detail (every field read-only). */
export const detailNode = 'detail';
export const doneTaskState = 'done';

const nodeKeys: Record<string, LocaleKey> = {
  start: 'flow.node.apply',
  apply: 'flow.node.apply',
  UpdateApplyApprove: 'flow.node.UpdateApplyApprove',
  PreliminaryApprove: 'flow.node.PreliminaryApprove',
  RecheckApprove: 'flow.node.RecheckApprove',
  effect: 'flow.node.effect',
  approved: 'flow.node.approved',
  rejected: 'flow.node.rejected',
  withdrawn: 'flow.node.withdrawn',
};
const statusKeys: Record<string, LocaleKey> = {
  running: 'flow.status.running',
  approved: 'flow.status.approved',
  rejected: 'flow.status.rejected',
  withdrawn: 'flow.status.withdrawn',
};
const actionKeys: Record<string, LocaleKey> = {
  start: 'flow.action.start',
  save: 'flow.action.save',
  submit: 'flow.action.submit',
  approve: 'flow.action.approve',
  return: 'flow.action.return',
  reject: 'flow.action.reject',
  withdraw: 'flow.action.withdraw',
};

const label = (keys: Record<string, LocaleKey>) => (t: Translate, value: string | null | undefined) =>
  value ? (keys[value] ? t(keys[value]) : value) : '';

/** 申请, 初审, 复审…: a node's name, or its id when the screens do not know it. */
export const nodeLabel = label(nodeKeys);
/** 办理中, 已办结…: an application's status. */
export const statusLabel = label(statusKeys);
/** 通过, 退回…: a task action. */
export const actionLabel = label(actionKeys);

export const statusColor = (status: string): string =>
  status === 'approved' ? 'success' : status === 'rejected' ? 'error' : status === 'running' ? 'processing' : 'default';
