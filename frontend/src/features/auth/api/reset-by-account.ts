import { apiPost } from '@/lib/http/client';

/** 按账号找回, step 1: whether the account exists (counted per address by the server). */
export function checkAccountExists(account: string, tenantId?: string): Promise<{ exists: boolean }> {
  return apiPost<{ exists: boolean }>('/api/rem-registrationbizweb/nonds/bizAccountManage/checkAccountExists', { account, tenantId }, { silent: true });
}

export interface BoundSent {
  /** the account's bound mobile, its middle digits hidden (138****0000) */
  mobile: string;
  resendAfter: number;
  expiresIn: number;
}

/** The solved slide: a reset code goes to the account's bound mobile, answered masked. */
export function sendCodeToBoundMobile(answer: { key: string; x: number }, account: string, tenantId?: string): Promise<BoundSent> {
  return apiPost<BoundSent>('/api/rem-registrationbizweb/userNonDs/checkSlideAndSendBoundUserMobileValidCode', { ...answer, account, tenantId }, { silent: true });
}

export interface ResetAccountRequest {
  account: string;
  /** The code sent to the bound mobile, or */
  code?: string;
  /** a passed face check of the account's person (身份核验找回). */
  faceToken?: string;
  password: string;
  confirmPassword: string;
  tenantId?: string;
}

/** The account's new password, proved by the code to its bound mobile or a face check; every session of the user ends. */
export function resetAccountPassword(request: ResetAccountRequest): Promise<boolean> {
  return apiPost<boolean>('/api/rem-registrationbizweb/nonds/bizAccountManage/resetAccountPassword', request, { silent: true });
}

/** 身份核验找回, step 1: the name and resident id number of the person the register binds to the account. */
export function accountBoundUserInfoValid(
  request: { account: string; name: string; idNumber: string; tenantId?: string },
): Promise<{ valid: boolean }> {
  return apiPost<{ valid: boolean }>('/api/rem-registrationbizweb/nonds/bizAccountManage/accountBoundUserInfoValid', request, { silent: true });
}
