import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

/** What a code is asked for (the server keeps a code per number and purpose). */
export type SmsPurpose = 'register' | 'reset' | 'login' | 'bind';

/** When the next code may be asked for, and how long this one lasts (seconds); never the code. */
export interface SmsSent {
  resendAfter: number;
  expiresIn: number;
}

/** A visitor asks for a code to a number: 验证码发送成功, or the server's refusal. */
export function sendSmsCode(phone: string, purpose: SmsPurpose, tenantId?: string): Promise<SmsSent> {
  return apiPost<SmsSent>('/api/rem-registrationbizweb/smsNonds/sendValidCode', { phone, purpose, tenantId }, { silent: true });
}

/** `sender` replaces the call for a code another route sends (the login code of oauth/mobile). */
export function useSendSmsCode(purpose: SmsPurpose, tenantId?: string, sender?: (phone: string) => Promise<SmsSent>) {
  return useMutation({ mutationFn: sender ?? ((phone: string) => sendSmsCode(phone, purpose, tenantId)) });
}
