import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** A dossier change application: the dossier before it, its values, what differs (02 §2 /process/changeDetial). */
export interface ChangeDetail {
  formId: string;
  formVersion: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  changed: string[];
  /** Approved: before is the version the change replaced. */
  completed: boolean;
}

export function getChangeDetail(uuid: string): Promise<ChangeDetail> {
  return apiGet<ChangeDetail>('/api/rem-registrationbizweb/company/changeDetail', { uuid });
}

export function useChangeDetail(uuid: string) {
  return useQuery(queryOptions({ queryKey: ['company', 'changeDetail', uuid], queryFn: () => getChangeDetail(uuid), enabled: Boolean(uuid) }));
}
