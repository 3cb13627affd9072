import { App, Button } from 'antd';
import { useSendSmsCode, type SmsPurpose, type SmsSent } from '@/api/send-sms-code';
import { useT } from '@/lib/i18n';
import { useCountdown } from '@/lib/use-countdown';

/** 01 §9: the resend countdown, unless the server says otherwise. */
export const RESEND_SECONDS = 60;

/**
 * 获取验证码: sends a code to the number `phone()` answers (the form checks it first: a
 * rejected promise sends nothing), then counts down the seconds until another may be asked
 * for (01 §4: disabled 60 s after sending). Says 验证码发送成功 or the server's refusal.
 * `sender` sends through another call than smsNonds/sendValidCode (the login code).
 */
export function SmsCodeButton({
  purpose,
  phone,
  tenantId,
  sender,
}: {
  purpose: SmsPurpose;
  phone: () => Promise<string>;
  tenantId?: string;
  sender?: (phone: string) => Promise<SmsSent>;
}) {
  const t = useT();
  const { message } = App.useApp();
  const send = useSendSmsCode(purpose, tenantId, sender);
  const [left, setLeft] = useCountdown();

  const onClick = async () => {
    let number: string;
    try {
      number = await phone();
    } catch {
      return;
    }
    send.mutate(number, {
      onSuccess: (sent) => {
        void message.success(t('sms.sent'));
        setLeft(sent.resendAfter || RESEND_SECONDS);
      },
      onError: (error) => void message.error(error.message || t('sms.sendFailed')),
    });
  };

  return (
    <Button onClick={() => void onClick()} disabled={left > 0} loading={send.isPending} data-testid="sms-code-button">
      {left > 0 ? t('sms.resendIn', { n: left }) : t('sms.getCode')}
    </Button>
  );
}
