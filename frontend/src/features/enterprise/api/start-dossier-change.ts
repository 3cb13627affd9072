import { apiPost } from '@/lib/http/client';

/** The business that changes a dossier after custody. */
export const dossierChangeAppId = '550116';

interface SavedDraft {
  uuid: string;
  bizSn: string;
}

/** Opens a change application as a draft holding the dossier as it stands; answers its uuid and bizSn,
 * which the apply page needs to load it. */
export async function startDossierChange(doc: Record<string, unknown>): Promise<SavedDraft> {
  const answer = await apiPost<SavedDraft>('/api/rem-registrationbizweb/application/save', {
    appId: dossierChangeAppId,
    formData: doc,
    idempotencyKey: crypto.randomUUID(),
  }, { silent: true });
  return { uuid: answer.uuid, bizSn: answer.bizSn };
}
