import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { defaultTenantId } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { PasswordLoginForm } from './password-login-form';
import { ResetPasswordModal } from './reset-password-modal';
import { SmsLoginForm } from './sms-login-form';

/**
 * The sign-in forms (spec §2 "Public shell and login", §7): 账号登录 (username, password,
 * captcha) and 短信登录 (a code to the account's mobile), with 注册 and 忘记密码 under them.
 * `publicShell`: the public front page's card, whose password login is POST /api/login.
 */
export function LoginForm({ tenantId = defaultTenantId, publicShell = false }: { tenantId?: string; publicShell?: boolean }) {
  const t = useT();
  const [resetting, setResetting] = useState(false);

  return (
    <>
      <Tabs
        centered
        items={[
          { key: 'password', label: t('login.byPassword'), children: <PasswordLoginForm tenantId={tenantId} publicShell={publicShell} /> },
          { key: 'sms', label: t('login.bySms'), children: <SmsLoginForm tenantId={tenantId} /> },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <Link to={paths.register} data-testid="to-register">
          {t('signUp.link')}
        </Link>
        <Button type="link" size="small" onClick={() => setResetting(true)} data-testid="forgot-password">
          {t('password.forgot')}
        </Button>
      </div>
      {/* outside the sign-in forms: a submit inside the dialog must not sign in */}
      <ResetPasswordModal open={resetting} tenantId={tenantId} onClose={() => setResetting(false)} />
    </>
  );
}
