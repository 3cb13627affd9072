import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** The answers the enterprise's scoring table is drawn from (`companyHitech/assessmentData`). */
export interface AssessmentData {
  companyId: string;
  companyName: string;
  /** `application` (its latest 550200), `evaluation` (its last self-evaluation) or `none`. */
  source: 'application' | 'evaluation' | 'none';
  bizSn: string | null;
  status: string | null;
  answeredAt: string | null;
  score: number | null;
  resultValue: string | null;
  form: Record<string, unknown> | null;
}

export function getAssessmentData(companyId: string): Promise<AssessmentData> {
  return apiGet<AssessmentData>('/api/rem-registrationbizweb/companyHitech/assessmentData', { uuid: companyId }, { silent: true });
}

export function useAssessmentData(companyId: string) {
  return useQuery(
    queryOptions({ queryKey: ['hitech', 'assessment', companyId], queryFn: () => getAssessmentData(companyId), enabled: companyId !== '', retry: false }),
  );
}
