import type { TransferProject } from '@/api/transfer-project-types';
import { apiPost } from '@/lib/http/client';

/** The picker's search (03 §7 fundShareTransfer/page); `excludeIds` the projects already picked. */
export interface TransferProjectQuery {
  pageNo: number;
  pageSize: number;
  companyName?: string;
  holderName?: string;
  projectAbbreviation?: string;
  status?: string;
  unionStatus?: string;
  excludeIds?: string[];
}

export interface TransferProjectPage {
  records: TransferProject[];
  total: number;
}

/** Silent: the picker says 获取数据失败 itself (03 §8). */
export function queryTransferProjects(query: TransferProjectQuery): Promise<TransferProjectPage> {
  return apiPost<TransferProjectPage>('/api/rem-registrationmgrweb/fundShareTransfer/page', query, { silent: true });
}
