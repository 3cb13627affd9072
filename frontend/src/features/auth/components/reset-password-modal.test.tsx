import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { LoginPage } from './login-page';

const SEND = 'POST /api/rem-registrationbizweb/smsNonds/sendValidCode';
const RESET = 'POST /api/rem-registrationbizweb/userNonDs/updateBizUserAccountInfo';
const FACE = 'POST /api/rem-registrationbizweb/getFaceRecognitionUrlUpdatePwd';
const FACE_RESULT = 'GET /api/rem-registrationbizweb/nonds/getFaceRecognitionResult';

type Answer = { status?: number; data?: unknown; msg?: string };

function server(results: Answer[] = []) {
  let polls = 0;
  return fakeApi({
    [FACE]: () => ({ data: { bizToken: 'bt-1', url: 'http://127.0.0.1:8080/sim/face/bt-1' } }),
    // each poll the next answer, the last one again
    [FACE_RESULT]: () => results[Math.min(polls++, results.length - 1)],
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/blade-auth/oauth/captcha': () => ({ data: { enabled: false, key: '', image: '' } }),
    [SEND]: () => ({ data: { resendAfter: 60, expiresIn: 300 }, msg: '验证码发送成功' }),
    [RESET]: () => ({ data: true, msg: '密码重置成功，请使用新密码登录' }),
  });
}

async function openDialog() {
  renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
  await userEvent.click(await screen.findByTestId('forgot-password'));
  return screen.findByRole('dialog');
}

async function fillProof(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByTestId('reset-account'), 'org_demo');
  await userEvent.type(within(dialog).getByTestId('reset-phone'), '13800000000');
  await userEvent.type(within(dialog).getByTestId('reset-code'), '123456');
}

async function submitReset(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByTestId('reset-password'), 'Xian#2027ok');
  await userEvent.type(within(dialog).getByTestId('reset-confirm'), 'Xian#2027ok');
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
}

describe('重置密码 from the login page', () => {
  beforeEach(() => useSessionStore.getState().signOut());
  afterEach(() => vi.restoreAllMocks());

  // spec: 01§2.13 01§4.8
  it('sends a code to the mobile, counts down 60 s and resets with it', async () => {
    const api = server();
    const dialog = await openDialog();
    expect(within(dialog).getByText('重置密码')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByTestId('reset-account'), 'org_demo');
    await userEvent.type(within(dialog).getByTestId('reset-phone'), '13800000000');
    await userEvent.click(within(dialog).getByTestId('sms-code-button'));
    await waitFor(() => expect(api.of(SEND)).toHaveLength(1));
    expect(JSON.parse(String(api.of(SEND)[0].data))).toMatchObject({ phone: '13800000000', purpose: 'reset' });
    await waitFor(() => expect(within(dialog).getByTestId('sms-code-button')).toBeDisabled());
    expect(within(dialog).getByTestId('sms-code-button')).toHaveTextContent(/60秒后重新获取|59秒后重新获取/);
    await userEvent.type(within(dialog).getByTestId('reset-code'), '123456');
    await userEvent.type(within(dialog).getByTestId('reset-password'), 'Xian#2027ok');
    await userEvent.type(within(dialog).getByTestId('reset-confirm'), 'Xian#2027ok');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.of(RESET)).toHaveLength(1));
    expect(JSON.parse(String(api.of(RESET)[0].data))).toEqual({
      account: 'org_demo', phone: '13800000000', code: '123456', password: 'Xian#2027ok', confirmPassword: 'Xian#2027ok', tenantId: '000000',
    });
    expect(await screen.findByText('密码重置成功，请使用新密码登录')).toBeInTheDocument();
  });

  it('says what is wrong before asking the server: the number, a weak password, a different confirmation', async () => {
    const api = server();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByTestId('reset-phone'), '1380000000');
    await userEvent.click(within(dialog).getByTestId('sms-code-button'));
    expect(await within(dialog).findByText('手机号码长度不为11位')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByTestId('reset-account'), 'org_demo');
    await userEvent.type(within(dialog).getByTestId('reset-password'), 'abcdefgh12');
    await userEvent.type(within(dialog).getByTestId('reset-confirm'), 'abcdefgh13');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('密码须包含大写字母、小写字母、数字和特殊字符中的至少三种')).toBeInTheDocument();
    expect(within(dialog).getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(api.of(SEND)).toHaveLength(0);
    expect(api.of(RESET)).toHaveLength(0);
  });

  // spec: 01§2.13
  it('opens the verifier for 开始人脸识别, polls until it passed and sends its token with the reset', { timeout: 20_000 }, async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const pending = { data: { bizToken: 'bt-1', status: 'pending' } };
    const api = server([pending, { data: { bizToken: 'bt-1', status: 'passed', similarity: 96.5 }, msg: '人脸识别通过' }]);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByTestId('face-start'));
    // the account, the mobile and the code come first
    expect(await within(dialog).findByText('请输入账号')).toBeInTheDocument();
    expect(api.of(FACE)).toHaveLength(0);
    await fillProof(dialog);
    await userEvent.click(within(dialog).getByTestId('face-start'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('http://127.0.0.1:8080/sim/face/bt-1', '_blank', 'noopener'));
    expect(JSON.parse(String(api.of(FACE)[0].data))).toEqual({ account: 'org_demo', phone: '13800000000', code: '123456', tenantId: '000000' });
    expect(await within(dialog).findByText('请在新打开的页面完成人脸识别，本页面将自动获取结果')).toBeInTheDocument();
    expect(await within(dialog).findByText('人脸识别通过', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(api.of(FACE_RESULT)).toHaveLength(2);
    expect(api.of(FACE_RESULT)[0].params).toEqual({ bizToken: 'bt-1', tenantId: '000000' });
    await submitReset(dialog);
    await waitFor(() => expect(api.of(RESET)).toHaveLength(1));
    expect(JSON.parse(String(api.of(RESET)[0].data))).toMatchObject({ account: 'org_demo', code: '123456', bizToken: 'bt-1' });
  });

  // spec: 01§8.12
  it('says 获取人脸核身结果失败 when the check failed, stops asking and resets without its token', { timeout: 20_000 }, async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const api = server([{ status: 400, msg: '获取人脸核身结果失败', data: { status: 'failed', reason: '人脸比对不通过' } }]);
    const dialog = await openDialog();
    await fillProof(dialog);
    await userEvent.click(within(dialog).getByTestId('face-start'));
    expect(await within(dialog).findByText('获取人脸核身结果失败')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.of(FACE_RESULT)).toHaveLength(1);
    expect(within(dialog).getByTestId('face-start')).toHaveTextContent('重新人脸识别');
    await submitReset(dialog);
    await waitFor(() => expect(api.of(RESET)).toHaveLength(1));
    expect(JSON.parse(String(api.of(RESET)[0].data))).not.toHaveProperty('bizToken');
  });

  it('asks the name and id number of the person taking the check when the account has none on the register', { timeout: 20_000 }, async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    let asked = 0;
    const api = fakeApi({
      [FACE]: () => {
        asked += 1;
        return asked === 1 ? { status: 400, msg: '请输入姓名' } : { data: { bizToken: 'bt-2', url: 'http://127.0.0.1:8080/sim/face/bt-2' } };
      },
      [FACE_RESULT]: () => ({ data: { bizToken: 'bt-2', status: 'pending' } }),
      'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
      'GET /api/blade-auth/oauth/captcha': () => ({ data: { enabled: false, key: '', image: '' } }),
    });
    const dialog = await openDialog();
    await fillProof(dialog);
    expect(within(dialog).queryByTestId('face-name')).toBeNull();
    await userEvent.click(within(dialog).getByTestId('face-start'));
    expect(await within(dialog).findByText('该账号未登记实名信息，请填写进行人脸识别的本人姓名和身份证号码')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByTestId('face-name'), '李娜');
    await userEvent.type(within(dialog).getByTestId('face-id-number'), '610102198502020021');
    await userEvent.click(within(dialog).getByTestId('face-start'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('http://127.0.0.1:8080/sim/face/bt-2', '_blank', 'noopener'));
    expect(JSON.parse(String(api.of(FACE)[1].data))).toEqual({
      account: 'org_demo', phone: '13800000000', code: '123456', name: '李娜', idNumber: '610102198502020021', tenantId: '000000',
    });
  });
});
