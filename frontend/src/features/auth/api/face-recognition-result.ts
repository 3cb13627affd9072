import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface FaceRecognitionResult {
  bizToken: string;
  status: 'pending' | 'passed';
  similarity?: number | null;
}

/** How often the dialog asks for the outcome while the person is on the verifier's page. */
export const FACE_POLL_MS = 2000;

/** A check's outcome; a failed or expired check is refused with 获取人脸核身结果失败. */
export function getFaceRecognitionResult(bizToken: string, tenantId?: string): Promise<FaceRecognitionResult> {
  return apiGet<FaceRecognitionResult>('/api/rem-registrationbizweb/nonds/getFaceRecognitionResult', { bizToken, tenantId }, { silent: true });
}

/** Polls the check every 2 s until it passed or failed. */
export function useFaceRecognitionResult(bizToken: string | undefined, tenantId?: string) {
  return useQuery({
    queryKey: ['face-recognition-result', bizToken, tenantId],
    queryFn: () => getFaceRecognitionResult(bizToken ?? '', tenantId),
    enabled: bizToken !== undefined,
    retry: false,
    gcTime: 0,
    refetchInterval: (query) => (query.state.status !== 'error' && query.state.data?.status !== 'passed' ? FACE_POLL_MS : false),
  });
}
