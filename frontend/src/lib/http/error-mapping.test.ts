import { describe, expect, it } from 'vitest';
import { classifyResponse } from './error-mapping';

const envelope = (success: boolean, msg: string, code = 200, data: unknown = null) => ({ code, success, data, msg });

describe('classifyResponse (spec §8)', () => {
  it('unwraps a successful envelope', () => {
    expect(classifyResponse({ status: 200, body: envelope(true, '操作成功', 200, { a: 1 }) })).toEqual({ kind: 'ok', data: { a: 1 } });
  });

  // spec: 01§8.22 01§8.26 01§4.12
  it('401 signs out; the server text is shown unless it is a quiet message', () => {
    expect(classifyResponse({ status: 401, body: envelope(false, '登录已过期，请重新登录。', 401) })).toEqual({
      kind: 'signOut',
      notice: { text: '登录已过期，请重新登录。' },
    });
    expect(classifyResponse({ status: 401, body: envelope(false, '用户未登录，请重新登录', 401) })).toEqual({ kind: 'signOut', notice: null });
    expect(classifyResponse({ status: 401, body: '' })).toEqual({ kind: 'signOut', notice: null });
  });

  // spec: 01§8.22 01§4.12
  it('407 signs out with 登录已过期，请重新登录。', () => {
    expect(classifyResponse({ status: 407, body: envelope(false, 'x', 407) })).toEqual({ kind: 'signOut', notice: { key: 'http.expired' } });
  });

  // spec: 01§8.23 01§4.12
  it('403 goes to /403', () => {
    expect(classifyResponse({ status: 403, body: envelope(false, '无权访问', 403) })).toEqual({ kind: 'forbidden' });
  });

  // spec: 01§8.24
  it('504 and timeouts give the timeout outcome', () => {
    expect(classifyResponse({ status: 504, body: '' })).toEqual({ kind: 'timeout' });
    expect(classifyResponse({ timedOut: true })).toEqual({ kind: 'timeout' });
  });

  // spec: 01§8.2 01§7.1 02§8.20
  it('success=false shows the server msg in the 提示 dialog, whatever the status', () => {
    expect(classifyResponse({ status: 200, body: envelope(false, '业务失败') })).toEqual({ kind: 'failure', display: 'dialog', text: '业务失败' });
    expect(classifyResponse({ status: 400, body: envelope(false, '参数错误', 400) })).toEqual({ kind: 'failure', display: 'dialog', text: '参数错误' });
    expect(classifyResponse({ status: 423, body: envelope(false, '', 423) })).toEqual({ kind: 'failure', display: 'dialog', text: null });
  });

  // spec: 01§8.26
  it('quiet messages are shown without a box', () => {
    expect(classifyResponse({ status: 200, body: envelope(false, '请先进行实名认证再登录') })).toEqual({
      kind: 'failure',
      display: 'message',
      text: '请先进行实名认证再登录',
    });
  });

  // spec: 01§8.27
  it('other non-200 answers show the msg or 未知错误 (null text)', () => {
    expect(classifyResponse({ status: 500, body: '<html>' })).toEqual({ kind: 'failure', display: 'message', text: null });
    expect(classifyResponse({ status: 502, body: { msg: '网关错误' } })).toEqual({ kind: 'failure', display: 'message', text: '网关错误' });
    expect(classifyResponse({ body: undefined })).toEqual({ kind: 'failure', display: 'message', text: null });
  });

  // spec: 01§8.20
  it('reads error_description when there is no msg', () => {
    expect(classifyResponse({ status: 400, body: { error_description: '坏请求' } })).toEqual({ kind: 'failure', display: 'message', text: '坏请求' });
  });
});
