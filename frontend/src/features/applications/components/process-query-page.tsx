import { Alert, Button, Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { links } from '@/app/paths';
import { ExportButton } from '@/components/export-button';
import { useT } from '@/lib/i18n';
import { exportProcessQuery } from '../api/export-process-query';
import { useApplicationQuery, type ApplicationFilters, type QueriedApplication } from '../api/query-applications';
import { ApplicationFilterForm } from './application-filter-form';
import { nodeLabel, statusColor, statusLabel } from './flow-forms';
import { formatTime } from './format-time';

/**
 * /queryPage/processQuery2, 流程查询 (staff): every application of the tenant, filtered by
 * business, status, applicant, submission dates and serial number, paged on the server; 详情
 * opens the business detail; 导出 saves every application the filters find as .xlsx.
 */
export function ProcessQueryPage() {
  const t = useT();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ApplicationFilters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const list = useApplicationQuery({ ...filters, ...page });

  const columns: ColumnsType<QueriedApplication> = [
    { title: t('list.bizSn'), dataIndex: 'bizSn', key: 'bizSn' },
    { title: t('list.bizType'), key: 'bizTypeName', render: (_, r) => `${r.bizTypeName}（${r.appId}）` },
    { title: t('processQuery.applicant'), key: 'applicant', render: (_, r) => <span title={`${t('processQuery.applicantAccount')}：${r.applicantAccount}`}>{r.applicantName}</span> },
    {
      title: t('list.status'),
      key: 'status',
      render: (_, r) => (
        <Tag color={statusColor(r.status)} data-testid={`query-status-${r.bizSn}`}>
          {statusLabel(t, r.status)}
        </Tag>
      ),
    },
    { title: t('list.node'), key: 'node', render: (_, r) => (r.status === 'running' ? (r.currentNodeName ?? nodeLabel(t, r.currentNode)) : '-') },
    { title: t('list.createdAt'), key: 'createdAt', render: (_, r) => formatTime(r.createdAt) },
    { title: t('processQuery.completedAt'), key: 'completedAt', render: (_, r) => formatTime(r.completedAt) },
    {
      title: t('list.operation'),
      key: 'operation',
      render: (_, r) => (
        <Button type="link" onClick={() => navigate(links.businessDetail(r.bizSn))} data-testid={`query-detail-${r.bizSn}`}>
          {t('list.detail')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('processQuery.title')} className="process-list" data-testid="process-query">
      <ApplicationFilterForm
        testPrefix="query"
        withApplicant
        onFilter={(next) => {
          setFilters(next);
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
        extra={<ExportButton exportFile={() => exportProcessQuery(filters)} testId="query-export" />}
      />
      {list.isError && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={t('list.loadFailed', { msg: list.error.message })} data-testid="query-error" />
      )}
      <Table<QueriedApplication>
        rowKey="uuid"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        onRow={(r) => ({ onDoubleClick: () => navigate(links.businessDetail(r.bizSn)) })}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: list.data?.totalRecord ?? 0,
          pageSizeOptions: [10, 20, 30, 50, 100],
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { n: total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
        }}
      />
    </Card>
  );
}
