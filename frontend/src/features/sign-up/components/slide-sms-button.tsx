import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import { SLIDE_FAILED } from '@/api/get-slide-puzzle';
import { RESEND_SECONDS } from '@/components/sms-code-button';
import { SlidePuzzle } from '@/components/slide-puzzle';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { useCountdown } from '@/lib/use-countdown';
import { sendCodeAfterSlide } from '../api/send-code-after-slide';

/**
 * 获取验证码 of the registration: the number is checked, the visitor solves the slide code, and
 * the server sends the code (验证码发送成功); then the button counts down until another may be
 * asked for (01 §4, §9). A refused slide draws a new puzzle; a refused send closes it with
 * the server's message.
 */
export function SlideSmsButton({ phone, tenantId }: { phone: () => Promise<string>; tenantId?: string }) {
  const t = useT();
  const { message } = App.useApp();
  const [number, setNumber] = useState<string | null>(null);
  const [left, setLeft] = useCountdown();

  const open = async () => {
    try {
      setNumber(await phone());
    } catch {
      // the form shows what is wrong with the number
    }
  };

  const onDrop = async (answer: { key: string; x: number }) => {
    if (!number) return false;
    try {
      const sent = await sendCodeAfterSlide(answer, number, tenantId);
      void message.success(t('sms.sent'));
      setNumber(null);
      setLeft(sent.resendAfter || RESEND_SECONDS);
      return true;
    } catch (error) {
      const msg = error instanceof ApiError ? error.msg : t('sms.sendFailed');
      void message.error(msg || t('sms.sendFailed'));
      // a refused slide is tried again on a new puzzle; any other refusal ends the attempt
      if (!(error instanceof ApiError && msg === SLIDE_FAILED)) setNumber(null);
      return false;
    }
  };

  return (
    <>
      <Button onClick={() => void open()} disabled={left > 0} data-testid="sms-code-button">
        {left > 0 ? t('sms.resendIn', { n: left }) : t('sms.getCode')}
      </Button>
      <Modal open={number !== null} title={t('slide.title')} footer={null} onCancel={() => setNumber(null)} destroyOnHidden width={360} data-testid="slide-modal">
        <SlidePuzzle onDrop={onDrop} />
      </Modal>
    </>
  );
}
