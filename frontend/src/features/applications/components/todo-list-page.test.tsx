import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { savedFiles } from '@/test/saved-files';
import { taskOf } from './lifecycle-fakes';
import { TodoListPage } from './todo-list-page';

const TASKS = 'POST /api/rem-registrationbizweb/taskItem/getUserTasks';
const EXPORT = 'GET /api/rem-registrationbizweb/taskItem/getUserTasks/export';

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
    expect(JSON.parse(String(api.of(TASKS).at(-1)?.data))).toEqual({ pageNo: 2, pageSize: 10, sort: 'desc' });
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

  it('shows the applicant and the Beijing submitted time, filters by business, searches, sorts, offers the page sizes', async () => {
    const record = taskOf({ applicantName: '张伟', submittedAt: 1_700_000_000, submittedAtText: '2023-11-15 06:13:20' });
    const api = fakeApi({
      [TASKS]: () => ({
        data: {
          records: [record],
          totalRecord: 1,
          businesses: [{ appId: '550004', bizTypeName: '股份转让' }, { appId: '550100', bizTypeName: '收费业务' }],
          nodes: [{ nodeId: 'PreliminaryApprove', nodeName: '初审' }],
        },
      }),
    });
    open();
    const row = (await screen.findByText('BIZ0001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('张伟')).toBeInTheDocument();
    expect(within(row).getByText('2023-11-15 06:13:20')).toBeInTheDocument();
    expect(within(row).getByText('(550004)')).toBeInTheDocument();
    const sent = () => JSON.parse(String(api.of(TASKS).at(-1)?.data)) as Record<string, unknown>;

    await userEvent.click(within(screen.getByTestId('todo-filter-business')).getByRole('combobox'));
    await userEvent.click(await screen.findByText('收费业务（550100）'));
    await waitFor(() => expect(sent()).toMatchObject({ appId: '550100', pageNo: 1 }));

    await userEvent.type(screen.getByPlaceholderText('业务流水号或申请人'), '张伟{enter}');
    await waitFor(() => expect(sent()).toMatchObject({ appId: '550100', keyword: '张伟' }));

    await userEvent.click(screen.getByText('提交时间', { selector: 'th *' }));
    await waitFor(() => expect(sent()).toMatchObject({ sort: 'asc' }));

    await userEvent.click(screen.getByText('10 条/页'));
    for (const size of ['20 条/页', '30 条/页', '50 条/页', '100 条/页']) expect(await screen.findByText(size)).toBeInTheDocument();
  });

  it('shows a failure of the list call', async () => {
    fakeApi({ [TASKS]: () => ({ status: 500, msg: '服务异常' }) });
    open();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('服务异常'));
  });

  describe('导出', () => {
    const saved = savedFiles();

    const listed = () => ({
      data: { records: [taskOf({})], totalRecord: 1, businesses: [{ appId: '550100', bizTypeName: '收费业务' }], nodes: [] },
    });

    it('exports every to-do the current filters find, in the list’s order, under the server’s name', async () => {
      const api = fakeApi({
        [TASKS]: listed,
        [EXPORT]: () => ({
          file: { blob: new Blob(['PK']), headers: { 'content-disposition': "attachment; filename=\"____.xlsx\"; filename*=UTF-8''%E6%88%91%E7%9A%84%E5%BE%85%E5%8A%9E.xlsx" } },
        }),
      });
      open();
      await screen.findByText('BIZ0001');
      await userEvent.click(within(screen.getByTestId('todo-filter-business')).getByRole('combobox'));
      await userEvent.click(await screen.findByText('收费业务（550100）'));
      await userEvent.type(screen.getByPlaceholderText('业务流水号或申请人'), 'BIZ{enter}');
      await waitFor(() => expect(JSON.parse(String(api.of(TASKS).at(-1)?.data))).toMatchObject({ keyword: 'BIZ' }));
      await userEvent.click(screen.getByTestId('todo-export'));
      await waitFor(() => expect(saved).toEqual(['我的待办.xlsx']));
      const call = api.of(EXPORT)[0];
      expect(call.params).toEqual({ appId: '550100', keyword: 'BIZ', sort: 'desc' });
      expect(call.responseType).toBe('blob');
    });

    it('shows the server’s message when the export is refused', async () => {
      fakeApi({ [TASKS]: listed, [EXPORT]: () => ({ status: 400, msg: '提交日期格式不正确' }) });
      open();
      await screen.findByText('BIZ0001');
      await userEvent.click(screen.getByTestId('todo-export'));
      expect(await screen.findByText('提交日期格式不正确')).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });
});
