import { apiPost } from '@/lib/http/client';
import type { FormData as FormValues } from '../types';

/** The answer of a bulk import: the stored file, and the rows of the form's table it holds. */
export interface BulkImportRows {
  attachId: string;
  originalName: string;
  /** The form's table the rows are for. */
  table: string;
  rows: FormValues[];
  total: number;
}

/** The bulk businesses whose import is scoped to the tenant rather than a product (01 §7). */
export const tenantScopedApps = new Set(['550060', '550227']);
/** The tenant scope those businesses append. */
export const tenantScope = '000000';

/**
 * The scope a business's Excel import is posted under: `000000` for 550060 and 550227, the
 * form's `productCode` otherwise (null while the form has none).
 */
export function bulkImportScope(appId: string, data: FormValues): string | null {
  if (tenantScopedApps.has(appId)) return tenantScope;
  const code = data.productCode;
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : typeof code === 'number' ? String(code) : null;
}

/**
 * Posts a bulk business's Excel file (multipart field `file`): the server stores it as an
 * attachment and answers its rows as the rows of the form's table. Silent: the caller shows
 * a refusal's message (第1行缺少列：…, 文件中没有数据…).
 */
export function bulkImport(appId: string, scope: string, file: File): Promise<BulkImportRows> {
  const body = new FormData();
  body.append('file', file);
  return apiPost<BulkImportRows>(
    `/api/rem-registrationbizweb/bulkImport/${encodeURIComponent(appId)}/${encodeURIComponent(scope)}`,
    body,
    { silent: true },
  );
}
