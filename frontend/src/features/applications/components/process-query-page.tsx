import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useStartableFlows } from '../api/list-startable-flows';
import { useApplicationQuery, type ApplicationFilters, type QueriedApplication } from '../api/query-applications';
import { nodeLabel, statusColor, statusLabel } from './flow-forms';
import { formatTime } from './format-time';

interface FilterForm {
  appId?: string;
  status?: string;
  applicant?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  bizSn?: string;
}

const popup = (node: HTMLElement) => node.parentElement ?? document.body;
const text = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

function filtersOf(values: FilterForm): ApplicationFilters {
  const [from, to] = values.dates ?? [null, null];
  return {
    appId: values.appId || undefined,
    status: values.status || undefined,
    applicant: text(values.applicant),
    bizSn: text(values.bizSn),
    startDate: from ? from.format('YYYY-MM-DD') : undefined,
    endDate: to ? to.format('YYYY-MM-DD') : undefined,
  };
}

/**
 * /queryPage/processQuery2, 流程查询 (staff): every application of the tenant, filtered by
 * business, status, applicant, submission dates and serial number, paged on the server; 详情
 * opens the business detail.
 */
export function ProcessQueryPage() {
  const t = useT();
  const navigate = useNavigate();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<ApplicationFilters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const list = useApplicationQuery({ ...filters, ...page });
  const flows = useStartableFlows();
  const statuses = ['running', 'approved', 'rejected', 'withdrawn'];

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
      <Form
        form={form}
        layout="inline"
        style={{ rowGap: 12, marginBottom: 16 }}
        onFinish={(values) => {
          setFilters(filtersOf(values));
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      >
        <Form.Item name="appId" label={t('list.bizType')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 220 }}
            placeholder={t('processQuery.allBusinesses')}
            getPopupContainer={popup}
            data-testid="query-app"
            options={(flows.data ?? []).map((f) => ({ value: f.appId, label: `${f.name}（${f.appId}）` }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('list.status')}>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('processQuery.allStatuses')}
            getPopupContainer={popup}
            data-testid="query-status"
            options={statuses.map((s) => ({ value: s, label: statusLabel(t, s) }))}
          />
        </Form.Item>
        <Form.Item name="applicant" label={t('processQuery.applicant')}>
          <Input allowClear style={{ width: 160 }} data-testid="query-applicant" />
        </Form.Item>
        <Form.Item name="dates" label={t('processQuery.dates')}>
          <DatePicker.RangePicker getPopupContainer={popup} data-testid="query-dates" />
        </Form.Item>
        <Form.Item name="bizSn" label={t('list.bizSn')}>
          <Input allowClear style={{ width: 240 }} data-testid="query-bizsn" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="query-search">
            {t('list.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
          >
            {t('list.reset')}
          </Button>
        </Space>
      </Form>
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
