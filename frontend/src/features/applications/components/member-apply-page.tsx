import { ApplyPage } from './apply-page';
import { memberFlow } from './business-of-page';

/**
 * /process/memberApplys[?nodeId=&uuid=&bizSn=&src=]: 会员申请 550012, the member flow's apply
 * page (a new application, a saved draft, or a returned one at UpdateApplyApprove).
 */
export function MemberApplyPage() {
  return <ApplyPage appId={memberFlow} />;
}
