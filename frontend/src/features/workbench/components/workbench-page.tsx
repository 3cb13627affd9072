import { AppstoreAddOutlined, BankOutlined, CarryOutOutlined, IdcardOutlined, SettingOutlined, ShoppingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Row, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUserInfo } from '@/api/get-current-user-info';
import { useUserTasks } from '@/api/get-user-tasks';
import { useMenuRoutes } from '@/api/get-menu-routes';
import { paths } from '@/app/paths';
import { MenuIcon } from '@/components/menu-icon';
import { useT } from '@/lib/i18n';
import { isLandingMode } from '@/lib/permissions';
import { menuLeaves } from '@/lib/menu-tree';
import { useSessionStore } from '@/stores/session-store';
import { useWorkbenchConfig } from '../api/workbench-config';
import { useReloadOnceWhenEmpty } from '../hooks/use-reload-once-when-empty';
import { NextStepsPanel } from './next-steps-panel';

function Fact({ icon, label, value, testId, onClick }: { icon: ReactNode; label: string; value: ReactNode; testId: string; onClick?: () => void }) {
  return (
    <Card bordered={false} className="wel-fact" hoverable={Boolean(onClick)} onClick={onClick}>
      <div className="wel-fact-icon">{icon}</div>
      <div className="wel-fact-body">
        <div className="wel-fact-label">{label}</div>
        <div className="wel-fact-value" data-testid={testId}>
          {value}
        </div>
      </div>
    </Card>
  );
}

/** /wel/index, labelled 工作台: who is signed in, the current enterprise/account, quick entries. */
export function WorkbenchPage() {
  const t = useT();
  const navigate = useNavigate();
  const info = useCurrentUserInfo();
  const menu = useMenuRoutes();
  const user = useSessionStore((s) => s.userInfo);
  useReloadOnceWhenEmpty(menu.data);
  // the to-do count is read again whenever the page becomes visible
  const todos = useUserTasks({ pageNo: 1, pageSize: 1 }, { refetchOnWindowFocus: true });

  const data = info.data;
  const account = data?.loginAccountInfo;
  const mode = isLandingMode(data?.landingMode) ? data.landingMode : null;
  const certified = data?.isCertified === true || data?.isCertified === 1;
  // 工作台设置: the entries the user chose, in its order, else every entry of its menu
  const settings = useWorkbenchConfig().data;
  const leaves = menuLeaves(menu.data).filter((m) => m.path !== paths.workbench && m.path !== paths.processIndex);
  const entries = settings?.entries ? settings.entries.flatMap((path) => leaves.filter((m) => m.path === path)) : leaves;
  const showFacts = settings?.showFacts ?? true;
  const showNextSteps = settings?.showNextSteps ?? true;
  const none = <Typography.Text type="secondary">{t('wel.none')}</Typography.Text>;
  const share = data?.shareAccountInfo;

  return (
    <div className="workbench">
      <Card bordered={false} className="wel-hero">
        {info.isLoading ? (
          <Skeleton avatar active paragraph={{ rows: 1 }} />
        ) : (
          <div className="wel-hero-inner">
            <Avatar size={64} icon={<UserOutlined />} className="wel-avatar" />
            <div className="wel-hero-text">
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="wel-greeting">
                {t('wel.greeting', { name: account?.name || user?.userName || '' })}
              </Typography.Title>
              <div className="wel-hero-meta">
                <span>
                  {t('wel.account')}：{account?.account ?? user?.account}
                </span>
                <span>
                  {t('wel.role')}：{account?.roleAlias ?? account?.roleName ?? user?.roleName}
                </span>
                {mode && <Tag color="blue">{t(`mode.${mode}`)}</Tag>}
                {mode && mode !== 'mgr' && (
                  <Tag color={certified ? 'green' : 'default'}>{certified ? t('wel.certified') : t('wel.notCertified')}</Tag>
                )}
              </div>
            </div>
          </div>
        )}
      </Card>

      {showFacts && (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }} data-testid="wel-facts">
          <Col xs={24} md={12} xl={6}>
            <Fact
              icon={<CarryOutOutlined />}
              label={t('wel.todoCount')}
              value={todos.data ? t('wel.todoUnit', { n: todos.data.totalRecord }) : todos.isError ? none : '…'}
              testId="wel-todo-count"
              onClick={() => navigate(paths.todoList)}
            />
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Fact icon={<BankOutlined />} label={t('wel.enterprise')} value={data?.companyInfo?.name ?? none} testId="wel-enterprise" />
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Fact
              icon={<IdcardOutlined />}
              label={t('wel.registrationAccount')}
              value={share ? `${share.accountNumber}（${share.holderName}）` : none}
              testId="wel-account"
            />
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Fact icon={<ShoppingOutlined />} label={t('wel.product')} value={data?.product?.name ?? none} testId="wel-product" />
          </Col>
        </Row>
      )}

      {showNextSteps && <NextStepsPanel />}

      <Card
        bordered={false}
        title={t('wel.quickEntries')}
        style={{ marginTop: 16 }}
        loading={menu.isLoading}
        extra={
          <Button type="link" icon={<SettingOutlined />} onClick={() => navigate(paths.welConfig)} data-testid="wel-config-open">
            {t('welConfig.open')}
          </Button>
        }
      >
        <div className="wel-entries" data-testid="wel-entries">
          {/* the business catalogue comes first for everyone; the menu's own entries follow */}
          <button type="button" className="wel-entry" onClick={() => navigate(paths.processIndex)} data-testid="wel-catalogue">
            <span className="wel-entry-icon">
              <AppstoreAddOutlined />
            </span>
            <span className="wel-entry-name">{t('wel.catalogue')}</span>
          </button>
          {entries.map((m) => (
            <button type="button" key={String(m.id)} className="wel-entry" onClick={() => navigate(m.path)}>
              <span className="wel-entry-icon">
                <MenuIcon source={m.source} />
              </span>
              <span className="wel-entry-name">{m.name}</span>
            </button>
          ))}
        </div>
      </Card>
    </div>
  );
}
