import { Button, Result, Skeleton } from 'antd';
import { Link, Navigate, useParams } from 'react-router';
import { userTasksQuery } from '@/api/get-user-tasks';
import { links } from '@/app/paths';
import { useApplicationDetailByUuid } from '../api/get-application-detail';
import { useT } from '@/lib/i18n';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure, ResolveFailure } from './resolve-failure';

/**
 * /handle/:taskId/:processInstanceId/:businessId: a to-do acted on. The ids resolve to the
 * application (by instance id, checked against its serial number) and its task (by number);
 * an open task among the user's to-dos opens where the to-do list opens it (the approve page,
 * the business's own, or the form of a returned application). Unknown ids: 404; a task that
 * is not the user's: 403; a task already handled: said so, with the detail.
 */
export function HandleTaskPage() {
  const t = useT();
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const detail = useApplicationDetailByUuid(processInstanceId);
  const mine = useQuery({ ...userTasksQuery({ pageNo: 1, pageSize: 100, keyword: businessId }), enabled: detail.isSuccess });
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (detail.isError) return <LoadFailure error={detail.error} fallback={t('leave.noSuchApplication')} />;
  const application = detail.data;
  if (application.bizSn !== businessId) return <ResolveFailure status="404" message={t('leave.noSuchApplication')} />;
  const task = application.tasks.find((k) => String(k.taskNo) === taskId);
  if (!task) return <ResolveFailure status="404" message={t('leave.noSuchTask', { taskId })} />;
  if (!task.open) {
    return (
      <div data-testid="task-handled">
        <Result
          status="info"
          title={t('leave.taskHandled')}
          extra={
            <Button type="primary">
              <Link to={links.leaveDetail(application.uuid, application.bizSn)}>{t('leave.openDetail')}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const todo = mine.data?.records.find((r) => r.uuid === application.uuid && String(r.taskNo) === taskId);
  if (!todo) return <ResolveFailure status="403" message={t('leave.notYourTask')} />;
  return (
    <Navigate
      replace
      to={links.task({ uuid: todo.uuid, bizSn: todo.bizSn, taskNo: String(todo.taskNo), nodeId: todo.nodeId, appId: todo.appId })}
    />
  );
}
