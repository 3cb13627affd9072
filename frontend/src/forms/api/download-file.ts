import { queryOptions, useQuery } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import { httpClient } from '@/lib/http/client';
import { fileNameOf, refusalMsg } from '@/lib/http/file-answer';
import { t } from '@/lib/i18n';

export interface DownloadedFile {
  blob: Blob;
  /** From content-disposition, else the name the caller knows. */
  fileName: string | null;
}

/** The file's bytes (binary answer, not the envelope), for preview and download. */
export async function downloadFile(attachId: string): Promise<DownloadedFile> {
  try {
    const response = await httpClient.get<Blob>('/api/blade-resource/oss/endpoint/downloadFile', {
      params: { attachId },
      responseType: 'blob',
    });
    if (response.status !== 200) throw new Error((await refusalMsg(response.data)) ?? t('form.file.downloadFailed'));
    // an empty answer is no file to show or save (03 §8)
    if (response.data instanceof Blob && response.data.size === 0) throw new Error(t('form.file.noAddress'));
    const header = response.headers['content-disposition'] as string | undefined;
    return { blob: response.data, fileName: fileNameOf(header) };
  } catch (error) {
    if (error instanceof AxiosError) throw new Error((await refusalMsg(error.response?.data)) ?? t('form.file.downloadFailed'));
    throw error;
  }
}

export const downloadFileQuery = (attachId: string) =>
  queryOptions({ queryKey: ['oss', 'download', attachId], queryFn: () => downloadFile(attachId), staleTime: Infinity, gcTime: 60_000 });

export function useDownloadFile(attachId: string | null) {
  return useQuery({ ...downloadFileQuery(attachId ?? ''), enabled: Boolean(attachId) });
}

/** Saves a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
