import type { ApplicationDetail } from '../api/lifecycle-types';
import { nodes } from './flow-forms';

export interface PathStep {
  /** A node id, or approved / rejected / withdrawn for the end. */
  node: string;
  status: 'finish' | 'process' | 'error' | 'wait';
  /** The action taken there (approve, return, reject, submit), if any. */
  action?: string;
  at?: number;
}

/** The review's planned path after the application: 初审, 复审, 办结. */
const planned = [nodes.preliminary, nodes.recheck, 'approved'];

/**
 * The path an application actually took, from its history: 申请, each node acted on (a return
 * or a rejection included), the end; while it runs, the current node in progress and the
 * planned steps after it waiting.
 */
export function executedPath(detail: Pick<ApplicationDetail, 'history' | 'status' | 'currentNode'>): PathStep[] {
  const steps: PathStep[] = [];
  for (const entry of detail.history ?? []) {
    if (entry.event === 'started') {
      steps.push({ node: nodes.apply, status: 'finish', at: entry.at });
    } else if (entry.event === 'acted' && entry.action !== 'start' && entry.action !== 'save') {
      if (entry.node === nodes.apply && steps.at(-1)?.node === nodes.apply) continue;
      steps.push({ node: entry.node, status: entry.action === 'reject' ? 'error' : 'finish', action: entry.action, at: entry.at });
    } else if (entry.event === 'returnedTo') {
      // the reviewer's return is recorded as the move back, at the reviewer's node
      steps.push({ node: entry.node, status: 'finish', action: 'return', at: entry.at });
    } else if (entry.event === 'ended') {
      const outcome = entry.outcome ?? detail.status;
      if (outcome === 'rejected' && steps.at(-1)?.status === 'error') continue;
      steps.push({ node: outcome, status: outcome === 'approved' ? 'finish' : 'error', at: entry.at });
    }
  }
  if (steps.length === 0) steps.push({ node: nodes.apply, status: 'finish' });
  if (detail.status === 'running' && detail.currentNode) {
    steps.push({ node: detail.currentNode, status: 'process' });
    const from = planned.indexOf(detail.currentNode);
    const rest = from >= 0 ? planned.slice(from + 1) : planned;
    for (const node of rest) steps.push({ node, status: 'wait' });
  }
  return steps;
}
