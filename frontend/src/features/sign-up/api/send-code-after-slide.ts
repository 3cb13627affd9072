import { apiPost } from '@/lib/http/client';
import type { SmsSent } from '@/api/send-sms-code';

export interface SlideAnswer {
  key: string;
  /** where the piece was dropped, in pixels from the picture's left */
  x: number;
}

/** The solved slide and the number: the server sends the registration code (验证码发送成功) or refuses. */
export function sendCodeAfterSlide(answer: SlideAnswer, phone: string, tenantId?: string): Promise<SmsSent> {
  return apiPost<SmsSent>('/api/blade-auth/oauth/validateSlideCodeAndSend', { ...answer, phone, purpose: 'register', tenantId }, { silent: true });
}
