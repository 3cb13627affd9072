/**
 * The request layer's rules of spec 01 §8, as a pure function of what came back.
 * The client applies the outcome (sign out, navigate, show a dialog or a message).
 */
import type { LocaleKey } from '@/locales/zh-CN';

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export interface ResponseFacts {
  /** HTTP status, absent when no answer came (network error, timeout) */
  status?: number;
  body?: unknown;
  timedOut?: boolean;
}

export type HttpOutcome =
  | { kind: 'ok'; data: unknown }
  /** 401/407: sign out and go to /login; show the notice (a message key or the server's text) if any */
  | { kind: 'signOut'; notice: { key: LocaleKey } | { text: string } | null }
  /** 403: go to /403 */
  | { kind: 'forbidden' }
  /** 504 or timeout: show the notice, then go to /queryPage/bizApplication2 */
  | { kind: 'timeout' }
  /** 'dialog' = the 提示 dialog without cancel; 'message' = shown without a box */
  | { kind: 'failure'; display: 'dialog' | 'message'; text: string | null };

/** Server messages the spec shows without a box. */
export const quietMessages: readonly string[] = ['请先进行实名认证再登录', '用户未登录，请重新登录'];

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'success' in body && 'data' in body;
}

function msgOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const msg = (body as { msg?: unknown }).msg ?? (body as { error_description?: unknown }).error_description;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : null;
}

/** `text: null` means: show 未知错误. */
export function classifyResponse({ status, body, timedOut }: ResponseFacts): HttpOutcome {
  if (timedOut || status === 504) return { kind: 'timeout' };
  const msg = msgOf(body);
  if (status === 407) return { kind: 'signOut', notice: { key: 'http.expired' } };
  if (status === 401) {
    return { kind: 'signOut', notice: msg && !quietMessages.includes(msg) ? { text: msg } : null };
  }
  if (status === 403) return { kind: 'forbidden' };
  if (msg && quietMessages.includes(msg) && !(isEnvelope(body) && body.success)) {
    return { kind: 'failure', display: 'message', text: msg };
  }
  if (isEnvelope(body) && body.success === false) return { kind: 'failure', display: 'dialog', text: msg };
  if (status !== 200 || !isEnvelope(body)) return { kind: 'failure', display: 'message', text: msg };
  return { kind: 'ok', data: body.data };
}
