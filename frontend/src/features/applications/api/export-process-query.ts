import { httpClient } from '@/lib/http/client';
import { fileAnswer, type FileAnswer } from '@/lib/http/file-answer';
import { t } from '@/lib/i18n';
import type { ApplicationFilters } from './query-applications';

/** 流程查询 as the filters find it, every application of the tenant, as an .xlsx workbook (staff). */
export function exportProcessQuery(filters: ApplicationFilters): Promise<FileAnswer> {
  const call = httpClient.get<Blob>('/api/rem-registrationbizweb/application/query/export', { params: filters, responseType: 'blob' });
  return fileAnswer(call, `${t('processQuery.title')}.xlsx`);
}
