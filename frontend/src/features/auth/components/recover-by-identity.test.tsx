import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { LoginPage } from './login-page';

const VALID = 'POST /api/rem-registrationbizweb/nonds/bizAccountManage/accountBoundUserInfoValid';
const FACE = 'POST /api/rem-registrationbizweb/getFaceRecognitionUrlUpdatePwd';
const FACE_RESULT = 'GET /api/rem-registrationbizweb/nonds/getFaceRecognitionResult';
const RESET = 'POST /api/rem-registrationbizweb/nonds/bizAccountManage/resetAccountPassword';

type Answer = { status?: number; data?: unknown; msg?: string };

function server(valid: () => Answer, reset: () => Answer = () => ({ data: true, msg: '密码重置成功，请使用新密码登录' })) {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/blade-auth/oauth/captcha': () => ({ data: { enabled: false, key: '', image: '' } }),
    [VALID]: valid,
    [FACE]: () => ({ data: { bizToken: 'bt-9', url: 'http://127.0.0.1:8080/sim/face/bt-9' } }),
    [FACE_RESULT]: () => ({ data: { bizToken: 'bt-9', status: 'passed' }, msg: '人脸识别通过' }),
    [RESET]: reset,
  });
}

async function byIdentity() {
  renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
  await userEvent.click(await screen.findByTestId('forgot-password'));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByText('身份核验找回'));
  return dialog;
}

async function fill(dialog: HTMLElement, idNumber = '610102199001019137') {
  await userEvent.type(within(dialog).getByTestId('identity-account'), 'personal_demo');
  await userEvent.type(within(dialog).getByTestId('identity-name'), '张伟');
  await userEvent.type(within(dialog).getByTestId('identity-id-number'), idNumber);
}

describe('重置密码, 身份核验找回 (the bound mobile out of use)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks the identity bound to the account, then a face check of that person proves the reset', { timeout: 20_000 }, async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const api = server(() => ({ data: { valid: true }, msg: '身份信息验证通过' }));
    const dialog = await byIdentity();
    expect(within(dialog).queryByTestId('face-start')).toBeNull();
    expect(within(dialog).getByTestId('identity-submit')).toBeDisabled();
    await fill(dialog);
    await userEvent.click(within(dialog).getByTestId('identity-verify'));
    await waitFor(() => expect(api.of(VALID)).toHaveLength(1));
    expect(JSON.parse(String(api.of(VALID)[0].data))).toEqual({
      account: 'personal_demo', name: '张伟', idNumber: '610102199001019137', tenantId: '000000',
    });
    await userEvent.click(await within(dialog).findByTestId('face-start'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('http://127.0.0.1:8080/sim/face/bt-9', '_blank', 'noopener'));
    // no mobile and no code: the register's identity is the proof
    expect(JSON.parse(String(api.of(FACE)[0].data))).toEqual({
      account: 'personal_demo', name: '张伟', idNumber: '610102199001019137', tenantId: '000000',
    });
    expect(await within(dialog).findByText('人脸识别通过')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByTestId('identity-password'), 'Xian#2027ok');
    await userEvent.type(within(dialog).getByTestId('identity-confirm'), 'Xian#2027ok');
    await userEvent.click(within(dialog).getByTestId('identity-submit'));
    expect(await screen.findByText('密码重置成功，请使用新密码登录')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(RESET)[0].data))).toEqual({
      account: 'personal_demo', faceToken: 'bt-9', password: 'Xian#2027ok', confirmPassword: 'Xian#2027ok', tenantId: '000000',
    });
  });

  it('a mismatch is said under the number and no face check is offered; a malformed number never reaches the server', async () => {
    const api = server(() => ({ data: { valid: false }, msg: '姓名或证件号码与账号绑定的身份信息不一致' }));
    const dialog = await byIdentity();
    await fill(dialog, '61010219900101913');
    await userEvent.click(within(dialog).getByTestId('identity-verify'));
    expect(await within(dialog).findByText('身份证号码格式不正确')).toBeInTheDocument();
    expect(api.of(VALID)).toHaveLength(0);
    await userEvent.type(within(dialog).getByTestId('identity-id-number'), '7');
    await userEvent.click(within(dialog).getByTestId('identity-verify'));
    expect(await within(dialog).findByText('姓名或证件号码与账号绑定的身份信息不一致')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('face-start')).toBeNull();
  });

  it('an account with no person on the register is told to ask the staff', async () => {
    server(() => ({ status: 400, msg: '该账号未登记实名信息，无法通过身份信息找回，请联系平台工作人员重置密码' }));
    const dialog = await byIdentity();
    await fill(dialog);
    await userEvent.click(within(dialog).getByTestId('identity-verify'));
    expect(await screen.findByText('该账号未登记实名信息，无法通过身份信息找回，请联系平台工作人员重置密码')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('face-start')).toBeNull();
  });
});
