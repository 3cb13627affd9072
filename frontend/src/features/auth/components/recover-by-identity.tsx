import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { confirmRules, newPasswordRules } from '@/lib/password-rules';
import { accountBoundUserInfoValid, resetAccountPassword } from '../api/reset-by-account';
import { FaceRecognitionStep } from './face-recognition-step';

interface Values {
  account: string;
  name: string;
  idNumber: string;
  password: string;
  confirmPassword: string;
}

const ID_NUMBER = /^\d{17}[\dX]$/;

/**
 * 身份核验找回 of the reset dialog, for whoever no longer has the bound mobile: the account, the
 * name and resident id number of the person the register binds to it (accountBoundUserInfoValid),
 * then a face check of that person, whose token proves the reset (resetAccountPassword). An
 * account with no person on the register is told to ask the platform's staff.
 */
export function RecoverByIdentity({ tenantId, onDone }: { tenantId?: string; onDone: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [verified, setVerified] = useState(false);
  const [checking, setChecking] = useState(false);
  const [faceToken, setFaceToken] = useState<string>();
  const [busy, setBusy] = useState(false);

  const identity = async () => {
    const { account, name, idNumber } = await form.validateFields(['account', 'name', 'idNumber']);
    return { account: account.trim(), name: name.trim(), idNumber: idNumber.trim().toUpperCase() };
  };

  const verify = async () => {
    let asked: Awaited<ReturnType<typeof identity>>;
    try {
      asked = await identity();
    } catch {
      return;
    }
    setChecking(true);
    try {
      const { valid } = await accountBoundUserInfoValid({ ...asked, tenantId });
      setVerified(valid);
      if (!valid) form.setFields([{ name: 'idNumber', errors: [t('recover.mismatch')] }]);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setChecking(false);
    }
  };

  const submit = async (values: Values) => {
    if (!faceToken) {
      void message.error(t('recover.faceFirst'));
      return;
    }
    setBusy(true);
    try {
      await resetAccountPassword({
        account: values.account.trim(), faceToken, password: values.password, confirmPassword: values.confirmPassword, tenantId,
      });
      void message.success('密码重置成功，请使用新密码登录');
      form.resetFields();
      onDone();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  // a changed account or identity needs verifying again
  const onValuesChange = (changed: Partial<Values>) => {
    if ('account' in changed || 'name' in changed || 'idNumber' in changed) setVerified(false);
  };

  return (
    <Form form={form} layout="vertical" autoComplete="off" preserve={false} onFinish={(v) => void submit(v)} onValuesChange={onValuesChange} data-testid="recover-by-identity">
      <Typography.Paragraph type="secondary">{t('recover.hint')}</Typography.Paragraph>
      <Form.Item name="account" label={t('password.account')} rules={[{ required: true, whitespace: true, message: t('password.accountRequired') }]}>
        <Input maxLength={50} data-testid="identity-account" />
      </Form.Item>
      <Form.Item name="name" label={t('recover.name')} rules={[{ required: true, whitespace: true, message: t('recover.nameRequired') }]}>
        <Input maxLength={50} data-testid="identity-name" />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={t('recover.idNumber')}
        rules={[
          { required: true, whitespace: true, message: t('recover.idRequired') },
          { validator: (_, v?: string) => (!v || ID_NUMBER.test(v.trim().toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(t('recover.idFormat')))) },
        ]}
      >
        <Input maxLength={18} data-testid="identity-id-number" />
      </Form.Item>
      <Form.Item label={t('password.face')} required>
        {verified ? (
          <FaceRecognitionStep tenantId={tenantId} onPassed={setFaceToken} proof={identity} />
        ) : (
          <Button onClick={() => void verify()} loading={checking} data-testid="identity-verify">
            {t('recover.verify')}
          </Button>
        )}
      </Form.Item>
      <Form.Item name="password" label={t('password.new')} extra={t('password.policy')} rules={newPasswordRules(t, () => form.getFieldValue('account') ?? '')}>
        <Input.Password maxLength={20} data-testid="identity-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('password.confirm')} dependencies={['password']} rules={confirmRules(t, 'password')}>
        <Input.Password maxLength={20} data-testid="identity-confirm" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} disabled={!faceToken} block data-testid="identity-submit">
        {t('password.submit')}
      </Button>
    </Form>
  );
}
