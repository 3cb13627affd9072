import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { informationRoute, paths } from '@/app/paths';
import { ApiError, defaultTenantId } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { useTabsStore } from '@/stores/tabs-store';
import { useLoginByPassword } from '../api/login-by-password';
import { useCaptcha } from '../api/get-captcha';
import { captchaLength, loginRules } from './login-rules';
import { ResetPasswordModal } from './reset-password-modal';

interface LoginValues {
  username: string;
  password: string;
  captcha?: string;
}

/** The sign-in form: username, password, captcha (spec §2 "Public shell and login"). */
export function LoginForm({ tenantId = defaultTenantId }: { tenantId?: string }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const { route } = useParams();
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const login = useLoginByPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);
  const rules = loginRules(t);
  const captchaShown = captcha.data?.enabled !== false;

  const refreshCaptcha = () => {
    form.setFieldValue('captcha', '');
    void captcha.refetch();
  };

  const onFinish = (values: LoginValues) => {
    setFailure(null);
    login.mutate(
      {
        tenantId,
        username: values.username.trim(),
        password: values.password,
        ...(captchaShown ? { captchaKey: captcha.data?.key ?? '', captchaCode: (values.captcha ?? '').trim() } : {}),
      },
      {
        onSuccess: (grant) => {
          queryClient.clear();
          useSessionStore.getState().signIn(grant, Date.now());
          useTabsStore.getState().reset();
          message.success(t('login.success'));
          navigate(route === informationRoute ? paths.informationDisclosure : paths.stepsList, { replace: true });
        },
        onError: (error) => {
          setFailure(error instanceof ApiError ? error.msg : t('http.unknown'));
          if (captchaShown) refreshCaptcha();
        },
      },
    );
  };

  return (
    <>
      <Form<LoginValues>
        form={form}
        name="login"
        size="large"
        validateTrigger="onBlur"
        onFinish={onFinish}
        onValuesChange={(changed: Partial<LoginValues>) => {
          if (failure) setFailure(null);
          // errors show on blur; typing in a field clears its error until the next blur
          const names = Object.keys(changed) as (keyof LoginValues)[];
          form.setFields(names.filter((n) => form.getFieldError(n).length > 0).map((name) => ({ name, errors: [] })));
        }}
        autoComplete="off"
      >
        <Form.Item name="username" rules={rules.username}>
          <Input prefix={<UserOutlined />} placeholder={t('login.usernameRequired')} aria-label={t('login.username')} />
        </Form.Item>
        <Form.Item name="password" rules={rules.password}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordRequired')} aria-label={t('login.password')} />
        </Form.Item>
        {captchaShown && (
          <Form.Item required style={{ marginBottom: 24 }}>
            <div className="login-captcha-row">
              <Form.Item name="captcha" rules={rules.captcha} noStyle>
                <Input
                  prefix={<SafetyCertificateOutlined />}
                  maxLength={captchaLength}
                  placeholder={t('login.captchaRequired')}
                  aria-label={t('login.captcha')}
                />
              </Form.Item>
              <button
                type="button"
                className="login-captcha-image"
                onClick={refreshCaptcha}
                title={t('login.captchaRefresh')}
                data-testid="captcha-image"
              >
                {captcha.data?.image ? <img src={captcha.data.image} alt={t('login.captcha')} /> : <Spin size="small" />}
              </button>
            </div>
          </Form.Item>
        )}
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
          <Link to={paths.register} data-testid="to-register">
            {t('signUp.link')}
          </Link>
          <Button type="link" size="small" onClick={() => setResetting(true)} data-testid="forgot-password">
            {t('password.forgot')}
          </Button>
        </div>
      </Form>
      {/* outside the sign-in form: a submit inside the dialog must not sign in */}
      <ResetPasswordModal open={resetting} tenantId={tenantId} onClose={() => setResetting(false)} />
    </>
  );
}
