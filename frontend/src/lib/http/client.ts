import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { paths } from '@/app/paths';
import { t } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { noteServerDate } from '@/lib/server-clock';
import { basicAuthorization } from './client-credentials';
import { classifyResponse, isEnvelope, type HttpOutcome } from './error-mapping';

export const defaultTenantId = '000000';
/** Request timeout of spec §7 "Request layer". */
export const requestTimeoutMs = 600_000;

/** Thrown for every failed call; `msg` is the server's text or 未知错误. */
export class ApiError extends Error {
  constructor(
    readonly msg: string,
    readonly status: number | undefined,
    readonly outcome: HttpOutcome,
    /** The envelope's `data` of the failed answer (form errors, needsConfirmation), if any. */
    readonly data?: unknown,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** Caller shows errors itself (the login page): no dialog, no sign-out, no navigation. */
  silent?: boolean;
  headers?: Record<string, string>;
  timeout?: number;
  /** Query parameters of a POST (a GET takes them as its own argument). */
  params?: Record<string, string>;
}

/** What a navigation of the request layer tells the page it opens. */
export interface NavigationState {
  /** The reason the session ended (the server's 401 msg, or 登录已过期，请重新登录。 on 407). */
  notice?: string;
}

/** What the client does with an outcome; the app plugs in antd and the router at start. */
export interface HttpEffects {
  signOut: () => void;
  /** `state` travels with the route: the login page shows `notice` (why the session ended). */
  navigate: (path: string, state?: NavigationState) => void;
  tipDialog: (text: string) => void;
  message: (text: string, type: 'error' | 'warning') => void;
}

let effects: HttpEffects = {
  signOut: () => useSessionStore.getState().signOut(),
  navigate: (path) => window.location.assign(path),
  tipDialog: (text) => window.alert(text),
  message: () => undefined,
};

export function configureHttpEffects(next: Partial<HttpEffects>) {
  effects = { ...effects, ...next };
}

/** Applies the §8 rules for one failed outcome. */
export function applyOutcome(outcome: HttpOutcome) {
  switch (outcome.kind) {
    case 'signOut': {
      // the login page shows the reason (e.g. 首次机构投资者认证后需要重新登录！) until the user signs in
      const notice = outcome.notice && ('key' in outcome.notice ? t(outcome.notice.key) : outcome.notice.text);
      effects.signOut();
      if (notice) effects.navigate(paths.login, { notice });
      else effects.navigate(paths.login);
      return;
    }
    case 'forbidden':
      effects.navigate(paths.forbidden);
      return;
    case 'timeout':
      effects.message(t('http.timeout'), 'warning');
      effects.navigate(paths.bizApplication);
      return;
    case 'failure':
      if (outcome.display === 'dialog') effects.tipDialog(outcome.text ?? t('http.unknown'));
      else effects.message(outcome.text ?? t('http.unknown'), 'error');
      return;
    case 'ok':
      return;
  }
}

export const httpClient = axios.create({
  timeout: requestTimeoutMs,
  // spec §7: statuses 200-500 are answers to read, not transport errors
  validateStatus: (status) => status >= 200 && status <= 500,
});

httpClient.interceptors.request.use((config) => {
  const { token, userInfo } = useSessionStore.getState();
  config.headers.set('Authorization', basicAuthorization);
  if (!config.headers.has('Tenant-Id')) config.headers.set('Tenant-Id', userInfo?.tenantId ?? defaultTenantId);
  if (token && !config.headers.has('Blade-Auth')) config.headers.set('Blade-Auth', `bearer ${token}`);
  // the calls that issue tokens keep the refresh token in an HttpOnly cookie, out of the page's reach
  if (issuesTokens(config.url)) config.headers.set('Token-Transport', 'cookie');
  return config;
});

/** The token grant and the public shell's login: their refresh token goes into the server's cookie. */
export function issuesTokens(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0];
  return path === '/api/blade-auth/oauth/token' || path === '/api/login';
}

// every answer says the server's time: the browser's "today" is the server's (lib/server-clock.ts)
httpClient.interceptors.response.use(
  (response) => {
    noteServerDate(response.headers.date);
    return response;
  },
  (error: unknown) => {
    if (error instanceof AxiosError) noteServerDate(error.response?.headers.date);
    return Promise.reject(error);
  },
);

function outcomeOf(result: AxiosResponse | AxiosError): { outcome: HttpOutcome; status?: number } {
  if (result instanceof AxiosError) {
    const timedOut = result.code === AxiosError.ECONNABORTED || result.code === AxiosError.ETIMEDOUT;
    const status = result.response?.status;
    return { outcome: classifyResponse({ status, body: result.response?.data, timedOut }), status };
  }
  return { outcome: classifyResponse({ status: result.status, body: result.data }), status: result.status };
}

async function send<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<T> {
  let result: AxiosResponse | AxiosError;
  try {
    result = await httpClient.request({
      ...config,
      headers: options.headers,
      timeout: options.timeout ?? requestTimeoutMs,
      ...(options.params ? { params: { ...(config.params as object), ...options.params } } : {}),
    });
  } catch (error) {
    if (!(error instanceof AxiosError)) throw error;
    result = error;
  }
  const { outcome, status } = outcomeOf(result);
  if (outcome.kind === 'ok') return outcome.data as T;
  if (!options.silent) applyOutcome(outcome);
  const body = result instanceof AxiosError ? result.response?.data : result.data;
  const bodyMsg = isEnvelope(body) && typeof body.msg === 'string' && body.msg.trim() !== '' ? body.msg : null;
  const text =
    outcome.kind === 'failure'
      ? (outcome.text ?? t('http.unknown'))
      : outcome.kind === 'signOut' && outcome.notice
        ? 'key' in outcome.notice
          ? t(outcome.notice.key)
          : outcome.notice.text
        : outcome.kind === 'timeout'
          ? t('http.timeout')
          : (bodyMsg ?? t('http.unknown'));
  throw new ApiError(text, status, outcome, isEnvelope(body) ? body.data : undefined);
}

export function apiGet<T>(url: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<T> {
  return send<T>({ method: 'GET', url, params }, options);
}

export function apiPost<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return send<T>({ method: 'POST', url, data: body }, options);
}

/** POST as application/x-www-form-urlencoded (the token grant). */
export function apiPostForm<T>(url: string, form: Record<string, string>, options?: RequestOptions): Promise<T> {
  return send<T>(
    { method: 'POST', url, data: new URLSearchParams(form).toString() },
    { ...options, headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options?.headers } },
  );
}
