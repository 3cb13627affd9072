import { AxiosError } from 'axios';
import { saveBlob } from '@/forms/api/download-file';
import { applyOutcome, httpClient } from '@/lib/http/client';
import { classifyResponse } from '@/lib/http/error-mapping';
import { t } from '@/lib/i18n';
import { studioBase } from './studio-request';

/** Content-Disposition's filename (RFC 5987 `filename*` first), else null. */
export function fileNameOf(disposition: string | undefined): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename=([^;]+)/i.exec(disposition);
  return plain ? decodeURIComponent(plain[1].trim().replace(/^"|"$/g, '')) : null;
}

/** A refusal of a file call comes as the envelope inside a blob. */
async function bodyOf(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return null;
  }
}

/**
 * Fetches a studio file (no envelope) through the platform client, so it carries the auth
 * headers a plain link could not, and saves it under the server's name. A refusal follows the
 * request layer's rules (403 to /403, sign-out); any other is thrown with the server's msg.
 */
export async function downloadStudioFile(path: string, params: Record<string, unknown>, fallbackName: string): Promise<string> {
  let status: number | undefined;
  let data: unknown;
  let disposition: string | undefined;
  let timedOut = false;
  try {
    const response = await httpClient.get<Blob>(studioBase + path, { params, responseType: 'blob' });
    ({ status, data } = response);
    disposition = response.headers['content-disposition'] as string | undefined;
  } catch (error) {
    if (!(error instanceof AxiosError)) throw error;
    status = error.response?.status;
    data = error.response?.data;
    timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
  }
  if (status === 200 && data instanceof Blob) {
    const name = fileNameOf(disposition) ?? fallbackName;
    saveBlob(data, name);
    return name;
  }
  const outcome = classifyResponse({ status, body: await bodyOf(data), timedOut });
  if (outcome.kind !== 'failure' && outcome.kind !== 'ok') applyOutcome(outcome);
  const text = outcome.kind === 'failure' ? outcome.text : null;
  throw new Error(text ?? t('studio.downloadFailed'));
}
