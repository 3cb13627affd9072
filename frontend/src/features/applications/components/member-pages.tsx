import { ApplyPage } from './apply-page';
import { ApprovePage } from './approve-page';
import { memberFlow, memberReviseFlow } from './business-of-page';
import { memoPrefixes } from './memo-prefix';
import { FlowDetailPage } from './flow-detail-page';

/**
 * /process/memberApproves?uuid=&bizSn=&taskNo=&nodeId=: a reviewer's check of a member
 * application (550012), its memo submitted as 审批处理：… (02 §5, the check variant).
 */
export function MemberApprovePage() {
  return <ApprovePage memoPrefix={memoPrefixes.check} />;
}

/** /process/memberDetial?bizSn=: a member application (550012) read-only, its path and history. */
export function MemberDetialPage() {
  return <FlowDetailPage appId={memberFlow} />;
}

/**
 * /process/memberReviseApplys[?nodeId=&uuid=&bizSn=&src=]: 会员信息变更 550013, the member firm's
 * registered information changed, the form starting from the register.
 */
export function MemberReviseApplyPage() {
  return <ApplyPage appId={memberReviseFlow} />;
}

/** /process/memberReviseApproves?uuid=&bizSn=&taskNo=&nodeId=: a reviewer's check of a member revision, its memo submitted as 审批处理：… */
export function MemberReviseApprovePage() {
  return <ApprovePage memoPrefix={memoPrefixes.check} />;
}

/** /process/memberReviseDetail?bizSn=: a member revision (550013) read-only. */
export function MemberReviseDetailPage() {
  return <FlowDetailPage appId={memberReviseFlow} />;
}
