import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import type { TokenGrant } from '@/stores/session-store';
import { useCaptcha } from '../api/get-captcha';
import { useLoginByForm } from '../api/login-by-form';
import { useLoginByPassword } from '../api/login-by-password';
import { useVerifyCode } from '../api/verify-code';
import { captchaLength, loginRules } from './login-rules';
import { useSignedIn } from './use-signed-in';

interface LoginValues {
  username: string;
  password: string;
  captcha?: string;
}

/**
 * Username, password, captcha (spec §2 "Public shell and login"). The logged-in /login signs in
 * with the password grant of oauth/token and the oauth/captcha image; the public card
 * (`publicShell`) with POST /api/login and the /otcweb/verifyCode image, whose key the server
 * keeps in a cookie. Both show the server's msg and a new captcha on a refusal.
 */
export function PasswordLoginForm({ tenantId, publicShell }: { tenantId: string; publicShell: boolean }) {
  const t = useT();
  const [form] = Form.useForm<LoginValues>();
  const oauthCaptcha = useCaptcha(!publicShell);
  const cardCaptcha = useVerifyCode(publicShell);
  const captcha = publicShell ? cardCaptcha : oauthCaptcha;
  const byPassword = useLoginByPassword();
  const byForm = useLoginByForm();
  const signedIn = useSignedIn();
  const [failure, setFailure] = useState<string | null>(null);
  const rules = loginRules(t);
  const captchaShown = captcha.data?.enabled !== false;

  const refreshCaptcha = () => {
    form.setFieldValue('captcha', '');
    void captcha.refetch();
  };

  const onFinish = (values: LoginValues) => {
    setFailure(null);
    const code = (values.captcha ?? '').trim();
    const callbacks = {
      onSuccess: (grant: TokenGrant) => signedIn(grant),
      onError: (error: Error) => {
        setFailure(error instanceof ApiError ? error.msg : t('http.unknown'));
        if (captchaShown) refreshCaptcha();
      },
    };
    const username = values.username.trim();
    if (publicShell) {
      byForm.mutate({ tenantId, username, password: values.password, ...(captchaShown ? { code } : {}) }, callbacks);
    } else {
      byPassword.mutate(
        {
          tenantId,
          username,
          password: values.password,
          ...(captchaShown ? { captchaKey: oauthCaptcha.data?.key ?? '', captchaCode: code } : {}),
        },
        callbacks,
      );
    }
  };

  return (
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
        <Button type="primary" htmlType="submit" block loading={byPassword.isPending || byForm.isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
