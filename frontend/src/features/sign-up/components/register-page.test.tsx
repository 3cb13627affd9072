import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { RegisterPage } from './register-page';

const PUZZLE = 'GET /api/rem-registrationbizweb/userNonDs/generateSendValidSlideCode';
const SLIDE_SEND = 'POST /api/blade-auth/oauth/validateSlideCodeAndSend';
const GUEST = 'POST /api/blade-user/register-guest';
const ACCOUNT = 'POST /api/rem-registrationbizweb/userNonDs/registerAccount';
const PASSWORD = 'Qinling#2026';

let puzzles = 0;
const puzzle = () => ({
  data: { key: `k${++puzzles}`, background: 'data:image/png;base64,AA==', piece: 'data:image/png;base64,AA==', y: 30, width: 300, height: 150, pieceSize: 44 },
});

function server(slide: (x: number) => boolean = () => true) {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    [PUZZLE]: puzzle,
    [SLIDE_SEND]: (config) =>
      slide(JSON.parse(String(config.data)).x)
        ? { data: { resendAfter: 60, expiresIn: 300 }, msg: '验证码发送成功' }
        : { status: 400, msg: '滑块验证未通过，请重新验证' },
    [GUEST]: () => ({ data: { account: 'li_hua', landingMode: 'holderVisitor' }, msg: '注册成功，请登录' }),
    [ACCOUNT]: () => ({ data: { account: 'qinling', landingMode: 'org' }, msg: '注册成功，请登录' }),
  });
}

const open = () =>
  renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <div data-testid="login-page">login</div> },
    ],
    '/register',
  );

/** Drags the handle `x` pixels to the right and lets go. */
async function slideTo(x: number) {
  const handle = await screen.findByTestId('slide-handle');
  fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 10 + x, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 10 + x, pointerId: 1 });
}

async function fill(account: string, name: string) {
  await userEvent.type(screen.getByTestId('register-account'), account);
  await userEvent.type(screen.getByTestId('register-name'), name);
  await userEvent.type(screen.getByTestId('register-phone'), '13911112222');
}

describe('注册 (/register): the slide code, the code, the account', () => {
  beforeEach(() => {
    useSessionStore.getState().signOut();
    // jsdom has no pointer capture
    Element.prototype.setPointerCapture = () => undefined;
  });

  it('a personal investor solves the slide, is sent the code and registers as a guest', async () => {
    const api = server();
    open();
    await fill('li_hua', '李华');
    await userEvent.click(screen.getByTestId('sms-code-button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('安全验证')).toBeInTheDocument();
    await slideTo(123);
    await waitFor(() => expect(api.of(SLIDE_SEND)).toHaveLength(1));
    expect(JSON.parse(String(api.of(SLIDE_SEND)[0].data))).toEqual({ key: 'k1', x: 123, phone: '13911112222', purpose: 'register', tenantId: '000000' });
    expect(await screen.findByText('验证码发送成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('sms-code-button')).toBeDisabled());
    await userEvent.type(screen.getByTestId('register-code'), '123456');
    await userEvent.type(screen.getByTestId('register-password'), PASSWORD);
    await userEvent.type(screen.getByTestId('register-confirm'), PASSWORD);
    await userEvent.click(screen.getByTestId('register-agree'));
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(api.of(GUEST)).toHaveLength(1));
    expect(JSON.parse(String(api.of(GUEST)[0].data))).toEqual({
      organType: '2', account: 'li_hua', name: '李华', phone: '13911112222', code: '123456',
      password: PASSWORD, confirmPassword: PASSWORD, tenantId: '000000',
    });
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(api.of(ACCOUNT)).toHaveLength(0);
  });

  it('a drop off the gap draws a new puzzle and nothing is sent', async () => {
    const api = server((x) => x === 200);
    open();
    await fill('li_hua', '李华');
    await userEvent.click(screen.getByTestId('sms-code-button'));
    await screen.findByRole('dialog');
    await slideTo(40);
    expect(await screen.findByText('滑块验证未通过，请重新验证')).toBeInTheDocument();
    await waitFor(() => expect(api.of(PUZZLE)).toHaveLength(2));
    expect(screen.getByTestId('sms-code-button')).not.toBeDisabled();
    await slideTo(200);
    await waitFor(() => expect(api.of(SLIDE_SEND)).toHaveLength(2));
    expect(JSON.parse(String(api.of(SLIDE_SEND)[1].data)).key).toBe(`k${puzzles}`);
    await waitFor(() => expect(screen.getByTestId('sms-code-button')).toBeDisabled());
  });

  it('an enterprise registers its business account; the name is called 企业名称', async () => {
    const api = server();
    open();
    await userEvent.click(screen.getByText('企业'));
    expect(await screen.findByText('企业名称')).toBeInTheDocument();
    await fill('qlxc2026', '秦岭新材料股份有限公司');
    await userEvent.type(screen.getByTestId('register-code'), '654321');
    await userEvent.type(screen.getByTestId('register-password'), PASSWORD);
    await userEvent.type(screen.getByTestId('register-confirm'), PASSWORD);
    await userEvent.click(screen.getByTestId('register-agree'));
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(api.of(ACCOUNT)).toHaveLength(1));
    expect(JSON.parse(String(api.of(ACCOUNT)[0].data))).toMatchObject({ userType: 'org', account: 'qlxc2026', name: '秦岭新材料股份有限公司' });
  });

  it('says what is wrong before anything is sent: the account, the name, the number, the terms', async () => {
    const api = server();
    open();
    await userEvent.type(screen.getByTestId('register-account'), '1li');
    await userEvent.type(screen.getByTestId('register-name'), '李 华');
    await userEvent.type(screen.getByTestId('register-phone'), '1391111');
    await userEvent.click(screen.getByTestId('sms-code-button'));
    expect(await screen.findByText('手机号码长度不为11位')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findAllByText('4至20位字母、数字或下划线，以字母开头')).length).toBeGreaterThan(1);
    expect(screen.getByText('姓名请不要输入空格')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意用户服务协议和隐私政策')).toBeInTheDocument();
    expect(api.of(GUEST)).toHaveLength(0);
    expect(api.of(PUZZLE)).toHaveLength(0);
  });
});
