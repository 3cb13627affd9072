import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '@/lib/http/client';

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  success?: boolean;
  msg?: string;
  /** A file answered as it is (no envelope), with its headers. */
  file?: { blob: Blob; headers?: Record<string, string> };
}
type Handler = (config: InternalAxiosRequestConfig) => FakeAnswer;

/**
 * A fake server behind the real HTTP client: handlers by "METHOD /path", answered in the
 * platform's envelope. Records every request.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: InternalAxiosRequestConfig[] = [];
  httpClient.defaults.adapter = async (config) => {
    calls.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const handler = handlers[key];
    const answer: FakeAnswer = handler ? handler(config) : { status: 404, success: false, msg: `no fake for ${key}` };
    const status = answer.status ?? 200;
    if (answer.file) return { status, statusText: '', data: answer.file.blob, headers: answer.file.headers ?? {}, config };
    const data = { code: status, success: answer.success ?? status === 200, data: answer.data ?? null, msg: answer.msg ?? '' };
    const response = { status, statusText: '', data, headers: {}, config };
    if (config.validateStatus && !config.validateStatus(status)) throw new AxiosError('bad', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return { calls, of: (key: string) => calls.filter((c) => `${(c.method ?? 'get').toUpperCase()} ${c.url}` === key) };
}
