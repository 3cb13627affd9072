import { useMutation } from '@tanstack/react-query';
import type { SmsSent } from '@/api/send-sms-code';
import { apiGet, apiPostForm } from '@/lib/http/client';
import type { TokenGrant } from '@/stores/session-store';

/** The refusal when the mobile opens several accounts; its data lists them. */
export const CHOOSE_ACCOUNT = '该手机号码绑定了多个账号，请选择要登录的账号';

/** An account the mobile opens, as the chooser lists it. */
export interface MobileAccount {
  account: string;
  name: string;
  /** The zone it works in (企业用户, 个人投资者 …). */
  roleAlias: string;
}

/** GET blade-auth/oauth/mobile: a login code to a mobile bound to an account (else 该手机号码未绑定账号). */
export function sendLoginCode(phone: string, tenantId: string): Promise<SmsSent> {
  return apiGet<SmsSent>('/api/blade-auth/oauth/mobile', { phone, tenantId }, { silent: true, headers: { 'Tenant-Id': tenantId } });
}

export interface MobileLogin {
  tenantId: string;
  phone: string;
  code: string;
  /** The account chosen when the mobile opens several. */
  username?: string;
}

/** The `mobile` grant of oauth/token; the chosen account goes as `username`. */
export function loginByMobile({ tenantId, phone, code, username }: MobileLogin): Promise<TokenGrant> {
  const form: Record<string, string> = { grant_type: 'mobile', phone, code, scope: 'all', tenantId };
  if (username) form.username = username;
  return apiPostForm<TokenGrant>('/api/blade-auth/oauth/token', form, { silent: true, headers: { 'Tenant-Id': tenantId } });
}

export function useLoginByMobile() {
  return useMutation({ mutationFn: loginByMobile });
}
