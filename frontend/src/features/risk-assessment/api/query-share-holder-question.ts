import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** One risk-assessment result of an account (spec 02 §3 "Risk assessment", table row). */
export interface RiskAssessmentRow {
  bizTypeName: string | null;
  productTypeName: string | null;
  riskTestTime: string | null;
  fraction: number | string | null;
  productRiskLevel: string | null;
  /** JSON text: `{questions: [{prop, title, answer, score}], score, level, typeName}`. */
  ruleFormTotalData: string | null;
}

/**
 * The risk-assessment results of a registration account; an empty list when it has none.
 * Silent: the page shows a failure's server msg itself.
 */
export function queryShareHolderQuestion(accountNumber: string): Promise<RiskAssessmentRow[]> {
  return apiGet<RiskAssessmentRow[] | null>(
    '/api/rem-registrationmgrweb/shareHolderQuestion/queryShareHolderQuestion',
    { accountNumber },
    { silent: true },
  ).then((rows) => rows ?? []);
}

export const shareHolderQuestionQuery = (accountNumber: string) =>
  queryOptions({
    queryKey: ['shareHolderQuestion', accountNumber],
    queryFn: () => queryShareHolderQuestion(accountNumber),
  });

export function useShareHolderQuestion(accountNumber: string) {
  return useQuery({ ...shareHolderQuestionQuery(accountNumber), enabled: accountNumber !== '' });
}
