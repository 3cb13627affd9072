import { Alert, Card, Typography } from 'antd';
import { useLocation } from 'react-router';
import { useTenantInfo } from '@/api/get-tenant-info';
import { LanguageDropdown } from '@/components/language-dropdown';
import type { NavigationState } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { LoginForm } from './login-form';

/**
 * The login screen titled 用户登录. `standalone` fills the window (/login);
 * `embedded` is the login card of the public front page (/home/login). When the request layer
 * ended the session with a reason (a 401's msg such as 首次机构投资者认证后需要重新登录！, or 407's
 * 登录已过期，请重新登录。), the reason shows above the form.
 */
export function LoginPage({ variant = 'standalone' }: { variant?: 'standalone' | 'embedded' }) {
  const t = useT();
  const tenant = useTenantInfo();
  const brand = tenant.data?.tenantName || t('app.title');
  const notice = (useLocation().state as NavigationState | null)?.notice;

  const card = (
    <Card className="login-card" bordered={false}>
      <div className="login-card-head">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('login.title')}
        </Typography.Title>
        {variant === 'standalone' && <LanguageDropdown />}
      </div>
      {notice && <Alert className="login-notice" type="warning" showIcon message={notice} data-testid="login-notice" />}
      <LoginForm tenantId={tenant.data?.tenantId} publicShell={variant === 'embedded'} />
    </Card>
  );

  if (variant === 'embedded') {
    return (
      <div className="home-login">
        <div className="home-login-banner">
          <h1>{brand}</h1>
          <p>{t('login.slogan')}</p>
        </div>
        {card}
      </div>
    );
  }

  return (
    <div className="login-page">
      <div className="login-brand">
        <div className="login-brand-logo">
          <img src="/favicon.svg" alt="" />
          <span>{brand}</span>
        </div>
        <div className="login-brand-text">
          <h1>
            {t('login.welcome')}
            <br />
            {brand}
          </h1>
          <p>{t('login.slogan')}</p>
        </div>
        <div className="login-brand-foot">{t('app.footer')}</div>
      </div>
      <div className="login-main">{card}</div>
    </div>
  );
}
