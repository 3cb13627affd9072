import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { captureScriptErrors } from '@/lib/error-capture';
import { useErrorLogStore } from '@/stores/error-log-store';
import { useSessionStore } from '@/stores/session-store';
import { useTabsStore } from '@/stores/tabs-store';
import { fakeApi } from '@/test/fake-api';
import { menu, shellHandlers, signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { useShellDialogs } from '../stores/dialogs-store';
import { menuPages } from './menu-search';

const UPLOAD = 'POST /api/blade-log/error-log/upload';
const CLEAR = 'GET /api/blade-auth/oauth/clear-cache';
const entry = (message: string) => ({ type: 'error' as const, url: 'http://localhost/wel/index', message, stack: `Error: ${message}\n    at f (app.js:1:1)`, time: '2026/11/30 09:00:00' });

async function openUserMenu() {
  await userEvent.click(await screen.findByTestId('user-dropdown'));
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-dropdown-menu');
    if (!found) throw new Error('user dropdown not open');
    return found;
  });
}

function signedInAs(roleName: string) {
  useSessionStore.getState().signIn(
    { access_token: 'tok', refresh_token: 'ref', token_type: 'bearer', expires_in: 600, tenant_id: '000000', user_id: '1', account: 'demo', user_name: '演示用户', role_name: roleName, landing_mode: 'mgr' },
    Date.now(),
  );
}

describe('the top bar’s tools', () => {
  beforeEach(() => {
    useSessionStore.getState().signOut();
    useTabsStore.getState().reset();
    useShellDialogs.getState().close();
    useErrorLogStore.getState().clear();
  });

  // spec: 01§8.30 01§2.16
  it('records an uncaught script error and a rejected promise in the local log, newest first', () => {
    const stop = captureScriptErrors(window);
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new TypeError('x is undefined') }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('lost request') });
    window.dispatchEvent(rejection);
    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after stop' }));
    const logs = useErrorLogStore.getState().logs;
    expect(logs.map((l) => l.message)).toEqual(['lost request', 'x is undefined']);
    expect(logs[1].stack).toContain('TypeError');
    expect(logs.every((l) => l.type === 'error' && l.url.startsWith('http'))).toBe(true);
  });

  // spec: 01§8.18 01§2.16 01§9.6
  it('counts the entries on the badge up to 99+, and sends them once asked: 发送成功, the local log emptied', async () => {
    for (let i = 0; i < 120; i++) useErrorLogStore.getState().add(entry(`错误${i}`));
    const api = fakeApi(shellHandlers(userInfo('mgr', 1), { [UPLOAD]: () => ({ data: 100, msg: '发送成功' }) }));
    signedIn('mgr');
    renderRoutes(routes, '/wel/index');
    const button = await screen.findByTestId('error-log-button');
    // 100 kept locally, the badge says 99+
    expect(button.closest('.ant-badge')).toHaveTextContent('99+');
    await userEvent.click(button);
    const table = await screen.findByTestId('error-log-table');
    expect(table).toHaveTextContent('错误119');
    expect(table).toHaveTextContent('脚本错误');
    await userEvent.click(screen.getByTestId('error-log-send'));
    expect(await screen.findByText('确定上传本地日志到服务器?')).toBeInTheDocument();
    expect(api.of(UPLOAD)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('发送成功')).toBeInTheDocument();
    const [call] = api.of(UPLOAD);
    const sent = JSON.parse(call.data as string) as { logs: { message: string; type: string }[] };
    expect(sent.logs).toHaveLength(100);
    expect(sent.logs[0]).toMatchObject({ type: 'error', message: '错误119' });
    expect(useErrorLogStore.getState().logs).toHaveLength(0);
  });

  // spec: 01§8.18 01§2.16
  it('keeps the local log when the upload is refused, and empties it on 清空本地日志', async () => {
    useErrorLogStore.getState().add(entry('脚本错误'));
    const refused = fakeApi(shellHandlers(userInfo('mgr', 1), { [UPLOAD]: () => ({ status: 400, msg: '日志内容不能为空' }) }));
    signedIn('mgr');
    renderRoutes(routes, '/wel/index');
    await userEvent.click(await screen.findByTestId('error-log-button'));
    await userEvent.click(await screen.findByTestId('error-log-send'));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    // the request layer says the server's refusal; the log stays to be sent again
    await waitFor(() => expect(refused.of(UPLOAD)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('error-log-send')).not.toHaveClass('ant-btn-loading'));
    expect(screen.queryByText('发送成功')).not.toBeInTheDocument();
    expect(useErrorLogStore.getState().logs).toHaveLength(1);

    await userEvent.click(screen.getByTestId('error-log-clear'));
    expect(await screen.findByText('确定清空本地日志记录?')).toBeInTheDocument();
    const confirms = screen.getAllByRole('button', { name: /确\s*定|OK/ });
    await userEvent.click(confirms[confirms.length - 1]);
    expect(await screen.findByText('清空成功')).toBeInTheDocument();
    expect(useErrorLogStore.getState().logs).toHaveLength(0);
  });

  // spec: 01§8.19
  it('清除缓存 asks first; the administrator’s also empties the server’s, anyone else’s only the browser’s', async () => {
    const api = fakeApi(shellHandlers(userInfo('mgr', 1), { [CLEAR]: () => ({ data: true, msg: '清除完毕' }) }));
    signedInAs('administrator');
    renderRoutes(routes, '/wel/index');
    await userEvent.click(within(await openUserMenu()).getByText('清除缓存'));
    expect(await screen.findByText('是否需要清除缓存?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('清除完毕')).toBeInTheDocument();
    expect(api.of(CLEAR)).toHaveLength(1);
  });

  // spec: 01§8.19
  it('清除缓存 of a user who is not the administrator calls no server', async () => {
    const api = fakeApi(shellHandlers(userInfo('mgr', 1), { [CLEAR]: () => ({ status: 403, msg: '无权访问该功能' }) }));
    signedInAs('first_reviewer');
    renderRoutes(routes, '/wel/index');
    await waitFor(() => expect(api.of('GET /api/blade-system/menu/routes').length).toBeGreaterThan(0));
    const before = api.calls.length;
    await userEvent.click(within(await openUserMenu()).getByText('清除缓存'));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('清除完毕')).toBeInTheDocument();
    expect(api.of(CLEAR)).toHaveLength(0);
    // the browser's answers are asked again
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(before));
  });

  it('finds a page of the menu by its name and opens it', async () => {
    expect(menuPages(menu)).toEqual([
      { path: '/wel/index', trail: '工作台' },
      { path: '/businessApply', trail: '业务办理 / 登记托管' },
      { path: '/dynamic/page', trail: '业务办理 / 动态页面' },
    ]);
    fakeApi(shellHandlers(userInfo('org', 2, { companyInfo: { id: 'c1', name: 'x' } })));
    signedIn('org');
    const { router } = renderRoutes(routes, '/wel/index');
    await userEvent.type(await screen.findByTestId('menu-search'), '托管');
    const option = await screen.findByText('业务办理 / 登记托管');
    await userEvent.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/businessApply'));
  });

  // spec: 01§2.39
  it('/success/{msg} says the message with the ways on', async () => {
    fakeApi(shellHandlers(userInfo('org', 2, { companyInfo: { id: 'c1', name: 'x' } })));
    signedIn('org');
    const { router } = renderRoutes(routes, `/success/${encodeURIComponent('请假申请已提交')}`);
    const page = await screen.findByTestId('success-page');
    expect(page).toHaveTextContent('请假申请已提交');
    expect(page).not.toHaveTextContent('建设中');
    await userEvent.click(within(page).getByRole('button', { name: '我的申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/claim'));
  });
});

