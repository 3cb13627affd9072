import { App, Button } from 'antd';
import { useState } from 'react';
import { RESEND_SECONDS } from '@/components/sms-code-button';
import { useT } from '@/lib/i18n';
import { useCountdown } from '@/lib/use-countdown';
import { sendOwnCode } from '../api/send-own-code';

/** 获取验证码 to the signed-in user's own bound mobile, then the 60 s countdown (01 §9). */
export function OwnSmsCodeButton({ testId = 'own-code-button' }: { testId?: string }) {
  const t = useT();
  const { message } = App.useApp();
  const [left, setLeft] = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const sent = await sendOwnCode();
      void message.success(t('sms.sent'));
      setLeft(sent.resendAfter || RESEND_SECONDS);
    } catch (error) {
      void message.error((error instanceof Error && error.message) || t('sms.sendFailed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Button onClick={() => void send()} disabled={left > 0} loading={sending} data-testid={testId}>
      {left > 0 ? t('sms.resendIn', { n: left }) : t('sms.getCode')}
    </Button>
  );
}
