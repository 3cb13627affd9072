import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

export interface Attachment {
  attachId: string;
  originalName: string;
}

/**
 * Uploads one file (multipart field `file`); the client adds `Blade-Auth: bearer <token>`. With
 * `paramKey` (an attachment list's business parameter, 03 §5) the server accepts only its types.
 */
export function putFileAttach(file: File, paramKey?: string): Promise<Attachment> {
  const body = new FormData();
  body.append('file', file);
  return apiPost<Attachment>('/api/blade-resource/oss/endpoint/put-file-attach', body, { silent: true, params: paramKey ? { paramKey } : undefined });
}

export function usePutFileAttach() {
  return useMutation({ mutationFn: ({ file }: { file: File }) => putFileAttach(file) });
}
