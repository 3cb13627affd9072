import { App, Button, Card, Checkbox, Form, Input, Radio, Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTenantInfo } from '@/api/get-tenant-info';
import { paths } from '@/app/paths';
import { checkHolderName } from '@/forms/validators/holder-name';
import { ApiError } from '@/lib/http/client';
import { useT, type Translate } from '@/lib/i18n';
import { confirmRules, mobileRules, newPasswordRules } from '@/lib/password-rules';
import { useRegister, type Registration, type SignUpKind } from '../api/register';
import { SlideSmsButton } from './slide-sms-button';

type Values = Omit<Registration, 'tenantId'> & { agreed: boolean };

const kinds: SignUpKind[] = ['personal', 'institution', 'product', 'org', 'member'];

/** The account rule the server keeps (sign_up::check_account). */
const ACCOUNT = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

const nameRules = (t: Translate, label: string) => [
  { required: true, whitespace: true, message: t('signUp.nameRequired', { label }) },
  { max: 100, message: t('signUp.nameTooLong', { label }) },
  {
    validator: (_: unknown, value?: string) => {
      const problem = value ? checkHolderName(value.trim()) : null;
      return problem ? Promise.reject(new Error(`${label}${problem}`)) : Promise.resolve();
    },
  },
];

/**
 * 注册 (/register, 01 §7 register-guest and registerAccount): a visitor opens an account as a
 * personal, institutional or product investor, an enterprise or a member, with the mobile
 * proved by a code sent after the slide code. Investors then apply for their registration
 * account; enterprises and members for their certification.
 */
export function RegisterPage() {
  const t = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const tenant = useTenantInfo();
  const tenantId = tenant.data?.tenantId;
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'personal';
  const register = useRegister();
  const nameLabel = t(`signUp.name.${kind}`);

  const onFinish = (values: Values) => {
    const { kind: chosen, account, name, phone, code, password, confirmPassword } = values;
    register.mutate(
      { kind: chosen, account: account.trim(), name: name.trim(), phone, code, password, confirmPassword, tenantId },
      {
        onSuccess: (registered) => {
          void message.success(t('signUp.done'));
          navigate(paths.login, { replace: true, state: { notice: t('signUp.signInNow', { account: registered.account }) } });
        },
        onError: (error) => void message.error(error instanceof ApiError ? error.msg : t('http.unknown')),
      },
    );
  };

  return (
    <Card className="register-page" title={t('signUp.title')} data-testid="register-page">
      <Typography.Paragraph type="secondary">{t(`signUp.next.${kind}`)}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={{ kind: 'personal', agreed: false }} onFinish={onFinish} autoComplete="off">
        <Form.Item name="kind" label={t('signUp.kind')}>
          <Radio.Group optionType="button" buttonStyle="solid" data-testid="register-kind">
            {kinds.map((k) => (
              <Radio.Button key={k} value={k} data-testid={`register-kind-${k}`}>
                {t(`signUp.kind.${k}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="account"
          label={t('signUp.account')}
          extra={t('signUp.accountRule')}
          rules={[{ required: true, whitespace: true, message: t('password.accountRequired') }, { pattern: ACCOUNT, message: t('signUp.accountRule') }]}
        >
          <Input maxLength={20} data-testid="register-account" />
        </Form.Item>
        <Form.Item name="name" label={nameLabel} rules={nameRules(t, nameLabel)}>
          <Input maxLength={100} data-testid="register-name" />
        </Form.Item>
        <Form.Item name="phone" label={t('password.phone')} rules={mobileRules(t)}>
          <Input maxLength={11} data-testid="register-phone" />
        </Form.Item>
        <Form.Item label={t('sms.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true, message: t('sms.codeRequired') }, { pattern: /^\d{6}$/, message: t('sms.codeFormat') }]}>
              <Input maxLength={6} data-testid="register-code" />
            </Form.Item>
            <SlideSmsButton tenantId={tenantId} phone={() => form.validateFields(['phone']).then((v) => v.phone)} />
          </Space.Compact>
        </Form.Item>
        <Form.Item name="password" label={t('signUp.password')} extra={t('password.policy')} rules={newPasswordRules(t, () => form.getFieldValue('account') ?? '')}>
          <Input.Password maxLength={20} data-testid="register-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('password.confirm')} dependencies={['password']} rules={confirmRules(t, 'password')}>
          <Input.Password maxLength={20} data-testid="register-confirm" />
        </Form.Item>
        <Form.Item
          name="agreed"
          valuePropName="checked"
          rules={[{ validator: (_, v?: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(t('signUp.agreeRequired')))) }]}
        >
          <Checkbox data-testid="register-agree">{t('signUp.agree')}</Checkbox>
        </Form.Item>
        <div className="register-foot">
          <Link to={paths.login}>{t('signUp.toLogin')}</Link>
          <Button type="primary" htmlType="submit" loading={register.isPending} data-testid="register-submit">
            {t('signUp.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
