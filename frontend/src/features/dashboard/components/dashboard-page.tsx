import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useDashboard } from '../api/dashboard';
import { BusinessChart } from './business-chart';
import { MonthChart } from './month-chart';
import { StatusChart } from './status-chart';

function Stat({ title, value, testId, onOpen }: { title: string; value: number; testId: string; onOpen?: () => void }) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (onOpen && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onOpen();
    }
  };
  return (
    <Card
      size="small"
      hoverable={Boolean(onOpen)}
      onClick={onOpen}
      onKeyDown={onOpen ? onKeyDown : undefined}
      role={onOpen ? 'button' : undefined}
      tabIndex={onOpen ? 0 : undefined}
      data-testid={testId}
      style={{ height: '100%' }}
    >
      <Statistic title={title} value={value} />
    </Card>
  );
}

/**
 * /wel/dashboard, labelled 数据看板: the tenant's businesses (staff) or the user's own
 * applications, counted by status, by business type and by month, each as a chart with the same
 * figures in a table beside it; 待办事项 opens the to-do list.
 */
export function DashboardPage() {
  const t = useT();
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const thisMonth = data?.byMonth.at(-1);
  const running = data?.byStatus.find((s) => s.status === 'running')?.count ?? 0;

  const title = (
    <div style={{ padding: '8px 0' }}>
      <div>{t('dashboard.title')}</div>
      {data && (
        <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal' }} data-testid="dashboard-scope">
          {t(data.scope === 'mine' ? 'dashboard.scope.mine' : 'dashboard.scope.tenant')}
        </Typography.Text>
      )}
    </div>
  );
  const refresh = (
    <Button icon={<ReloadOutlined />} loading={dashboard.isFetching} onClick={() => void dashboard.refetch()} data-testid="dashboard-refresh">
      {t('dashboard.refresh')}
    </Button>
  );

  return (
    <Card variant="borderless" title={title} extra={refresh} data-testid="dashboard-page">
      {dashboard.isError && (
        <Alert type="error" showIcon role="alert" message={t('dashboard.loadFailed', { msg: dashboard.error.message })} style={{ marginBottom: 16 }} />
      )}
      {dashboard.isPending && (
        <div data-testid="dashboard-loading">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      )}
      {data && (
        <>
          <Row gutter={[16, 16]}>
            <Col flex="1 1 180px">
              <Stat title={t('dashboard.total')} value={data.total} testId="dashboard-total" />
            </Col>
            <Col flex="1 1 180px">
              <Stat title={t('dashboard.running')} value={running} testId="dashboard-running" />
            </Col>
            <Col flex="1 1 180px">
              <Stat title={t('dashboard.monthApproved')} value={thisMonth?.approved ?? 0} testId="dashboard-month-approved" />
            </Col>
            <Col flex="1 1 180px">
              <Stat title={t('dashboard.monthSubmitted')} value={thisMonth?.submitted ?? 0} testId="dashboard-month-submitted" />
            </Col>
            <Col flex="1 1 180px">
              <Stat title={t('dashboard.todos')} value={data.todos} testId="dashboard-todos" onOpen={() => navigate(paths.todoList)} />
            </Col>
          </Row>
          {data.total === 0 ? (
            <Empty description={t('dashboard.empty')} style={{ marginTop: 48 }} data-testid="dashboard-empty" />
          ) : (
            <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
              <Col xs={24} xl={10}>
                <StatusChart rows={data.byStatus} />
              </Col>
              <Col xs={24} xl={14}>
                <BusinessChart rows={data.byBusiness} />
              </Col>
              <Col xs={24}>
                <MonthChart rows={data.byMonth} />
              </Col>
            </Row>
          )}
        </>
      )}
    </Card>
  );
}
