import { Alert, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { links } from '@/app/paths';
import { useMyApplicationsOf, type MyApplication } from '@/api/list-my-applications';
import { formatBeijing } from '@/lib/beijing-time';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';

const statusColor: Record<string, string> = { running: 'processing', approved: 'green', rejected: 'red', withdrawn: 'default' };
const statusKeys: Record<string, LocaleKey> = {
  running: 'flow.status.running',
  approved: 'flow.status.approved',
  rejected: 'flow.status.rejected',
  withdrawn: 'flow.status.withdrawn',
};

/**
 * The signed-in user's applications of the businesses `appIds` (newest first): serial number
 * (opening the business's detail), business, state, the node it waits at, when submitted and
 * completed. `detailLink` may send a business to a page of its own.
 */
export function MyApplicationsTable({ appIds, detailLink }: { appIds: readonly string[]; detailLink?: (a: MyApplication) => string }) {
  const t = useT();
  const apps = useMyApplicationsOf(appIds);
  if (apps.isError) return <Alert type="error" showIcon message={t('list.loadFailed', { msg: apps.error.message })} />;
  return (
    <Table<MyApplication>
      size="small"
      rowKey="uuid"
      loading={apps.isLoading}
      dataSource={apps.data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('myBiz.none') }}
      data-testid="my-applications"
      columns={[
        {
          title: t('myBiz.bizSn'),
          key: 'bizSn',
          render: (_, a) => <Link to={detailLink ? detailLink(a) : links.businessDetail(a.bizSn)}>{a.bizSn}</Link>,
        },
        { title: t('myBiz.business'), dataIndex: 'bizTypeName' },
        {
          title: t('myBiz.status'),
          key: 'status',
          render: (_, a) => <Tag color={statusColor[a.status] ?? 'default'}>{statusKeys[a.status] ? t(statusKeys[a.status]) : a.status}</Tag>,
        },
        { title: t('myBiz.node'), key: 'node', render: (_, a) => a.currentNodeName ?? '--' },
        { title: t('myBiz.createdAt'), key: 'createdAt', render: (_, a) => formatBeijing(a.createdAt) },
        { title: t('myBiz.completedAt'), key: 'completedAt', render: (_, a) => formatBeijing(a.completedAt) },
      ]}
    />
  );
}
