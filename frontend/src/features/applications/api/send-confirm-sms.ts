import { useMutation } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** GET pledgeeInfo/sendConfirmSms?uuid (01 §7): the confirmation SMS with the signing link to the pledgee. */
export function sendConfirmSms(uuid: string): Promise<null> {
  return apiGet<null>('/api/rem-registrationbizweb/pledgeeInfo/sendConfirmSms', { uuid }, { silent: true });
}

export function useSendConfirmSms() {
  return useMutation({ mutationFn: sendConfirmSms });
}
