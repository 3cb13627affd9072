import { App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { SLIDE_FAILED } from '@/api/get-slide-puzzle';
import { RESEND_SECONDS } from '@/components/sms-code-button';
import { SlidePuzzle } from '@/components/slide-puzzle';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { confirmRules, newPasswordRules } from '@/lib/password-rules';
import { useCountdown } from '@/lib/use-countdown';
import { checkAccountExists, resetAccountPassword, sendCodeToBoundMobile, type ResetAccountRequest } from '../api/reset-by-account';

type Values = Omit<ResetAccountRequest, 'tenantId'>;

/**
 * 按账号找回 of the reset dialog: the account (checkAccountExists), the slide code, a code to the
 * account's bound mobile (shown masked), then the new password twice (resetAccountPassword).
 */
export function ResetByAccount({ tenantId, onDone }: { tenantId?: string; onDone: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [sliding, setSliding] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string>();
  const [left, setLeft] = useCountdown();
  const [busy, setBusy] = useState(false);

  const askCode = async () => {
    let account: string;
    try {
      account = (await form.validateFields(['account'])).account.trim();
    } catch {
      return;
    }
    try {
      const { exists } = await checkAccountExists(account, tenantId);
      if (!exists) {
        form.setFields([{ name: 'account', errors: [t('reset.noAccount')] }]);
        return;
      }
      setSliding(account);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : t('sms.sendFailed'));
    }
  };

  const onDrop = async (answer: { key: string; x: number }) => {
    if (!sliding) return false;
    try {
      const sent = await sendCodeToBoundMobile(answer, sliding, tenantId);
      void message.success(t('sms.sent'));
      setSentTo(sent.mobile);
      setSliding(null);
      setLeft(sent.resendAfter || RESEND_SECONDS);
      return true;
    } catch (error) {
      const msg = error instanceof ApiError ? error.msg : t('sms.sendFailed');
      void message.error(msg || t('sms.sendFailed'));
      if (!(error instanceof ApiError && msg === SLIDE_FAILED)) setSliding(null);
      return false;
    }
  };

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await resetAccountPassword({ ...values, account: values.account.trim(), tenantId });
      void message.success('密码重置成功，请使用新密码登录');
      form.resetFields();
      onDone();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" autoComplete="off" preserve={false} onFinish={(v) => void submit(v)} data-testid="reset-by-account">
      <Form.Item name="account" label={t('password.account')} rules={[{ required: true, whitespace: true, message: t('password.accountRequired') }]}>
        <Input maxLength={50} data-testid="recover-account" />
      </Form.Item>
      <Form.Item label={t('sms.code')} required extra={sentTo && <Typography.Text data-testid="recover-sent-to">{t('reset.sentTo', { mobile: sentTo })}</Typography.Text>}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[{ required: true, message: t('sms.codeRequired') }, { pattern: /^\d{6}$/, message: t('sms.codeFormat') }]}>
            <Input maxLength={6} data-testid="recover-code" />
          </Form.Item>
          <Button onClick={() => void askCode()} disabled={left > 0} data-testid="recover-code-button">
            {left > 0 ? t('sms.resendIn', { n: left }) : t('sms.getCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="password" label={t('password.new')} extra={t('password.policy')} rules={newPasswordRules(t, () => form.getFieldValue('account') ?? '')}>
        <Input.Password maxLength={20} data-testid="recover-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('password.confirm')} dependencies={['password']} rules={confirmRules(t, 'password')}>
        <Input.Password maxLength={20} data-testid="recover-confirm" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block data-testid="recover-submit">
        {t('password.submit')}
      </Button>
      <Modal open={sliding !== null} title={t('slide.title')} footer={null} onCancel={() => setSliding(null)} destroyOnHidden width={360} data-testid="slide-modal">
        <SlidePuzzle onDrop={onDrop} />
      </Modal>
    </Form>
  );
}
