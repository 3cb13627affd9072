import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { taskOf } from './lifecycle-fakes';
import { TodoListPage } from './todo-list-page';

const TASKS = 'POST /api/rem-registrationbizweb/taskItem/getUserTasks';

function open() {
  return renderRoutes(
    [
      { path: '/queryPage/bjotcTaskItem2', element: <TodoListPage /> },
      { path: '/process/approve', element: <div data-testid="approve" /> },
      { path: '/process/apply', element: <div data-testid="apply" /> },
    ],
    '/queryPage/bjotcTaskItem2',
  );
}

describe('my to-dos', () => {
  beforeEach(() => signedIn());

  it('lists the tasks with paging and opens the approve page', async () => {
    const records = Array.from({ length: 10 }, (_, i) => taskOf({ uuid: `u-${i}`, bizSn: `BIZ${i}`, taskNo: i }));
    const api = fakeApi({
      [TASKS]: (config) => {
        const { pageNo } = JSON.parse(String(config.data)) as { pageNo: number };
        return { data: { records: pageNo === 1 ? records : [taskOf({ bizSn: 'BIZ-LAST', uuid: 'u-last', taskNo: 99 })], totalRecord: 11 } };
      },
    });
    const view = open();
    expect(await screen.findByText('BIZ0')).toBeInTheDocument();
    expect(screen.getByText('共 11 条')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('BIZ-LAST')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(TASKS).at(-1)?.data))).toEqual({ pageNo: 2, pageSize: 10 });
    const row = screen.getByText('BIZ-LAST').closest('tr') as HTMLElement;
    expect(within(row).getByText('初审')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '办理' }));
    expect(await screen.findByTestId('approve')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(view.router.state.location.search))).toEqual({
      uuid: 'u-last', bizSn: 'BIZ-LAST', taskNo: '99', nodeId: 'PreliminaryApprove',
    });
  });

  it('a returned application opens the apply page at UpdateApplyApprove, returning here', async () => {
    fakeApi({ [TASKS]: () => ({ data: { records: [taskOf({ nodeId: 'UpdateApplyApprove', nodeName: '修改申请' })], totalRecord: 1 } }) });
    const view = open();
    await userEvent.click(await screen.findByRole('button', { name: '办理' }));
    expect(await screen.findByTestId('apply')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(view.router.state.location.search))).toEqual({
      appId: '550004', nodeId: 'UpdateApplyApprove', uuid: 'u-1', bizSn: 'BIZ0001', src: 'bjotcTaskItem2',
    });
  });

  it('shows a failure of the list call', async () => {
    fakeApi({ [TASKS]: () => ({ status: 500, msg: '服务异常' }) });
    open();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('服务异常'));
  });
});
