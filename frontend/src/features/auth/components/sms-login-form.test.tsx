import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { LoginPage } from './login-page';

const MOBILE = 'GET /api/blade-auth/oauth/mobile';
const TOKEN = 'POST /api/blade-auth/oauth/token';
const grant = {
  access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 600, tenant_id: '000000',
  user_id: '3', account: 'personal_demo', user_name: '张伟', role_name: 'personal_investor', landing_mode: 'personalholder',
};
const several = [
  { account: 'org_demo', name: '秦创智能', roleAlias: '企业用户' },
  { account: 'personal_demo', name: '张伟', roleAlias: '个人投资者' },
];

function server(token: (form: Record<string, string>) => FakeAnswer) {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/blade-auth/oauth/captcha': () => ({ data: { enabled: false, key: '', image: '' } }),
    [MOBILE]: () => ({ data: { resendAfter: 60, expiresIn: 300 }, msg: '验证码发送成功' }),
    [TOKEN]: (config) => token(Object.fromEntries(new URLSearchParams(config.data as string))),
  });
}

async function fillSmsForm(code = '123456') {
  renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <div data-testid="landed" /> },
    ],
    '/login',
  );
  await userEvent.click(await screen.findByRole('tab', { name: '短信登录' }));
  await userEvent.type(screen.getByLabelText('手机号码'), '13800000000');
  await userEvent.click(screen.getByTestId('sms-code-button'));
  await waitFor(() => expect(screen.getByTestId('sms-code-button')).toHaveTextContent(/60秒后重新获取|59秒后重新获取/));
  await userEvent.type(screen.getByLabelText('短信验证码'), code);
}

describe('短信登录', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  // spec: 01§7.9
  it('sends the login code to the mobile and signs in with it', async () => {
    const api = server(() => ({ data: grant }));
    await fillSmsForm();
    expect(api.of(MOBILE)[0].params).toEqual({ phone: '13800000000', tenantId: '000000' });
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByTestId('landed');
    expect(Object.fromEntries(new URLSearchParams(api.of(TOKEN)[0].data as string))).toEqual({
      grant_type: 'mobile', phone: '13800000000', code: '123456', scope: 'all', tenantId: '000000',
    });
    expect(useSessionStore.getState()).toMatchObject({ token: 'a', landingMode: 'personalholder' });
  });

  // spec: 01§5.11
  it('checks the mobile before sending and shows a wrong code’s message', async () => {
    server(() => ({ status: 400, msg: '验证码不正确' }));
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    await userEvent.click(await screen.findByRole('tab', { name: '短信登录' }));
    await userEvent.type(screen.getByLabelText('手机号码'), '1380000');
    await userEvent.click(screen.getByTestId('sms-code-button'));
    expect(await screen.findByText('手机号码长度不为11位')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('手机号码'));
    await userEvent.type(screen.getByLabelText('手机号码'), '13800000000');
    await userEvent.type(screen.getByLabelText('短信验证码'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('验证码不正确');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('asks which account when the mobile opens several, and signs in the chosen one', async () => {
    const api = server((form) =>
      form.username ? { data: grant } : { status: 400, msg: '该手机号码绑定了多个账号，请选择要登录的账号', data: several },
    );
    await fillSmsForm();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    const chooser = await screen.findByRole('dialog', { name: '选择登录账号' });
    const row = within(chooser).getByRole('row', { name: /personal_demo/ });
    expect(row).toHaveTextContent('个人投资者');
    expect(within(chooser).getByRole('row', { name: /org_demo/ })).toHaveTextContent('企业用户');
    // the refusal is a question, not an error
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '登录' }));
    await screen.findByTestId('landed');
    const calls = api.of(TOKEN).map((c) => Object.fromEntries(new URLSearchParams(c.data as string)));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ grant_type: 'mobile', phone: '13800000000', code: '123456', username: 'personal_demo' });
    expect(useSessionStore.getState().userInfo?.account).toBe('personal_demo');
  });
});
