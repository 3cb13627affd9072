import { apiPost } from '@/lib/http/client';

/** The specialised-new board's business. */
export const boardAppId = '550200';

interface SavedDraft {
  uuid: string;
  bizSn: string;
}

/** Opens a 550200 application as a draft holding the evaluation's answers (its service row of
 * type 3 starting today); answers its uuid and bizSn, which the apply page loads it by. */
export async function startBoardApplication(evaluation: Record<string, unknown>, today: string): Promise<SavedDraft> {
  const formData = {
    ...evaluation,
    serviceInformationCsrcs: [{ serviceType: 3, serviceStatus: 1, serviceStatusStartDate: today }],
  };
  const answer = await apiPost<SavedDraft>('/api/rem-registrationbizweb/application/save', {
    appId: boardAppId,
    formData,
    idempotencyKey: crypto.randomUUID(),
  }, { silent: true });
  return { uuid: answer.uuid, bizSn: answer.bizSn };
}
