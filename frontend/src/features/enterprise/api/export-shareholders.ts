import { AxiosError } from 'axios';
import { httpClient } from '@/lib/http/client';
import { t } from '@/lib/i18n';
import type { ShareholderSearch } from './query-shareholders';

function fileNameOf(disposition: string | undefined): string | null {
  const star = disposition ? /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition) : null;
  return star ? decodeURIComponent(star[1].trim().replace(/^"|"$/g, '')) : null;
}

async function errorText(data: unknown): Promise<string | null> {
  if (data instanceof Blob && data.type.includes('json')) {
    try {
      return (JSON.parse(await data.text()) as { msg?: string }).msg ?? null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The register as searched, every line, as an .xlsx workbook with its file name. */
export async function exportShareholders(search: ShareholderSearch): Promise<{ blob: Blob; fileName: string }> {
  try {
    const response = await httpClient.post<Blob>('/api/rem-registrationbizweb/company/shareholders/export', search, { responseType: 'blob' });
    if (response.status !== 200) throw new Error((await errorText(response.data)) ?? t('register.exportFailed'));
    const header = response.headers['content-disposition'] as string | undefined;
    return { blob: response.data, fileName: fileNameOf(header) ?? `${t('register.title')}.xlsx` };
  } catch (error) {
    if (error instanceof AxiosError) throw new Error((await errorText(error.response?.data)) ?? t('register.exportFailed'));
    throw error;
  }
}
