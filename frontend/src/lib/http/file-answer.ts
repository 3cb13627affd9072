import { AxiosError, type AxiosResponse } from 'axios';
import { t } from '@/lib/i18n';
import { applyOutcome } from './client';
import { classifyResponse } from './error-mapping';

/** A file the server answered (no envelope), under the name it gave. */
export interface FileAnswer {
  blob: Blob;
  fileName: string;
}

/** Content-Disposition's filename (RFC 5987 `filename*` first), else null. */
export function fileNameOf(disposition: string | undefined): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename=([^;]+)/i.exec(disposition);
  return plain ? decodeURIComponent(plain[1].trim().replace(/^"|"$/g, '')) : null;
}

/** A refusal of a file call comes as the envelope inside a blob. */
export async function bodyOf(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return null;
  }
}

/** The server's msg in a refusal of a file call, or null. */
export async function refusalMsg(data: unknown): Promise<string | null> {
  const body = await bodyOf(data);
  const msg = typeof body === 'object' && body !== null ? (body as { msg?: unknown }).msg : null;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : null;
}

/** What a file call answered: its status, body, Content-Disposition, and whether it timed out. */
export interface FileResponse {
  status?: number;
  data: unknown;
  disposition?: string;
  timedOut: boolean;
}

/** Awaits a file call made with `responseType: 'blob'`, answered or not. */
export async function settle(call: Promise<AxiosResponse<Blob>>): Promise<FileResponse> {
  try {
    const response = await call;
    return { status: response.status, data: response.data, disposition: response.headers['content-disposition'] as string | undefined, timedOut: false };
  } catch (error) {
    if (!(error instanceof AxiosError)) throw error;
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
    return { status: error.response?.status, data: error.response?.data, timedOut };
  }
}

/**
 * Awaits a file call made with `responseType: 'blob'`: the file and its name from
 * Content-Disposition (`fallbackName` without one). A refusal throws with the server's msg
 * (`failedText` when it gives none); an ended session signs out as every call does.
 */
export async function fileAnswer(call: Promise<AxiosResponse<Blob>>, fallbackName: string, failedText = t('list.exportFailed')): Promise<FileAnswer> {
  const { status, data, disposition, timedOut } = await settle(call);
  if (status === 200 && data instanceof Blob) return { blob: data, fileName: fileNameOf(disposition) ?? fallbackName };
  const outcome = classifyResponse({ status, body: await bodyOf(data), timedOut });
  if (outcome.kind === 'signOut') applyOutcome(outcome);
  throw new Error((await refusalMsg(data)) ?? failedText);
}
