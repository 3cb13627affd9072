import { LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useSignOut } from '@/hooks/use-sign-out';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { useTabsStore } from '@/stores/tabs-store';

/** /lock: the locked screen; the lock password unlocks it (spec §2, §4 "Lock"). */
export function LockPage() {
  const t = useT();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = useSessionStore((s) => s.userInfo);
  const [error, setError] = useState<string | null>(null);

  const onFinish = ({ password }: { password: string }) => {
    if (useSessionStore.getState().unlock(password)) navigate(useTabsStore.getState().active || paths.workbench, { replace: true });
    else setError(t('lock.wrongPassword'));
  };

  return (
    <div className="lock-page">
      <div className="lock-card">
        <Avatar size={72} icon={<UserOutlined />} className="lock-avatar" />
        <Typography.Title level={4} className="lock-name">
          {user?.userName || user?.account}
        </Typography.Title>
        <div className="lock-title">
          <LockOutlined /> {t('lock.screenTitle')}
        </div>
        <Form onFinish={onFinish} onValuesChange={() => setError(null)} className="lock-form">
          <Form.Item
            name="password"
            rules={[{ required: true, message: t('lock.passwordRequired') }]}
            validateStatus={error ? 'error' : undefined}
            help={error ?? undefined}
          >
            <Input.Password
              size="large"
              placeholder={t('lock.unlockPlaceholder')}
              autoFocus
              aria-label={t('lock.password')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block icon={<UnlockOutlined />}>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Button type="link" className="lock-logout" onClick={() => void signOut()}>
          {t('lock.backToLogin')}
        </Button>
      </div>
    </div>
  );
}
