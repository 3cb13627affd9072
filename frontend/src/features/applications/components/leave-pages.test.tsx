import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { appIdOf } from './start-form-page';
import { HandleTaskPage } from './handle-task-page';
import { InstanceDetailPage } from './instance-detail-page';
import { StartFormPage } from './start-form-page';
import { detailOf, taskOf } from './lifecycle-fakes';

const DETAIL = 'POST /api/rem-registrationbizweb/application/detail';
const TASKS = 'POST /api/rem-registrationbizweb/taskItem/getUserTasks';

const routes = [
  { path: '/form/:processDefinitionId', element: <StartFormPage /> },
  { path: '/handle/:taskId/:processInstanceId/:businessId', element: <HandleTaskPage /> },
  { path: '/detail/:processInstanceId/:businessId', element: <InstanceDetailPage /> },
  { path: '/process/approve', element: <div data-testid="approve-page" /> },
];

const running = detailOf({
  tasks: [
    { taskNo: 7, nodeId: 'PreliminaryApprove', nodeName: '初审', open: true, openedAt: 1, closedAt: null, closedBy: null, action: null, memo: null },
    { taskNo: 3, nodeId: 'apply', nodeName: '申请', open: false, openedAt: 1, closedAt: 2, closedBy: 'x', action: 'submit', memo: null },
  ],
});

// spec: 01§2 form/{processDefinitionId} handle/{taskId}/{processInstanceId}/{businessId} detail/{processInstanceId}/{businessId}
describe('the workbench leave-flow routes', () => {
  beforeEach(() => signedIn('mgr'));

  it('reads a flow definition id as its appId, with or without a version', () => {
    expect(appIdOf('550004')).toBe('550004');
    expect(appIdOf('550004:2')).toBe('550004');
    expect(appIdOf('leave')).toBeNull();
    expect(appIdOf(undefined)).toBeNull();
  });

  it('answers 404 for a definition id that names no flow', async () => {
    fakeApi({});
    renderRoutes(routes, '/form/nothing');
    expect(await screen.findByTestId('resolve-404')).toHaveTextContent('流程定义nothing不存在');
  });

  it('opens a to-do of the user where the to-do list opens it', async () => {
    fakeApi({ [DETAIL]: () => ({ data: running }), [TASKS]: () => ({ data: { records: [taskOf()], totalRecord: 1 } }) });
    renderRoutes(routes, '/handle/7/u-1/BIZ0001');
    expect(await screen.findByTestId('approve-page')).toBeInTheDocument();
  });

  it('answers 403 for a task that is not among the user\'s to-dos', async () => {
    fakeApi({ [DETAIL]: () => ({ data: running }), [TASKS]: () => ({ data: { records: [], totalRecord: 0 } }) });
    renderRoutes(routes, '/handle/7/u-1/BIZ0001');
    expect(await screen.findByTestId('resolve-403')).toHaveTextContent('该任务不是您的待办');
  });

  it('says a handled task was handled, and 404 for a task or an application that is not there', async () => {
    fakeApi({ [DETAIL]: () => ({ data: running }), [TASKS]: () => ({ data: { records: [], totalRecord: 0 } }) });
    const first = renderRoutes(routes, '/handle/3/u-1/BIZ0001');
    expect(await screen.findByTestId('task-handled')).toHaveTextContent('该任务已办理');
    first.unmount();
    const second = renderRoutes(routes, '/handle/99/u-1/BIZ0001');
    expect(await screen.findByTestId('resolve-404')).toHaveTextContent('任务99不存在');
    second.unmount();
    renderRoutes(routes, '/handle/7/u-1/OTHER');
    expect(await screen.findByTestId('resolve-404')).toHaveTextContent('业务申请不存在');
  });

  it('shows an application\'s detail, 404 for an unknown one and 403 for one not the user\'s', async () => {
    fakeApi({ [DETAIL]: () => ({ data: running }) });
    const first = renderRoutes(routes, '/detail/u-1/BIZ0001');
    expect(await screen.findByTestId('business-detail')).toHaveTextContent('股份转让');
    first.unmount();
    fakeApi({ [DETAIL]: () => ({ status: 404, msg: '业务申请不存在' }) });
    const second = renderRoutes(routes, '/detail/nope/BIZ0001');
    expect(await screen.findByTestId('resolve-404')).toHaveTextContent('业务申请不存在');
    second.unmount();
    fakeApi({ [DETAIL]: () => ({ status: 403, msg: '无权查看该业务' }) });
    renderRoutes(routes, '/detail/u-1/BIZ0001');
    expect(await screen.findByTestId('resolve-403')).toHaveTextContent('无权查看该业务');
  });
});
