import { MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { SmsCodeButton } from '@/components/sms-code-button';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { mobileRules } from '@/lib/password-rules';
import { CHOOSE_ACCOUNT, sendLoginCode, useLoginByMobile, type MobileAccount } from '../api/login-by-mobile';
import { AccountChooserModal } from './account-chooser-modal';
import { useSignedIn } from './use-signed-in';

interface SmsValues {
  phone: string;
  code: string;
}

function isAccountList(data: unknown): data is MobileAccount[] {
  return Array.isArray(data) && data.every((a) => typeof (a as MobileAccount)?.account === 'string');
}

/**
 * 短信登录: the mobile (01 §5), 获取验证码 (oauth/mobile, 60 s countdown), the code, 登录 (the
 * `mobile` grant). When the mobile opens several accounts the server refuses with their list;
 * the user chooses one and the same code signs it in (the code is spent only by a sign-in).
 */
export function SmsLoginForm({ tenantId }: { tenantId: string }) {
  const t = useT();
  const [form] = Form.useForm<SmsValues>();
  const login = useLoginByMobile();
  const signedIn = useSignedIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [choices, setChoices] = useState<MobileAccount[] | null>(null);

  const signIn = (values: SmsValues, username?: string) => {
    setFailure(null);
    login.mutate(
      { tenantId, phone: values.phone, code: values.code.trim(), username },
      {
        onSuccess: (grant) => {
          setChoices(null);
          signedIn(grant);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.msg === CHOOSE_ACCOUNT && isAccountList(error.data)) {
            setChoices(error.data);
            return;
          }
          setChoices(null);
          setFailure(error instanceof ApiError ? error.msg : t('http.unknown'));
        },
      },
    );
  };

  return (
    <>
      <Form<SmsValues>
        form={form}
        name="sms-login"
        size="large"
        validateTrigger="onBlur"
        onFinish={(values) => signIn(values)}
        onValuesChange={() => failure && setFailure(null)}
        autoComplete="off"
      >
        <Form.Item name="phone" rules={mobileRules(t)}>
          <Input prefix={<MobileOutlined />} maxLength={11} placeholder={t('password.phoneRequired')} aria-label={t('password.phone')} />
        </Form.Item>
        <Form.Item required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="code"
              noStyle
              rules={[
                { required: true, message: t('sms.codeRequired') },
                { pattern: /^\d{6}$/, message: t('sms.codeFormat') },
              ]}
            >
              <Input prefix={<SafetyCertificateOutlined />} maxLength={6} placeholder={t('sms.codeRequired')} aria-label={t('sms.code')} />
            </Form.Item>
            <SmsCodeButton
              purpose="login"
              tenantId={tenantId}
              sender={(phone) => sendLoginCode(phone, tenantId)}
              phone={() => form.validateFields(['phone']).then((v) => v.phone)}
            />
          </Space.Compact>
        </Form.Item>
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={login.isPending && choices === null}>
            {t('login.submit')}
          </Button>
        </Form.Item>
      </Form>
      <AccountChooserModal
        accounts={choices}
        loading={login.isPending}
        onClose={() => setChoices(null)}
        onChoose={(account) => signIn(form.getFieldsValue(), account)}
      />
    </>
  );
}
