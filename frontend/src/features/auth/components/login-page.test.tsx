import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { renderRoutes } from '@/test/render';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { LoginPage } from './login-page';

const grant = {
  access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 600, tenant_id: '000000',
  user_id: '1', account: 'admin', user_name: '系统管理员', role_name: 'administrator', landing_mode: 'mgr',
};

/** A fake server: captcha on (a new image each time) or off, and a token grant answer. */
function server({ captcha = true, token = { data: grant } as FakeAnswer } = {}) {
  let n = 0;
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/blade-auth/oauth/captcha': () => {
      n += 1;
      return { data: captcha ? { enabled: true, key: `k${n}`, image: `data:image/png;base64,IMG${n}` } : { enabled: false, key: '', image: '' } };
    },
    'POST /api/blade-auth/oauth/token': () => token,
  });
}

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/login/:route', element: <LoginPage /> },
      { path: '*', element: <div data-testid="landed" /> },
    ],
    path,
  );
}

describe('login page', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  // spec: 01§5.4 01§5.7 01§2.24
  it('shows 用户登录 and the spec messages when fields are left empty on blur', async () => {
    server();
    renderLogin();
    await screen.findByRole('img', { name: '验证码' });
    expect(await screen.findByRole('heading', { name: '用户登录' })).toBeInTheDocument();
    for (const label of ['用户名', '密码', '验证码']) {
      const input = screen.getByLabelText(label);
      fireEvent.focus(input);
      fireEvent.blur(input);
    }
    // the placeholders carry the same words, so look for the error texts
    await waitFor(() => {
      const errors = [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
      expect(errors).toEqual(['请输入用户名', '请输入密码', '请输入图形验证码']);
    });
  });

  // spec: 01§2.24
  it('limits the captcha to 4 characters and refreshes the image on click', async () => {
    server();
    renderLogin();
    const image = await screen.findByRole('img', { name: '验证码' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,IMG1');
    expect(screen.getByLabelText('验证码')).toHaveAttribute('maxLength', '4');
    await userEvent.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(screen.getByRole('img', { name: '验证码' })).toHaveAttribute('src', 'data:image/png;base64,IMG2'));
  });

  // spec: 01§4.10 01§8.20
  it('a failed sign-in shows the server msg and refreshes the captcha', async () => {
    const api = server({ token: { status: 400, msg: '验证码不正确' } });
    renderLogin();
    await screen.findByRole('img', { name: '验证码' });
    await userEvent.type(screen.getByLabelText('用户名'), 'org_demo');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo#2026');
    await userEvent.type(screen.getByLabelText('验证码'), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('验证码不正确');
    const [call] = api.of('POST /api/blade-auth/oauth/token');
    expect(Object.fromEntries(new URLSearchParams(call.data as string))).toEqual({
      grant_type: 'password', username: 'org_demo', password: 'Demo#2026', scope: 'all', tenantId: '000000',
    });
    expect(call.headers.get('Captcha-Key')).toBe('k1');
    expect(call.headers.get('Captcha-Code')).toBe('abcd');
    expect(call.headers.get('Tenant-Id')).toBe('000000');
    // the page shows the message itself: no 提示 dialog
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    await waitFor(() => expect(screen.getByRole('img', { name: '验证码' })).toHaveAttribute('src', 'data:image/png;base64,IMG2'));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
  });

  // spec: 01§4.10 01§2.24
  it('hides the captcha when the server has it off, and signs in to the workbench', async () => {
    const api = server({ captcha: false });
    const { router } = renderLogin();
    await waitFor(() => expect(api.of('GET /api/blade-auth/oauth/captcha')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument());
    await userEvent.type(screen.getByLabelText('用户名'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo#2026');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByTestId('landed');
    expect(router.state.location.pathname).toBe('/workbench/stepsList');
    expect(useSessionStore.getState()).toMatchObject({ token: 'a', landingMode: 'mgr' });
  });

  // spec: 01§2.24 01§4.10
  it('goes to the disclosure page when the route parameter is information', async () => {
    const api = server({ captcha: false });
    const { router } = renderLogin('/login/information');
    await waitFor(() => expect(api.of('GET /api/blade-auth/oauth/captcha')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument());
    await userEvent.type(screen.getByLabelText('用户名'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'x');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByTestId('landed');
    expect(router.state.location.pathname).toBe('/home/queryPage/informationDisclosure');
  });

  it('shows why the session ended when the request layer sent the user here with a notice', async () => {
    server({ captcha: false });
    const { router } = renderLogin();
    expect(await screen.findByRole('heading', { name: '用户登录' })).toBeInTheDocument();
    expect(screen.queryByTestId('login-notice')).not.toBeInTheDocument();
    await act(() => router.navigate('/login', { replace: true, state: { notice: '首次机构投资者认证后需要重新登录！' } }));
    expect(await screen.findByTestId('login-notice')).toHaveTextContent('首次机构投资者认证后需要重新登录！');
  });
});
