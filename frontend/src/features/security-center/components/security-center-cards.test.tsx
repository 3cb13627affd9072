import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { SecurityCenterPage } from './security-center-page';

const INFO = 'POST /api/rem-registrationbizweb/user/getCurrentUserInfo';
const CAPITAL = 'POST /api/rem-registrationbizweb/user/updateCapitalPassword';
const OWN_CODE = 'GET /api/rem-registrationbizweb/sms/sendValidationCode';
const SEND = 'POST /api/rem-registrationbizweb/smsNonds/sendValidCode';
const BIND = 'POST /api/rem-registrationbizweb/user/updateBizUserAccountInfo';
const RESIGN = 'POST /api/rem-registrationbizweb/user/resignSecurityCenter';

function open(hasCapitalPassword: boolean, handlers: Record<string, () => FakeAnswer>) {
  const info = userInfo('org', 2);
  info.loginAccountInfo = { ...info.loginAccountInfo, mobile: '13800000000', hasCapitalPassword };
  const api = fakeApi({ [INFO]: () => ({ data: info }), ...handlers });
  renderRoutes(
    [
      { path: '/securityCenter', element: <SecurityCenterPage /> },
      { path: '/login', element: <div data-testid="login-page">login</div> },
    ],
    '/securityCenter',
  );
  return api;
}

const body = (api: ReturnType<typeof fakeApi>, key: string) => JSON.parse(String(api.of(key)[0].data));

describe('/securityCenter cards', () => {
  beforeEach(() => signedIn('org'));

  it('sets the capital password with the login password, refusing a straight run before asking', async () => {
    const api = open(false, { [CAPITAL]: () => ({ data: true, msg: '资金密码设置成功' }) });
    const card = await screen.findByTestId('capital-password');
    await userEvent.type(within(card).getByTestId('capital-login-password'), 'Demo#2026');
    await userEvent.type(within(card).getByTestId('capital-new'), '123456');
    await userEvent.type(within(card).getByTestId('capital-confirm'), '123456');
    await userEvent.click(within(card).getByTestId('capital-submit'));
    expect(await within(card).findByText('资金密码不能为连续的数字（如123456、654321）')).toBeInTheDocument();
    expect(api.of(CAPITAL)).toHaveLength(0);
    await userEvent.clear(within(card).getByTestId('capital-new'));
    await userEvent.type(within(card).getByTestId('capital-new'), '135790');
    await userEvent.clear(within(card).getByTestId('capital-confirm'));
    await userEvent.type(within(card).getByTestId('capital-confirm'), '135790');
    await userEvent.click(within(card).getByTestId('capital-submit'));
    await waitFor(() => expect(api.of(CAPITAL)).toHaveLength(1));
    expect(body(api, CAPITAL)).toEqual({ password: 'Demo#2026', capitalPassword: '135790', confirmCapitalPassword: '135790' });
    expect(await screen.findByText('资金密码设置成功')).toBeInTheDocument();
  });

  // spec: 01§4.8
  it('changes it with a code to the bound mobile, counting down, and shows a refusal', async () => {
    const api = open(true, {
      [OWN_CODE]: () => ({ data: { resendAfter: 60, expiresIn: 300 }, msg: '验证码发送成功' }),
      [CAPITAL]: () => ({ status: 400, msg: '验证码不正确' }),
    });
    const card = await screen.findByTestId('capital-password');
    await userEvent.click(within(card).getByText('短信验证码'));
    await userEvent.click(within(card).getByTestId('capital-code-button'));
    await waitFor(() => expect(within(card).getByTestId('capital-code-button')).toBeDisabled());
    expect(within(card).getByTestId('capital-code-button')).toHaveTextContent(/秒后重新获取/);
    await userEvent.type(within(card).getByTestId('capital-code'), '111111');
    await userEvent.type(within(card).getByTestId('capital-new'), '246801');
    await userEvent.type(within(card).getByTestId('capital-confirm'), '246801');
    await userEvent.click(within(card).getByTestId('capital-submit'));
    await waitFor(() => expect(api.of(CAPITAL)).toHaveLength(1));
    expect(body(api, CAPITAL)).toEqual({ code: '111111', capitalPassword: '246801', confirmCapitalPassword: '246801' });
    expect(await screen.findByText('验证码不正确')).toBeInTheDocument();
  });

  it('binds a new mobile with a code sent to it for bind', async () => {
    const api = open(true, {
      [SEND]: () => ({ data: { resendAfter: 60, expiresIn: 300 }, msg: '验证码发送成功' }),
      [BIND]: () => ({ data: true, msg: '手机号码修改成功' }),
    });
    const card = await screen.findByTestId('change-mobile');
    await userEvent.type(within(card).getByTestId('mobile-password'), 'Demo#2026');
    await userEvent.type(within(card).getByTestId('mobile-phone'), '13922223333');
    await userEvent.click(within(card).getByTestId('sms-code-button'));
    await waitFor(() => expect(api.of(SEND)).toHaveLength(1));
    expect(body(api, SEND)).toMatchObject({ phone: '13922223333', purpose: 'bind' });
    await userEvent.type(within(card).getByTestId('mobile-code'), '123456');
    await userEvent.click(within(card).getByTestId('mobile-submit'));
    await waitFor(() => expect(api.of(BIND)).toHaveLength(1));
    expect(body(api, BIND)).toEqual({ password: 'Demo#2026', phone: '13922223333', code: '123456' });
    expect(await screen.findByText('手机号码修改成功')).toBeInTheDocument();
  });

  it('a taken number is refused with the server message', async () => {
    open(true, { [BIND]: () => ({ status: 400, msg: '该手机号码已注册过同类账号，请直接登录或找回密码' }) });
    const card = await screen.findByTestId('change-mobile');
    await userEvent.type(within(card).getByTestId('mobile-password'), 'Demo#2026');
    await userEvent.type(within(card).getByTestId('mobile-phone'), '13911112222');
    await userEvent.type(within(card).getByTestId('mobile-code'), '123456');
    await userEvent.click(within(card).getByTestId('mobile-submit'));
    expect(await screen.findByText('该手机号码已注册过同类账号，请直接登录或找回密码')).toBeInTheDocument();
  });

  it('closes the account only after the confirmation, and signs out', async () => {
    const api = open(true, { [RESIGN]: () => ({ data: true, msg: '账号注销成功' }) });
    const card = await screen.findByTestId('resign-account');
    await userEvent.type(within(card).getByTestId('resign-password'), 'Demo#2026');
    await userEvent.type(within(card).getByTestId('resign-code'), '123456');
    await userEvent.click(within(card).getByTestId('resign-submit'));
    expect((await screen.findAllByText('确认注销账号？')).length).toBeGreaterThan(0);
    expect(api.of(RESIGN)).toHaveLength(0);
    await userEvent.click(screen.getByTestId('resign-confirm-ok'));
    await waitFor(() => expect(api.of(RESIGN)).toHaveLength(1));
    expect(body(api, RESIGN)).toEqual({ password: 'Demo#2026', code: '123456' });
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
  });

  it("shows the refusal while business is in progress and stays", async () => {
    open(true, { [RESIGN]: () => ({ status: 400, msg: '您有正在办理中的业务申请，请办结或撤回后再注销账号' }) });
    const card = await screen.findByTestId('resign-account');
    await userEvent.type(within(card).getByTestId('resign-password'), 'Demo#2026');
    await userEvent.type(within(card).getByTestId('resign-code'), '123456');
    await userEvent.click(within(card).getByTestId('resign-submit'));
    await userEvent.click(await screen.findByTestId('resign-confirm-ok'));
    expect(await screen.findByText('您有正在办理中的业务申请，请办结或撤回后再注销账号')).toBeInTheDocument();
    expect(screen.queryByTestId('login-page')).not.toBeInTheDocument();
  });
});
