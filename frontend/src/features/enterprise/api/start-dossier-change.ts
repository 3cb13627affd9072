import { apiPost } from '@/lib/http/client';

/** The business that changes a dossier after custody. */
export const dossierChangeAppId = '550116';

interface SavedDraft {
  uuid: string;
}

/** Opens a change application as a draft holding the dossier as it stands; answers its uuid. */
export async function startDossierChange(doc: Record<string, unknown>): Promise<string> {
  const answer = await apiPost<SavedDraft>('/api/rem-registrationbizweb/application/save', {
    appId: dossierChangeAppId,
    formData: doc,
    idempotencyKey: crypto.randomUUID(),
  }, { silent: true });
  return answer.uuid;
}
