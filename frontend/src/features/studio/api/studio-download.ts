import { saveBlob } from '@/forms/api/download-file';
import { applyOutcome, httpClient } from '@/lib/http/client';
import { classifyResponse } from '@/lib/http/error-mapping';
import { bodyOf, fileNameOf, settle } from '@/lib/http/file-answer';
import { t } from '@/lib/i18n';
import { studioBase } from './studio-request';

/**
 * Fetches a studio file (no envelope) through the platform client, so it carries the auth
 * headers a plain link could not, and saves it under the server's name. A refusal follows the
 * request layer's rules (403 to /403, sign-out); any other is thrown with the server's msg.
 */
export async function downloadStudioFile(path: string, params: Record<string, unknown>, fallbackName: string): Promise<string> {
  const { status, data, disposition, timedOut } = await settle(httpClient.get<Blob>(studioBase + path, { params, responseType: 'blob' }));
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
