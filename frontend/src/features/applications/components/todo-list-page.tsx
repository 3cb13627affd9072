import { Alert, Button, Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUserTasks, type UserTask } from '@/api/get-user-tasks';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { nodeLabel, nodes } from './flow-forms';
import { formatTime } from './format-time';

/** Where a to-do opens: the apply page for a returned application, else the approve page. */
export function todoLink(task: UserTask): string {
  if (task.nodeId === nodes.updateApply) {
    return links.apply({ appId: task.appId, nodeId: task.nodeId, uuid: task.uuid, bizSn: task.bizSn, src: 'bjotcTaskItem2' });
  }
  return links.approve({ uuid: task.uuid, bizSn: task.bizSn, taskNo: String(task.taskNo), nodeId: task.nodeId });
}

/** /queryPage/bjotcTaskItem2: my to-dos, paged; 办理 opens the task. */
export function TodoListPage() {
  const t = useT();
  const navigate = useNavigate();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const tasks = useUserTasks(page, { refetchOnWindowFocus: true });

  const columns: ColumnsType<UserTask> = [
    { title: t('list.bizSn'), dataIndex: 'bizSn', key: 'bizSn' },
    { title: t('list.bizType'), dataIndex: 'bizTypeName', key: 'bizTypeName' },
    { title: t('list.node'), key: 'node', render: (_, r) => <Tag color="blue">{r.nodeName || nodeLabel(t, r.nodeId)}</Tag> },
    { title: t('list.openedAt'), key: 'openedAt', render: (_, r) => formatTime(r.openedAt) },
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

  return (
    <Card title={t('todo.title')} className="process-list" data-testid="todo-list">
      {tasks.isError && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: tasks.error.message })} />}
      <Table<UserTask>
        rowKey={(r) => `${r.uuid}/${r.taskNo}`}
        columns={columns}
        dataSource={tasks.data?.records ?? []}
        loading={tasks.isFetching}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: tasks.data?.totalRecord ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { n: total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
        }}
      />
    </Card>
  );
}
