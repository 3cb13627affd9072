import { apiGet } from '@/lib/http/client';
import type { SmsSent } from '@/api/send-sms-code';

/** A code to the signed-in user's own bound mobile, to confirm a change in the security centre. */
export function sendOwnCode(): Promise<SmsSent> {
  return apiGet<SmsSent>('/api/rem-registrationbizweb/sms/sendValidationCode', undefined, { silent: true });
}
