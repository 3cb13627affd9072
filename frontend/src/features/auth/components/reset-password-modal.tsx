import { useState } from 'react';
import { App, Form, Input, Modal, Segmented, Space } from 'antd';
import { SmsCodeButton } from '@/components/sms-code-button';
import { useT } from '@/lib/i18n';
import { confirmRules, mobileRules, newPasswordRules } from '@/lib/password-rules';
import { useResetPassword, type ResetPasswordRequest } from '../api/reset-password';
import { FaceRecognitionStep } from './face-recognition-step';
import { RecoverByIdentity } from './recover-by-identity';
import { ResetByAccount } from './reset-by-account';

type Values = Omit<ResetPasswordRequest, 'tenantId' | 'bizToken'>;
type Way = 'mobile' | 'account' | 'identity';

/**
 * 重置密码 (01 §2 dialogs): the account, its mobile, the SMS code (60 s countdown), the new
 * password twice, and 开始人脸识别, whose passed check goes with the reset (the tenant may
 * require it). Every session of the user ends; the user signs in with the new password.
 * 按账号找回 is the other way: the account alone, a code to its bound mobile (shown masked);
 * 身份核验找回 the way without the mobile: the holder's identity and a face check.
 */
export function ResetPasswordModal({ open, tenantId, onClose }: { open: boolean; tenantId?: string; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();
  const [faceToken, setFaceToken] = useState<string>();
  const [way, setWay] = useState<Way>('mobile');

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      // the form shows each field's problem under it
      return;
    }
    reset.mutate(
      { ...values, tenantId, bizToken: faceToken },
      {
        onSuccess: () => {
          void message.success('密码重置成功，请使用新密码登录');
          form.resetFields();
          onClose();
        },
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('password.resetTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('password.submit')}
      confirmLoading={reset.isPending}
      footer={way === 'mobile' ? undefined : null}
      destroyOnHidden
      data-testid="reset-password-modal"
    >
      <Segmented
        block
        style={{ marginBottom: 16 }}
        value={way}
        onChange={(value) => setWay(value as Way)}
        options={[
          { label: t('reset.byMobile'), value: 'mobile' },
          { label: t('reset.byAccount'), value: 'account' },
          { label: t('reset.byIdentity'), value: 'identity' },
        ]}
        data-testid="reset-way"
      />
      {way === 'identity' && <RecoverByIdentity tenantId={tenantId} onDone={onClose} />}
      {way === 'account' && <ResetByAccount tenantId={tenantId} onDone={onClose} />}
      {way === 'mobile' && (
      <Form form={form} layout="vertical" autoComplete="off" preserve={false}>
        <Form.Item name="account" label={t('password.account')} rules={[{ required: true, whitespace: true, message: t('password.accountRequired') }]}>
          <Input maxLength={50} data-testid="reset-account" />
        </Form.Item>
        <Form.Item name="phone" label={t('password.phone')} rules={mobileRules(t)}>
          <Input maxLength={11} data-testid="reset-phone" />
        </Form.Item>
        <Form.Item label={t('sms.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true, message: t('sms.codeRequired') }, { pattern: /^\d{6}$/, message: t('sms.codeFormat') }]}>
              <Input maxLength={6} data-testid="reset-code" />
            </Form.Item>
            <SmsCodeButton purpose="reset" tenantId={tenantId} phone={() => form.validateFields(['phone']).then((v) => v.phone)} />
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('password.face')}>
          <FaceRecognitionStep
            tenantId={tenantId}
            onPassed={setFaceToken}
            proof={() => form.validateFields(['account', 'phone', 'code']).then(({ account, phone, code }) => ({ account, phone, code }))}
          />
        </Form.Item>
        <Form.Item name="password" label={t('password.new')} extra={t('password.policy')} rules={newPasswordRules(t, () => form.getFieldValue('account') ?? '')}>
          <Input.Password maxLength={20} data-testid="reset-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('password.confirm')} dependencies={['password']} rules={confirmRules(t, 'password')}>
          <Input.Password maxLength={20} data-testid="reset-confirm" />
        </Form.Item>
      </Form>
      )}
    </Modal>
  );
}
