import { Alert, Button, Card, DatePicker, Form, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUserTasks, type UserTask, type UserTaskQuery } from '@/api/get-user-tasks';
import { links } from '@/app/paths';
import { ExportButton } from '@/components/export-button';
import { useT } from '@/lib/i18n';
import { exportTodos } from '../api/export-todos';
import { nodeLabel, nodes } from './flow-forms';
import { formatTime } from './format-time';

/** The page sizes of the list (01 §9: 10/20/30/50/100 outside the display tables). */
export const todoPageSizes = [10, 20, 30, 50, 100];

/** Where a to-do opens: the apply page for a returned application, else the approve page. */
export function todoLink(task: UserTask): string {
  if (task.nodeId === nodes.updateApply) {
    return links.apply({ appId: task.appId, nodeId: task.nodeId, uuid: task.uuid, bizSn: task.bizSn, src: 'bjotcTaskItem2' });
  }
  return links.approve({ uuid: task.uuid, bizSn: task.bizSn, taskNo: String(task.taskNo), nodeId: task.nodeId });
}

type Filters = Omit<UserTaskQuery, 'pageNo' | 'pageSize' | 'sort'>;

/**
 * /queryPage/bjotcTaskItem2: my to-dos, paged on the server: who applied, for which business,
 * when, at which node; filtered by business, node and submitted days, searched by serial number
 * or applicant, sorted by the submission time. 办理 opens the task; 导出 saves every to-do the
 * filters find, in that order.
 */
export function TodoListPage() {
  const t = useT();
  const navigate = useNavigate();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<'asc' | 'desc'>('desc');
  const tasks = useUserTasks({ ...page, ...filters, sort }, { refetchOnWindowFocus: true });
  const filter = (next: Filters) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage((current) => ({ ...current, pageNo: 1 }));
  };
  const days = (range: [Dayjs | null, Dayjs | null] | null) =>
    filter({ submittedFrom: range?.[0]?.format('YYYY-MM-DD'), submittedTo: range?.[1]?.format('YYYY-MM-DD') });

  const columns: ColumnsType<UserTask> = [
    { title: t('todo.applicant'), key: 'applicant', render: (_, r) => r.applicantName || '-' },
    {
      title: t('list.bizType'),
      key: 'business',
      render: (_, r) => (
        <span>
          {r.bizTypeName} <Typography.Text type="secondary">({r.appId})</Typography.Text>
        </span>
      ),
    },
    { title: t('list.bizSn'), dataIndex: 'bizSn', key: 'bizSn' },
    {
      title: t('todo.submittedAt'),
      key: 'submittedAt',
      sorter: true,
      sortOrder: sort === 'asc' ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, r) => r.submittedAtText || formatTime(r.submittedAt ?? r.openedAt),
    },
    { title: t('list.node'), key: 'node', render: (_, r) => <Tag color="blue">{r.nodeName || nodeLabel(t, r.nodeId)}</Tag> },
    {
      title: t('list.operation'),
      key: 'operation',
      render: (_, r) => (
        <Button type="link" onClick={() => navigate(todoLink(r))} data-testid={`todo-open-${r.bizSn}`}>
          {t('list.handle')}
        </Button>
      ),
    },
  ];

  const onTableChange = (pagination: TablePaginationConfig, _: unknown, sorter: SorterResult<UserTask> | SorterResult<UserTask>[]) => {
    const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
    const nextSort = order === 'ascend' ? 'asc' : 'desc';
    const pageSize = pagination.pageSize ?? page.pageSize;
    const reset = nextSort !== sort || pageSize !== page.pageSize;
    setSort(nextSort);
    setPage({ pageNo: reset ? 1 : (pagination.current ?? 1), pageSize });
  };

  return (
    <Card title={t('todo.title')} className="process-list" data-testid="todo-list">
      <Form layout="inline" className="todo-filters" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('list.bizType')}>
          <Select
            allowClear
            style={{ width: 220 }}
            placeholder={t('todo.allBusinesses')}
            data-testid="todo-filter-business"
            // without open tasks there is nothing to filter by
            disabled={!tasks.data?.businesses?.length}
            value={filters.appId}
            onChange={(appId?: string) => filter({ appId })}
            options={(tasks.data?.businesses ?? []).map((b) => ({ value: b.appId, label: `${b.bizTypeName}（${b.appId}）` }))}
            getPopupContainer={() => document.body}
          />
        </Form.Item>
        <Form.Item label={t('list.node')}>
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('todo.allNodes')}
            data-testid="todo-filter-node"
            disabled={!tasks.data?.nodes?.length}
            value={filters.nodeId}
            onChange={(nodeId?: string) => filter({ nodeId })}
            options={(tasks.data?.nodes ?? []).map((n) => ({ value: n.nodeId, label: n.nodeName || nodeLabel(t, n.nodeId) }))}
            getPopupContainer={() => document.body}
          />
        </Form.Item>
        <Form.Item label={t('todo.submittedAt')}>
          <DatePicker.RangePicker data-testid="todo-filter-days" onChange={(range) => days(range)} getPopupContainer={() => document.body} />
        </Form.Item>
        <Form.Item>
            <Input.Search
              allowClear
              style={{ width: 260 }}
              placeholder={t('todo.searchPlaceholder')}
              data-testid="todo-search"
              onSearch={(value) => filter({ keyword: value.trim() || undefined })}
            />
        </Form.Item>
        <Form.Item>
          <ExportButton exportFile={() => exportTodos({ ...filters, sort })} testId="todo-export" />
        </Form.Item>
      </Form>
      {tasks.isError && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: tasks.error.message })} />}
      <Table<UserTask>
        rowKey={(r) => `${r.uuid}/${r.taskNo}`}
        columns={columns}
        dataSource={tasks.data?.records ?? []}
        loading={tasks.isFetching}
        onChange={onTableChange}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: tasks.data?.totalRecord ?? 0,
          showSizeChanger: true,
          pageSizeOptions: todoPageSizes,
          showTotal: (total) => t('list.total', { n: total }),
        }}
      />
    </Card>
  );
}
