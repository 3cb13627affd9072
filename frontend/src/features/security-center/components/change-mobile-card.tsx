import { App, Button, Card, Form, Input, Space } from 'antd';
import { SmsCodeButton } from '@/components/sms-code-button';
import { useT } from '@/lib/i18n';
import { mobileRules } from '@/lib/password-rules';
import { useBindMobile, type BindMobileRequest } from '../api/bind-mobile';

/** 更换手机号码: the login password, the new number and the code sent to it (60 s countdown). */
export function ChangeMobileCard() {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<BindMobileRequest>();
  const bind = useBindMobile();
  return (
    <Card title={t('mobile.title')} bordered={false} style={{ marginTop: 16 }} data-testid="change-mobile">
      <Form
        form={form}
        layout="vertical"
        autoComplete="off"
        style={{ maxWidth: 420 }}
        onFinish={(values) =>
          bind.mutate(values, {
            onSuccess: () => {
              void message.success(t('mobile.changed'));
              form.resetFields();
            },
            onError: (error) => void message.error(error.message),
          })
        }
      >
        <Form.Item name="password" label={t('capitalPwd.loginPassword')} rules={[{ required: true, message: t('capitalPwd.loginPasswordRequired') }]}>
          <Input.Password maxLength={20} data-testid="mobile-password" />
        </Form.Item>
        <Form.Item name="phone" label={t('mobile.new')} rules={mobileRules(t)}>
          <Input maxLength={11} data-testid="mobile-phone" />
        </Form.Item>
        <Form.Item label={t('sms.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true, message: t('sms.codeRequired') }, { pattern: /^\d{6}$/, message: t('sms.codeFormat') }]}>
              <Input maxLength={6} data-testid="mobile-code" />
            </Form.Item>
            <SmsCodeButton purpose="bind" phone={() => form.validateFields(['phone']).then((v) => v.phone)} />
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={bind.isPending} data-testid="mobile-submit">
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
