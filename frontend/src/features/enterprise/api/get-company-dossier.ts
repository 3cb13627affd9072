import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

export interface DossierVersionEntry {
  version: number;
  applicationId: string | null;
  /** Unix seconds. */
  recordedAt: number;
}

/** An enterprise's dossier: the company form's values as the register holds them now. */
export interface CompanyDossier {
  companyId: string;
  name: string;
  formId: string;
  appId: string;
  doc: Record<string, unknown>;
  versions: DossierVersionEntry[];
}

export function getCompanyDossier(companyId?: string): Promise<CompanyDossier> {
  return apiPost<CompanyDossier>('/api/rem-registrationbizweb/company/dossier', companyId ? { companyId } : {});
}

export const companyDossierQuery = (companyId?: string) =>
  queryOptions({ queryKey: ['company', 'dossier', companyId ?? 'current'], queryFn: () => getCompanyDossier(companyId) });

export function useCompanyDossier(companyId?: string) {
  return useQuery(companyDossierQuery(companyId));
}
