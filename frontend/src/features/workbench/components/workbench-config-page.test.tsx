import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { WorkbenchConfigPage } from './workbench-config-page';

const CONFIG = 'GET /api/rem-registrationbizweb/workbench/config';
const SAVE = 'POST /api/rem-registrationbizweb/workbench/config';

const config = {
  entries: null,
  showFacts: true,
  showNextSteps: true,
  choices: [
    { path: '/queryPage/bizApplication2', name: '我的申请', source: 'UnorderedListOutlined' },
    { path: '/gd/wdcgxx', name: '我的持股信息', source: 'PieChartOutlined' },
    { path: '/queryPage/wdcccx', name: '我的持仓查询', source: 'SearchOutlined' },
  ],
};

describe('工作台设置 (/wel/config)', () => {
  beforeEach(() => signedIn('personalholder'));

  // spec: 01§2.39
  it('saves the entries chosen, in menu order, and the panels shown, then returns to the workbench', async () => {
    const api = fakeApi({ [CONFIG]: () => ({ data: config }), [SAVE]: () => ({ data: {} }) });
    renderRoutes(
      [
        { path: '/wel/config', element: <WorkbenchConfigPage /> },
        { path: '/wel/index', element: <div data-testid="workbench" /> },
      ],
      '/wel/config',
    );
    // every entry shows until the user chooses
    const entry = await screen.findByTestId('wel-config-entry-/gd/wdcgxx');
    expect(entry).toBeDisabled();
    await userEvent.click(screen.getByText('只显示选中的'));
    await userEvent.click(screen.getByTestId('wel-config-entry-/gd/wdcgxx'));
    await userEvent.click(screen.getByTestId('wel-config-facts'));
    await userEvent.click(screen.getByTestId('wel-config-save'));
    await waitFor(() =>
      expect(JSON.parse(String(api.of(SAVE)[0].data))).toEqual({
        entries: ['/queryPage/bizApplication2', '/queryPage/wdcccx'],
        showFacts: false,
        showNextSteps: true,
      }),
    );
    expect(await screen.findByTestId('workbench')).toBeInTheDocument();
  });

  it('shows the server’s refusal and stays', async () => {
    fakeApi({
      [CONFIG]: () => ({ data: { ...config, entries: ['/gd/wdcgxx'] } }),
      [SAVE]: () => ({ status: 400, success: false, msg: '快捷入口只能从本人的菜单中选择：/x' }),
    });
    renderRoutes([{ path: '/wel/config', element: <WorkbenchConfigPage /> }], '/wel/config');
    expect(await screen.findByTestId('wel-config-entry-/gd/wdcgxx')).toBeChecked();
    await userEvent.click(screen.getByTestId('wel-config-save'));
    expect(await screen.findByText('快捷入口只能从本人的菜单中选择：/x')).toBeInTheDocument();
    expect(screen.getByTestId('wel-config')).toBeInTheDocument();
  });
});
