import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormData } from '@/forms/types';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { apiPost } from '@/lib/http/client';

/** POST statementExpense/estimate: what a submission of the form would be charged (yuan, decimal text). */
export interface ChargeEstimate {
  /** The business carries a charge; nothing else is told when it does not. */
  charged: boolean;
  base?: string | null;
  /** None while the form is not complete. */
  realAmount?: string | null;
  /** Why there is no fee yet. */
  pending?: string | null;
  paymentRequired: boolean;
  /** The tariff: base × rate, within minimum and maximum. */
  rate?: string | null;
  minimum?: string | null;
  maximum?: string | null;
}

export interface EstimateRequest {
  appId: string;
  uuid?: string;
  formData: FormData;
}

export function estimateCharge(body: EstimateRequest): Promise<ChargeEstimate> {
  return apiPost<ChargeEstimate>('/api/rem-registrationbizweb/statementExpense/estimate', body, { silent: true });
}

/** The estimate is asked once typing pauses this long. */
export const estimateDelayMs = 600;

/**
 * The estimate of the form as it stands once typing pauses; the last answer stays shown while
 * the next is asked. Nothing is asked before the form's data is known.
 */
export function useChargeEstimate(appId: string, uuid: string | undefined, formData: FormData | null) {
  const settled = useDebouncedValue(formData, estimateDelayMs);
  return useQuery({
    queryKey: ['statementExpense', 'estimate', appId, uuid ?? '', JSON.stringify(settled)],
    queryFn: () => estimateCharge({ appId, uuid, formData: settled ?? {} }),
    enabled: appId !== '' && settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}
