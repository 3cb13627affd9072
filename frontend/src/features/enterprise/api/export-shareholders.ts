import { httpClient } from '@/lib/http/client';
import { fileAnswer, type FileAnswer } from '@/lib/http/file-answer';
import { t } from '@/lib/i18n';
import type { ShareholderSearch } from './query-shareholders';

/** The register as searched, every line, as an .xlsx workbook under the server's name. */
export function exportShareholders(search: ShareholderSearch): Promise<FileAnswer> {
  const call = httpClient.get<Blob>('/api/rem-registrationbizweb/company/shareholders/export', { params: search, responseType: 'blob' });
  return fileAnswer(call, `${t('register.title')}.xlsx`);
}
