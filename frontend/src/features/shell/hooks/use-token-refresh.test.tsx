import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { useSessionStore } from '@/stores/session-store';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { shellHandlers, signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';

const fresh = {
  access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'bearer', expires_in: 600, tenant_id: '000000',
  user_id: '1', account: 'demo', user_name: '演示用户', role_name: 'role',
};

function start(tokenAnswer: FakeAnswer, refreshToken?: string) {
  const api = fakeApi(shellHandlers(userInfo('mgr', 1), { 'POST /api/blade-auth/oauth/token': () => tokenAnswer }));
  signedIn('mgr');
  // issued 590 s ago: due within the refresh margin
  useSessionStore.setState({ tokenIssuedAt: Date.now() - 590_000, ...(refreshToken === undefined ? {} : { refreshToken }) });
  const view = renderRoutes(routes, '/wel/index');
  return { api, ...view };
}

describe('token refresh', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  // spec: 01§4.12
  it('refreshes a token near the end of its life with the refresh grant', async () => {
    const { api } = start({ data: fresh });
    await waitFor(() => expect(useSessionStore.getState().token).toBe('new-access'));
    const [call] = api.of('POST /api/blade-auth/oauth/token');
    expect(Object.fromEntries(new URLSearchParams(call.data as string))).toEqual({
      grant_type: 'refresh_token', refresh_token: 'ref', scope: 'all',
    });
    expect(useSessionStore.getState().refreshToken).toBe('new-refresh');
  });

  // spec: 01§9.1
  it('with the refresh token in the server’s HttpOnly cookie, sends none and asks for the cookie again', async () => {
    const { api } = start({ data: { ...fresh, refresh_token: '' } }, '');
    await waitFor(() => expect(useSessionStore.getState().token).toBe('new-access'));
    const [call] = api.of('POST /api/blade-auth/oauth/token');
    expect(Object.fromEntries(new URLSearchParams(call.data as string))).toEqual({ grant_type: 'refresh_token', scope: 'all' });
    expect(call.headers.get('Token-Transport')).toBe('cookie');
  });

  it('never writes a refresh token to the browser’s storage', () => {
    useSessionStore.getState().signIn(fresh, Date.now());
    const stored = JSON.parse(localStorage.getItem('platform-session') ?? '{}') as { state: Record<string, unknown> };
    expect(stored.state.token).toBe('new-access');
    expect(stored.state.refreshToken).toBeNull();
  });

  // spec: 01§4.12
  it('leaves a young token alone', async () => {
    const api = fakeApi(shellHandlers(userInfo('mgr', 1)));
    signedIn('mgr');
    renderRoutes(routes, '/wel/index');
    await screen.findByTestId('wel-greeting');
    expect(api.of('POST /api/blade-auth/oauth/token')).toHaveLength(0);
  });

  // spec: 01§8.21
  it('a failed refresh says 获取用户信息失败，稍后请重新登录 and signs out', async () => {
    const { router } = start({ status: 401, msg: '刷新令牌无效' });
    expect(await screen.findByText('获取用户信息失败，稍后请重新登录')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().token).toBeNull();
  });
});
