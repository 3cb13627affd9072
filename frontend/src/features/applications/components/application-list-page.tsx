import { Alert, App, Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { links } from '@/app/paths';
import { ExportButton } from '@/components/export-button';
import { useT } from '@/lib/i18n';
import { exportApplications } from '../api/export-applications';
import { useApplicationList, type MyApplication, type MyApplicationFilters } from '../api/get-application-list';
import { useWithdrawApplication } from '../api/withdraw-application';
import { ApplicationFilterForm } from './application-filter-form';
import { nodeLabel, statusColor, statusLabel } from './flow-forms';
import { formatTime } from './format-time';

/**
 * /queryPage/bizApplication2: my applications, filtered by business, status, submission dates and
 * serial number, paged; 详情 opens the business detail; 导出 saves every one the filters find.
 */
export function ApplicationListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [filters, setFilters] = useState<MyApplicationFilters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const list = useApplicationList({ ...filters, ...page });
  const withdraw = useWithdrawApplication();

  const onWithdraw = (record: MyApplication) =>
    modal.confirm({
      title: t('http.tip'),
      content: t('myApps.withdrawAsk', { bizSn: record.bizSn }),
      okText: t('http.ok'),
      cancelText: t('apply.cancel'),
      onOk: () => withdraw.mutateAsync({ uuid: record.uuid }).then(() => void message.success(t('myApps.withdrawn'))),
    });

  const columns: ColumnsType<MyApplication> = [
    { title: t('list.bizSn'), dataIndex: 'bizSn', key: 'bizSn' },
    { title: t('list.bizType'), dataIndex: 'bizTypeName', key: 'bizTypeName' },
    {
      title: t('list.status'),
      key: 'status',
      render: (_, r) => (
        <Tag color={statusColor(r.status)} data-testid={`status-${r.bizSn}`}>
          {statusLabel(t, r.status)}
        </Tag>
      ),
    },
    { title: t('list.node'), key: 'node', render: (_, r) => (r.status === 'running' ? (r.currentNodeName ?? nodeLabel(t, r.currentNode)) : '-') },
    { title: t('list.createdAt'), key: 'createdAt', render: (_, r) => formatTime(r.createdAt) },
    {
      title: t('list.operation'),
      key: 'operation',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" onClick={() => navigate(links.businessDetail(r.bizSn))} data-testid={`detail-${r.bizSn}`}>
            {t('list.detail')}
          </Button>
          {r.status === 'running' && (
            <Button type="link" danger onClick={() => onWithdraw(r)}>
              {t('myApps.withdraw')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('myApps.title')} className="process-list" data-testid="application-list">
      <ApplicationFilterForm
        testPrefix="myapps"
        withApplicant={false}
        onFilter={(next) => {
          // the applicant is the caller: the form asks none
          const { appId, status, startDate, endDate, bizSn } = next;
          setFilters({ appId, status, startDate, endDate, bizSn });
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
        extra={<ExportButton exportFile={() => exportApplications(filters)} testId="myapps-export" />}
      />
      {list.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          message={t('list.loadFailed', { msg: list.error.message })}
          data-testid="list-error"
        />
      )}
      <Table<MyApplication>
        rowKey="uuid"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: list.data?.totalRecord ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { n: total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
        }}
      />
    </Card>
  );
}
