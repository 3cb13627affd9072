import { ApplicationByBizSn } from './application-by-biz-sn';
import { ApplyPage } from './apply-page';
import { ApprovePage } from './approve-page';
import { BusinessDetailView } from './business-detail-view';
import { listingFlow, trustFlow } from './business-of-page';
import { memoPrefixes } from './memo-prefix';

/**
 * /process/listedApplys[?nodeId=&uuid=&bizSn=&src=]: 挂牌申请 550210, an enterprise in custody
 * asks to be listed (its sector and three-year financial tables).
 */
export function ListedApplyPage() {
  return <ApplyPage appId={listingFlow} keepsState />;
}

/** /process/listedApproves?uuid=&bizSn=&taskNo=&nodeId=: a reviewer's decision on a listing, its memo submitted as 挂牌信息：… (02 §5). */
export function ListedApprovePage() {
  return <ApprovePage memoPrefix={memoPrefixes.listed} />;
}

/** /process/listedDetails?bizSn=: a listing application read-only, its path and history. */
export function ListedDetailPage() {
  return <ApplicationByBizSn flow={listingFlow}>{(application) => <BusinessDetailView application={application} />}</ApplicationByBizSn>;
}

/**
 * /process/listedTrustApply[?nodeId=&uuid=&bizSn=&src=]: 托管申请, the custody business 550114
 * (企业托管) from the listing group: the same flow, form and effect as /businessApply starts,
 * not a second custody flow.
 */
export function ListedTrustApplyPage() {
  return <ApplyPage appId={trustFlow} keepsState />;
}

/** /process/listedTrustApprove?uuid=&bizSn=&taskNo=&nodeId=: a reviewer's decision on a custody application, its memo submitted as 托管信息：… (02 §5). */
export function ListedTrustApprovePage() {
  return <ApprovePage memoPrefix={memoPrefixes.trust} />;
}

/** /process/listedTrustDetails?bizSn=: a custody application (550001 or 550114) read-only. */
export function ListedTrustDetailPage() {
  return <ApplicationByBizSn flow={custodyFlows}>{(application) => <BusinessDetailView application={application} />}</ApplicationByBizSn>;
}

const custodyFlows: readonly string[] = ['550001', trustFlow];
