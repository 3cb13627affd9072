import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '@/lib/http/client';
import { fileAnswer, type FileAnswer } from '@/lib/http/file-answer';
import { t } from '@/lib/i18n';

/** GET pledgeeInfo/getFaceRecPic?uuid (01 §7): the picture the face check took when the pledgee signed (PNG). */
export function getFaceRecPic(uuid: string): Promise<FileAnswer> {
  const call = httpClient.get<Blob>('/api/rem-registrationbizweb/pledgeeInfo/getFaceRecPic', { params: { uuid }, responseType: 'blob' });
  return fileAnswer(call, `${uuid}.png`, t('pledgee.faceFailed'));
}

export const faceRecPicQuery = (uuid: string) =>
  queryOptions({ queryKey: ['pledgeeInfo', 'getFaceRecPic', uuid], queryFn: () => getFaceRecPic(uuid), staleTime: Infinity });

export function useFaceRecPic(uuid: string, enabled: boolean) {
  return useQuery({ ...faceRecPicQuery(uuid), enabled: enabled && uuid !== '', retry: false });
}
