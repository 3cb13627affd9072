import { App, Button, Card, Form, Input } from 'antd';
import { useT } from '@/lib/i18n';
import { confirmRules, newPasswordRules } from '@/lib/password-rules';
import { useModifyPassword, type ModifyPasswordRequest } from '../api/modify-password';

/** 修改密码 in the security centre: the old password, the new one twice (the policy said beside it). */
export function ChangePasswordCard({ account }: { account: string }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ModifyPasswordRequest>();
  const modify = useModifyPassword();
  return (
    <Card title={t('password.change')} bordered={false} style={{ marginTop: 16 }} data-testid="change-password">
      <Form
        form={form}
        layout="vertical"
        autoComplete="off"
        style={{ maxWidth: 420 }}
        onFinish={(values) =>
          modify.mutate(values, {
            onSuccess: () => {
              void message.success(t('password.changed'));
              form.resetFields();
            },
            onError: (error) => void message.error(error.message),
          })
        }
      >
        <Form.Item name="oldPassword" label={t('password.old')} rules={[{ required: true, message: t('password.oldRequired') }]}>
          <Input.Password maxLength={20} data-testid="old-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('password.new')} extra={t('password.policy')} rules={newPasswordRules(t, () => account)}>
          <Input.Password maxLength={20} data-testid="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('password.confirm')} dependencies={['newPassword']} rules={confirmRules(t, 'newPassword')}>
          <Input.Password maxLength={20} data-testid="confirm-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={modify.isPending} data-testid="change-password-submit">
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
