import { ApiError } from '@/lib/http/client';
import { t } from '@/lib/i18n';
import { bulkImport, bulkImportScope } from './api/bulk-import';
import type { FormStore } from './form-store';
import type { ImportFile } from './types';

/**
 * The Excel import of a bulk business (01 §7) for one rendered form: the file goes to
 * bulkImport/{appId}/{scope} (scope 000000 for 550060 and 550227, else the form's
 * productCode); the answered rows replace the rows of the table the upload names, where the
 * user may still edit them and the validators run on submit as for any rows. A refusal
 * leaves the table as it was and answers the server's message (or 上传失败！).
 */
export function createTableImporter(appId: string, store: FormStore): ImportFile {
  return async (file, table) => {
    const scope = bulkImportScope(appId, store.getState().data);
    if (scope === null) return { ok: false, msg: t('form.import.noProduct') };
    try {
      const answer = await bulkImport(appId, scope, file);
      const rows = Array.isArray(answer.rows) ? answer.rows : [];
      store.getState().patch({ [table]: rows });
      return { ok: true, file: { attachId: String(answer.attachId), originalName: answer.originalName ?? file.name }, rows: rows.length };
    } catch (error) {
      const msg = error instanceof ApiError && error.msg && error.msg !== t('http.unknown') ? error.msg : t('form.upload.failed');
      return { ok: false, msg };
    }
  };
}
