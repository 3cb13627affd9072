import { Alert, Badge, Card, Col, Empty, List, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { frontPaths, links, paths } from '@/app/paths';
import { formatBeijing } from '@/lib/beijing-time';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useWorkbenchSummary, type SummaryApplication } from '../api/get-workbench-summary';

const statusColor: Record<string, string> = { approved: 'success', rejected: 'error', withdrawn: 'default' };
const statusKey: Record<string, LocaleKey> = { approved: 'flow.status.approved', rejected: 'flow.status.rejected', withdrawn: 'flow.status.withdrawn' };
const time = (secs: number | null) => formatBeijing(secs);

function Panel({ title, count, more, testId, children }: { title: string; count?: number; more?: string; testId: string; children: ReactNode }) {
  const t = useT();
  return (
    <Card
      size="small"
      title={
        <span>
          {title} {count !== undefined && <Badge count={count} showZero color={count ? '#1677ff' : '#bfbfbf'} data-testid={`${testId}-count`} />}
        </span>
      }
      extra={more ? <Link to={more}>{t('wel.more')}</Link> : null}
      data-testid={testId}
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  );
}

/** The workbench's "what next": to-dos, drafts, returned applications, recent results and notices, from the summary call. */
export function NextStepsPanel() {
  const t = useT();
  const summary = useWorkbenchSummary();
  if (summary.isError) return <Alert type="error" showIcon message={t('list.loadFailed', { msg: summary.error.message })} data-testid="wel-summary-error" />;
  const data = summary.data;
  const none = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wel.nothing')} />;
  const apps = (rows: SummaryApplication[], testId: string) =>
    rows.length ? (
      <List
        size="small"
        dataSource={rows}
        renderItem={(a) => (
          <List.Item data-testid={`${testId}-${a.bizSn}`}>
            <Link to={links.apply({ appId: a.appId, nodeId: a.currentNode, uuid: a.uuid, bizSn: a.bizSn })}>{a.bizTypeName}</Link>
            <Typography.Text type="secondary">{time(a.updatedAt)}</Typography.Text>
          </List.Item>
        )}
      />
    ) : (
      none
    );
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }} data-testid="wel-next">
      <Col xs={24} lg={12}>
        <Panel title={t('wel.todos')} count={data?.todos.total} more={paths.todoList} testId="wel-todos">
          {data?.todos.records.length ? (
            <List
              size="small"
              dataSource={data.todos.records}
              renderItem={(task) => (
                <List.Item data-testid={`wel-todo-${task.bizSn}`}>
                  <Link to={links.approve({ uuid: task.uuid, bizSn: task.bizSn, taskNo: String(task.taskNo), nodeId: task.nodeId })}>
                    {task.bizTypeName} · {task.nodeName}
                  </Link>
                  <Typography.Text type="secondary">{time(task.openedAt)}</Typography.Text>
                </List.Item>
              )}
            />
          ) : (
            none
          )}
        </Panel>
      </Col>
      <Col xs={24} lg={12}>
        <Panel title={t('wel.drafts')} count={data?.drafts.total} more={paths.bizApplication} testId="wel-drafts">
          {apps(data?.drafts.records ?? [], 'wel-draft')}
        </Panel>
      </Col>
      <Col xs={24} lg={12}>
        <Panel title={t('wel.returned')} count={data?.returned.total} more={paths.bizApplication} testId="wel-returned">
          {apps(data?.returned.records ?? [], 'wel-returned')}
        </Panel>
      </Col>
      <Col xs={24} lg={12}>
        <Panel title={t('wel.results')} more={paths.bizApplication} testId="wel-results">
          {data?.results.length ? (
            <List
              size="small"
              dataSource={data.results}
              renderItem={(a) => (
                <List.Item data-testid={`wel-result-${a.bizSn}`}>
                  <Link to={links.businessDetail(a.bizSn)}>{a.bizTypeName}</Link>
                  <span>
                    <Tag color={statusColor[a.status] ?? 'default'}>{statusKey[a.status] ? t(statusKey[a.status]) : a.status}</Tag>
                    <Typography.Text type="secondary">{time(a.completedAt)}</Typography.Text>
                  </span>
                </List.Item>
              )}
            />
          ) : (
            none
          )}
        </Panel>
      </Col>
      <Col xs={24}>
        <Panel title={t('wel.notices')} more={frontPaths.information} testId="wel-notices">
          {data?.notices.length ? (
            <List
              size="small"
              dataSource={data.notices}
              renderItem={(n) => (
                <List.Item data-testid={`wel-notice-${n.id}`}>
                  <a href={frontPaths.reportDetail.replace(':id', encodeURIComponent(n.id))} target="_blank" rel="noreferrer">
                    {n.title}
                  </a>
                  <Typography.Text type="secondary">{n.publishTime}</Typography.Text>
                </List.Item>
              )}
            />
          ) : (
            none
          )}
        </Panel>
      </Col>
    </Row>
  );
}
