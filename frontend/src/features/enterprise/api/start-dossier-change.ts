import { apiPost } from '@/lib/http/client';

/** The business that changes a dossier after custody. */
export const dossierChangeAppId = '550116';

interface SavedDraft {
  uuid: string;
  bizSn: string;
}

/**
 * 变更类型 of the change: 1 企业信息变更 (/companyInfo/edit), 2 入板信息变更 (/companyRuBan,
 * where a patent's basic facts are enough, 02 §5).
 */
export type ChangeCategory = '1' | '2';

/** Opens a change application as a draft holding the dossier as it stands; answers its uuid and bizSn,
 * which the apply page needs to load it. */
export async function startDossierChange(doc: Record<string, unknown>, changeCategory: ChangeCategory): Promise<SavedDraft> {
  const answer = await apiPost<SavedDraft>('/api/rem-registrationbizweb/application/save', {
    appId: dossierChangeAppId,
    formData: { ...doc, changeCategory },
    idempotencyKey: crypto.randomUUID(),
  }, { silent: true });
  return { uuid: answer.uuid, bizSn: answer.bizSn };
}
