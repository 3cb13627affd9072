import { httpClient } from '@/lib/http/client';
import { fileAnswer, type FileAnswer } from '@/lib/http/file-answer';
import { t } from '@/lib/i18n';

/** 我的持股信息: every product the current account holds, as an .xlsx workbook. */
export function exportHoldings(): Promise<FileAnswer> {
  const call = httpClient.get<Blob>('/api/rem-registrationbizweb/holder/queryHoldings/export', { responseType: 'blob' });
  return fileAnswer(call, `${t('holdings.title')}.xlsx`);
}
