import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

/** What the 550200 flow's rule `hitech_score` answered for a self-evaluation (issue 17). */
export interface EvaluationAnswer {
  id: string;
  companyId: string | null;
  score: number;
  resultValue: string;
  ifAccordSRDI: number;
  ifAccordInnovative: number;
  /** The answers as the server validated them, with resultValue: the board application's prefill. */
  formData: Record<string, unknown>;
}

export type EvaluationKind = 'pro' | 'fast';

/** Scores and stores a self-evaluation; a refused answer is a 400 naming its field. */
export function evaluate(kind: EvaluationKind, formData: Record<string, unknown>): Promise<EvaluationAnswer> {
  return apiPost<EvaluationAnswer>('/api/rem-registrationbizweb/companyHitech/evaluate', { kind, formData }, { silent: true });
}

export function useEvaluate(kind: EvaluationKind) {
  return useMutation({ mutationFn: (formData: Record<string, unknown>) => evaluate(kind, formData) });
}
