import { httpClient } from '@/lib/http/client';
import { fileAnswer, type FileAnswer } from '@/lib/http/file-answer';
import { t } from '@/lib/i18n';

/**
 * POST eContract/queryEContractInfo {uuid} (01 §7): the pledgee's signed contract as a PDF
 * under the server's name; a refusal throws with the server's msg, else 获取pdf数据失败.
 */
export function queryEContractInfo(uuid: string, fallbackName: string): Promise<FileAnswer> {
  const call = httpClient.post<Blob>('/api/rem-registrationbizweb/eContract/queryEContractInfo', { uuid }, { responseType: 'blob' });
  return fileAnswer(call, fallbackName, t('pledgee.pdfFailed'));
}
