import { apiGet } from '@/lib/http/client';

export interface CompanyElements {
  companyName: string;
  /** A key of `organTypeValidator`. */
  companyIdType: string;
  companyIdNumber: string;
}

/** What the platform knows of an enterprise (02 §7 `company/queryRefCompanyData`), flags 0/1. */
export interface RefCompanyData {
  haveRole: number;
  isOrgRole: number;
  haveConfirm: number;
  haveChildAccount: number;
}

/** The company form's look-up answer (02 §7 `company/getCompanyAndLegalInfo`). */
export interface CompanyLookup {
  /** `platform` (the platform's register) or `registry` (the business registry). */
  source: string;
  /** The form's props and values to fill; registered capital in yuan. */
  companyInfo: Record<string, unknown>;
  legalInfo: Record<string, unknown>;
  role: { hasRole: number };
  companyShow: number;
  product: { isRegister: number };
  refData: RefCompanyData;
  /** The props the form disables (02 §4 form lock); the server holds them at submit. */
  lockedFields: string[];
}

/** The enterprise by its three elements; failures are the caller's to show (silent). */
export function getCompanyAndLegalInfo(elements: CompanyElements): Promise<CompanyLookup> {
  return apiGet<CompanyLookup>('/api/rem-registrationbizweb/company/getCompanyAndLegalInfo', { ...elements }, { silent: true });
}
