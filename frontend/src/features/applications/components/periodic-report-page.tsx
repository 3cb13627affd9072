import { ApplyPage } from './apply-page';
import { periodicReportFlow } from './business-of-page';

/**
 * /xpApply[?nodeId=&uuid=&bizSn=&src=]: 信息披露申请, the periodic financial report 550070
 * (02 §3): a new report on the current enterprise, a saved draft, or a returned one at
 * UpdateApplyApprove. Approved, it is published to the visitors of its disclosure scope.
 */
export function PeriodicReportPage() {
  return <ApplyPage appId={periodicReportFlow} />;
}
