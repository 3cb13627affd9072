import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface EvaluationSummary {
  id: string;
  kind: string;
  score: number;
  resultValue: string;
  ifAccordSRDI: number;
  ifAccordInnovative: number;
  createdAt: number;
}

/** An enterprise's specialised-new board record (02 §7 companyHitech/detailInfoByUUID). */
export interface BoardRecord {
  id: string;
  name: string;
  idType: string | null;
  idNumber: string | null;
  hitechStatus: number;
  specialisedLevel: string | null;
  isRegister: number;
  isListing: number;
  evaluationCount: number;
  lastEvaluation: EvaluationSummary | null;
}

export function hitechDetail(uuid: string): Promise<BoardRecord> {
  return apiGet<BoardRecord>('/api/rem-registrationbizweb/companyHitech/detailInfoByUUID', { uuid }, { silent: true });
}

export const hitechDetailQuery = (uuid: string) =>
  queryOptions({ queryKey: ['companyHitech', 'detail', uuid], queryFn: () => hitechDetail(uuid) });

export function useHitechDetail(uuid: string) {
  return useQuery({ ...hitechDetailQuery(uuid), enabled: uuid !== '' });
}
