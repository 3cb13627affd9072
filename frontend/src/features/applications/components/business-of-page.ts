/** The businesses each dedicated apply page opens (02 §1, §2). */
export const investorRiskFlows = ['550026', '550091'] as const;
export const newInvestorFlows = ['550130', '550131', '550132', '550136'] as const;
/** 会员申请 (/process/memberApplys). */
export const memberFlow = '550012';
/** 信息披露申请, the periodic financial report (/xpApply). */
export const periodicReportFlow = '550070';
/** 收费业务 (/process/550100detail). */
export const chargedFlow = '550100';
/** The application whose final node decides where the user goes (/process/detial, /process/550115*). */
export const finalNodeFlow = '550115';
/** 挂牌申请 (/process/listedApplys, listedApproves, listedDetails): the platform's code for the listing flow. */
export const listingFlow = '550210';
/** 托管申请 (/process/listedTrustApply, listedTrustApprove, listedTrustDetails): the existing custody flow 企业托管. */
export const trustFlow = '550114';
/** 会员信息变更 (/process/memberReviseApplys, memberReviseApproves, memberReviseDetail). */
export const memberReviseFlow = '550013';

/** 回购注销: its detail page shows the register before and after (/550052/detail). */
export const buybackFlow = '550052';
