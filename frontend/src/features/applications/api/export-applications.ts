import { httpClient } from '@/lib/http/client';
import { fileAnswer, type FileAnswer } from '@/lib/http/file-answer';
import { t } from '@/lib/i18n';
import type { ApplicationFilters } from './query-applications';

/** 我的申请 as the filters find it, every application, as an .xlsx workbook. */
export function exportApplications(filters: ApplicationFilters): Promise<FileAnswer> {
  const call = httpClient.get<Blob>('/api/rem-registrationbizweb/application/list/export', { params: filters, responseType: 'blob' });
  return fileAnswer(call, `${t('myApps.title')}.xlsx`);
}
