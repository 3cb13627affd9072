import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

export interface Attachment {
  attachId: string;
  originalName: string;
}

/** Uploads one file (multipart field `file`); the client adds `Blade-Auth: bearer <token>`. */
export function putFileAttach(file: File): Promise<Attachment> {
  const body = new FormData();
  body.append('file', file);
  return apiPost<Attachment>('/api/blade-resource/oss/endpoint/put-file-attach', body, { silent: true });
}

export function usePutFileAttach() {
  return useMutation({ mutationFn: ({ file }: { file: File }) => putFileAttach(file) });
}
