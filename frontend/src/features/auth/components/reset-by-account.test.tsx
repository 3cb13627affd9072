import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { LoginPage } from './login-page';

const EXISTS = 'POST /api/rem-registrationbizweb/nonds/bizAccountManage/checkAccountExists';
const PUZZLE = 'GET /api/rem-registrationbizweb/userNonDs/generateSendValidSlideCode';
const SEND_BOUND = 'POST /api/rem-registrationbizweb/userNonDs/checkSlideAndSendBoundUserMobileValidCode';
const RESET = 'POST /api/rem-registrationbizweb/nonds/bizAccountManage/resetAccountPassword';

function server(reset: () => { status?: number; data?: unknown; msg?: string } = () => ({ data: true, msg: '密码重置成功，请使用新密码登录' })) {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/blade-auth/oauth/captcha': () => ({ data: { enabled: false, key: '', image: '' } }),
    [EXISTS]: (config) => ({ data: { exists: JSON.parse(String(config.data)).account === 'personal_demo' } }),
    [PUZZLE]: () => ({ data: { key: 'k1', background: 'data:image/png;base64,AA==', piece: 'data:image/png;base64,AA==', y: 30, width: 300, height: 150, pieceSize: 44 } }),
    [SEND_BOUND]: () => ({ data: { mobile: '138****0000', resendAfter: 60, expiresIn: 300 }, msg: '验证码发送成功' }),
    [RESET]: reset,
  });
}

async function byAccount() {
  renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
  await userEvent.click(await screen.findByTestId('forgot-password'));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByText('按账号找回'));
  return dialog;
}

async function slide() {
  const handle = await screen.findByTestId('slide-handle');
  fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 130, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 130, pointerId: 1 });
}

describe('重置密码, 按账号找回', () => {
  beforeEach(() => {
    // jsdom has no pointer capture
    Element.prototype.setPointerCapture = () => undefined;
  });

  it('an unknown account is said at once, before any slide', async () => {
    const api = server();
    const dialog = await byAccount();
    await userEvent.type(within(dialog).getByTestId('recover-account'), 'nobody');
    await userEvent.click(within(dialog).getByTestId('recover-code-button'));
    expect(await screen.findByText('账号不存在')).toBeInTheDocument();
    expect(api.of(PUZZLE)).toHaveLength(0);
  });

  it('sends the code to the masked bound mobile after the slide and resets the password', async () => {
    const api = server();
    const dialog = await byAccount();
    await userEvent.type(within(dialog).getByTestId('recover-account'), 'personal_demo');
    await userEvent.click(within(dialog).getByTestId('recover-code-button'));
    await slide();
    expect(await screen.findByTestId('recover-sent-to')).toHaveTextContent('验证码已发送至 138****0000');
    expect(JSON.parse(String(api.of(SEND_BOUND)[0].data))).toMatchObject({ key: 'k1', account: 'personal_demo' });
    expect(within(dialog).getByTestId('recover-code-button')).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId('recover-code'), '123456');
    await userEvent.type(within(dialog).getByTestId('recover-password'), 'Xian#2027ok');
    await userEvent.type(within(dialog).getByTestId('recover-confirm'), 'Xian#2027ok');
    await userEvent.click(within(dialog).getByTestId('recover-submit'));
    await waitFor(() => expect(api.of(RESET)).toHaveLength(1));
    expect(JSON.parse(String(api.of(RESET)[0].data))).toMatchObject({ account: 'personal_demo', code: '123456', password: 'Xian#2027ok', confirmPassword: 'Xian#2027ok' });
    expect(await screen.findByText('密码重置成功，请使用新密码登录')).toBeInTheDocument();
  });

  it("shows the server's refusal of the code", async () => {
    server(() => ({ status: 400, msg: '验证码不正确' }));
    const dialog = await byAccount();
    await userEvent.type(within(dialog).getByTestId('recover-account'), 'personal_demo');
    await userEvent.type(within(dialog).getByTestId('recover-code'), '000000');
    await userEvent.type(within(dialog).getByTestId('recover-password'), 'Xian#2027ok');
    await userEvent.type(within(dialog).getByTestId('recover-confirm'), 'Xian#2027ok');
    await userEvent.click(within(dialog).getByTestId('recover-submit'));
    expect(await screen.findByText('验证码不正确')).toBeInTheDocument();
    expect(screen.getByTestId('reset-by-account')).toBeInTheDocument();
  });
});
