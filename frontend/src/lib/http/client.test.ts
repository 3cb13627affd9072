import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { ApiError, apiGet, apiPostForm, configureHttpEffects, httpClient } from './client';

type Answer = { status: number; data: unknown } | 'timeout';
let answer: Answer;
let seen: InternalAxiosRequestConfig | null;

const effects = { signOut: vi.fn(), navigate: vi.fn(), tipDialog: vi.fn(), message: vi.fn() };

beforeEach(() => {
  seen = null;
  Object.values(effects).forEach((f) => f.mockReset());
  configureHttpEffects(effects);
  httpClient.defaults.adapter = async (config) => {
    seen = config;
    if (answer === 'timeout') throw new AxiosError('timeout', AxiosError.ECONNABORTED, config);
    const response = { status: answer.status, statusText: '', data: answer.data, headers: {}, config };
    const validate = config.validateStatus;
    if (validate && !validate(answer.status)) throw new AxiosError('bad', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    return response;
  };
});
afterEach(() => useSessionStore.getState().signOut());

const headersOf = () => AxiosHeaders.from(seen?.headers ?? {});

describe('HTTP client', () => {
  // spec: 01§6.4 01§3.19
  it('sends the basic client header, the tenant and the bearer token, and unwraps data', async () => {
    useSessionStore.setState({ token: 'tok', userInfo: { userId: '1', account: 'a', userName: 'A', roleName: 'r', tenantId: '000000' } });
    answer = { status: 200, data: { code: 200, success: true, data: [1, 2], msg: '操作成功' } };
    await expect(apiGet('/api/x')).resolves.toEqual([1, 2]);
    expect(headersOf().get('Authorization')).toBe('Basic c2FiZXI6c2FiZXJfc2VjcmV0');
    expect(headersOf().get('Blade-Auth')).toBe('bearer tok');
    expect(headersOf().get('Tenant-Id')).toBe('000000');
    expect(seen?.timeout).toBe(600000);
  });

  it('posts forms url-encoded without a bearer header when signed out', async () => {
    answer = { status: 200, data: { code: 200, success: true, data: 'ok', msg: '' } };
    await apiPostForm('/api/blade-auth/oauth/token', { grant_type: 'password', username: 'u' });
    expect(seen?.data).toBe('grant_type=password&username=u');
    expect(headersOf().get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(headersOf().has('Blade-Auth')).toBe(false);
  });

  // spec: 01§8.22 01§4.12
  it('401 signs out and goes to /login', async () => {
    answer = { status: 401, data: { code: 401, success: false, data: null, msg: '用户未登录，请重新登录' } };
    await expect(apiGet('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(effects.signOut).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(effects.message).not.toHaveBeenCalled();
  });

  // spec: 01§8.22 01§4.12
  it('407 signs out and carries 登录已过期，请重新登录。 to the login page', async () => {
    answer = { status: 407, data: '' };
    await expect(apiGet('/api/x')).rejects.toMatchObject({ msg: '登录已过期，请重新登录。' });
    expect(effects.signOut).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenCalledWith('/login', { notice: '登录已过期，请重新登录。' });
    expect(effects.message).not.toHaveBeenCalled();
  });

  // spec: 01§8.5
  it('a 401 with a reason (a first certification ended the session) carries the server msg to the login page', async () => {
    answer = { status: 401, data: { code: 401, success: false, data: null, msg: '首次机构投资者认证后需要重新登录！' } };
    await expect(apiGet('/api/x')).rejects.toMatchObject({ msg: '首次机构投资者认证后需要重新登录！', status: 401 });
    expect(effects.signOut).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenCalledWith('/login', { notice: '首次机构投资者认证后需要重新登录！' });
    expect(effects.message).not.toHaveBeenCalled();
  });

  // spec: 01§8.23 01§4.12
  it('403 goes to /403', async () => {
    answer = { status: 403, data: { code: 403, success: false, data: null, msg: '无权限' } };
    await expect(apiGet('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(effects.navigate).toHaveBeenCalledWith('/403');
    expect(effects.signOut).not.toHaveBeenCalled();
  });

  // spec: 01§8.2 01§7.1
  it('success=false opens the 提示 dialog with the server msg', async () => {
    answer = { status: 400, data: { code: 400, success: false, data: null, msg: '请选择企业' } };
    await expect(apiGet('/api/x')).rejects.toMatchObject({ msg: '请选择企业', status: 400 });
    expect(effects.tipDialog).toHaveBeenCalledWith('请选择企业');
  });

  // spec: 01§8.27
  it('a non-envelope error shows 未知错误', async () => {
    answer = { status: 500, data: 'Internal Server Error' };
    await expect(apiGet('/api/x')).rejects.toMatchObject({ msg: '未知错误' });
    expect(effects.message).toHaveBeenCalledWith('未知错误', 'error');
  });

  // spec: 01§8.24
  it('a timeout shows the timeout message and goes to my applications', async () => {
    answer = 'timeout';
    await expect(apiGet('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(effects.message).toHaveBeenCalledWith('系统正在操作中，请稍后查看后续数据，如有问题，请联系系统管理员。', 'warning');
    expect(effects.navigate).toHaveBeenCalledWith('/queryPage/bizApplication2');
  });

  it('silent calls leave every effect to the caller', async () => {
    answer = { status: 401, data: { code: 401, success: false, data: null, msg: '验证码不正确' } };
    await expect(apiGet('/api/x', undefined, { silent: true })).rejects.toMatchObject({ msg: '验证码不正确' });
    Object.values(effects).forEach((f) => expect(f).not.toHaveBeenCalled());
  });
});
