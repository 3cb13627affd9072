import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface QuestionOption {
  id: string;
  code: string;
  name: string;
}

/** One question; `code` is the evaluation field its answer fills. */
export interface QuestionTitle {
  id: string;
  code: string;
  name: string;
  multiple: boolean;
  options: QuestionOption[];
  value: string | null;
}

export interface Questionnaire {
  id: string;
  code: string;
  name: string;
  remark: string;
  titles: QuestionTitle[];
}

/** The questionnaire of this code (02 §7 questionnaire/detailInfoByCode; companyHitech for the board). */
export function questionnaireByCode(code: string): Promise<Questionnaire> {
  return apiGet<Questionnaire>('/api/rem-registrationbizweb/questionnaire/detailInfoByCode', { code, type: '' }, { silent: true });
}

export const questionnaireQuery = (code: string) =>
  queryOptions({ queryKey: ['questionnaire', code], queryFn: () => questionnaireByCode(code) });

export function useQuestionnaire(code: string) {
  return useQuery(questionnaireQuery(code));
}
