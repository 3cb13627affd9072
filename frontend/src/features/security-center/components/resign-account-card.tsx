import { App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { useResignAccount, type ResignRequest } from '../api/resign-account';
import { OwnSmsCodeButton } from './own-sms-code-button';

/**
 * 注销账号: the login password and a code to the bound mobile, then a confirmation; the server
 * refuses while business is in progress or shares are held. A closed account is signed out.
 */
export function ResignAccountCard() {
  const t = useT();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const signOut = useSessionStore((s) => s.signOut);
  const [form] = Form.useForm<ResignRequest>();
  const resign = useResignAccount();
  const confirmed = (values: ResignRequest) =>
    modal.confirm({
      title: t('resign.confirmTitle'),
      content: t('resign.confirm'),
      okText: t('resign.ok'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'resign-confirm-ok' } },
      onOk: () =>
        resign.mutateAsync(values).then(
          () => {
            void message.success(t('resign.done'));
            signOut();
            navigate('/login');
          },
          (error: Error) => void message.error(error.message),
        ),
    });
  return (
    <Card title={t('resign.title')} bordered={false} style={{ marginTop: 16 }} data-testid="resign-account">
      <Typography.Paragraph type="secondary">{t('resign.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" autoComplete="off" style={{ maxWidth: 420 }} onFinish={confirmed}>
        <Form.Item name="password" label={t('capitalPwd.loginPassword')} rules={[{ required: true, message: t('capitalPwd.loginPasswordRequired') }]}>
          <Input.Password maxLength={20} data-testid="resign-password" />
        </Form.Item>
        <Form.Item label={t('sms.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true, message: t('sms.codeRequired') }, { pattern: /^\d{6}$/, message: t('sms.codeFormat') }]}>
              <Input maxLength={6} data-testid="resign-code" />
            </Form.Item>
            <OwnSmsCodeButton testId="resign-code-button" />
          </Space.Compact>
        </Form.Item>
        <Button danger htmlType="submit" loading={resign.isPending} data-testid="resign-submit">
          {t('resign.title')}
        </Button>
      </Form>
    </Card>
  );
}
