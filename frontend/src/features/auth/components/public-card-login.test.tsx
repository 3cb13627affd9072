import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { LoginPage } from './login-page';

const grant = {
  access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 600, tenant_id: '000000',
  user_id: '1', account: 'org_demo', user_name: '秦创', role_name: 'enterprise', landing_mode: 'org',
};

/** The image calls the card makes (fetch, outside the API client), each a new object URL. */
function images() {
  const urls: string[] = [];
  let n = 0;
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    urls.push(url);
    return { status: 200, ok: true, blob: () => Promise.resolve(new Blob(['png'])) };
  }));
  URL.createObjectURL = vi.fn(() => `blob:img${(n += 1)}`);
  URL.revokeObjectURL = vi.fn();
  return urls;
}

function server(login: FakeAnswer) {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'POST /api/login': () => login,
  });
}

function renderCard(path = '/home/login') {
  return renderRoutes(
    [
      { path: '/home/login', element: <LoginPage variant="embedded" /> },
      { path: '/home/login/:route', element: <LoginPage variant="embedded" /> },
      { path: '*', element: <div data-testid="landed" /> },
    ],
    path,
  );
}

describe('the public card’s login', () => {
  beforeEach(() => useSessionStore.getState().signOut());
  afterEach(() => vi.unstubAllGlobals());

  // spec: 01§7.9 01§2.24
  it('signs in with POST /api/login and the /otcweb/verifyCode image, to the disclosure page for route information', async () => {
    const urls = images();
    const api = server({ data: grant });
    const { router } = renderCard('/home/login/information');
    expect(await screen.findByRole('img', { name: '验证码' })).toHaveAttribute('src', 'blob:img1');
    expect(urls[0]).toMatch(/^\/otcweb\/verifyCode\?0\.\d+/);
    expect(screen.getByLabelText('验证码')).toHaveAttribute('maxLength', '4');
    await userEvent.type(screen.getByLabelText('用户名'), 'org_demo');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo#2026');
    await userEvent.type(screen.getByLabelText('验证码'), 'ab12');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByTestId('landed');
    expect(router.state.location.pathname).toBe('/home/queryPage/informationDisclosure');
    const [call] = api.of('POST /api/login');
    expect(Object.fromEntries(new URLSearchParams(call.data as string))).toEqual({
      username: 'org_demo', password: 'Demo#2026', code: 'ab12', tenantId: '000000',
    });
    expect(api.of('POST /api/blade-auth/oauth/token')).toHaveLength(0);
    expect(useSessionStore.getState()).toMatchObject({ token: 'a', landingMode: 'org' });
  });

  // spec: 01§7.9 01§8.20
  it('clicking the image asks for a new one with another random suffix; a refusal shows the msg and refreshes it', async () => {
    const urls = images();
    server({ status: 400, msg: '验证码不正确' });
    renderCard();
    await screen.findByRole('img', { name: '验证码' });
    await userEvent.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(screen.getByRole('img', { name: '验证码' })).toHaveAttribute('src', 'blob:img2'));
    expect(urls[1]).not.toBe(urls[0]);
    await userEvent.type(screen.getByLabelText('用户名'), 'org_demo');
    await userEvent.type(screen.getByLabelText('密码'), 'x');
    await userEvent.type(screen.getByLabelText('验证码'), 'zzzz');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('验证码不正确');
    await waitFor(() => expect(screen.getByRole('img', { name: '验证码' })).toHaveAttribute('src', 'blob:img3'));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
  });
});
