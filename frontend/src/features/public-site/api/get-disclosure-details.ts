import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** A published periodic report as filed (02 §7 informationDis/getDetailsByUUID). */
export interface DisclosureDetails {
  uuid: string;
  /** 1 全部合格投资者, 2 本公司股东, 3 本公司债权人, 4 本公司合作会员. */
  disclosureScope: string;
  /** The report as filed, JSON text (see PeriodicReport). */
  details: string;
}

export interface PeriodRow {
  name: string;
  thisPeriodTime?: string;
  lastPeriodTime?: string;
  rate?: string;
}

export interface ListedFinanceRow {
  finProject: string;
  topYear?: string;
  topTowYear?: string;
}

/** The report the server kept: its rates are the server's, its amounts in 万元. */
export interface PeriodicReport {
  name: string;
  informationDisclosureName: string;
  disclosureYear: string;
  annualReportType: string;
  period: string;
  financeData: PeriodRow[];
  financeDataTwo: PeriodRow[];
  /** The annual report's three-year tables (financeTable1-4 and the year labels). */
  listedFinancials?: Record<string, ListedFinanceRow[] | string> | null;
}

export function getDisclosureDetails(tenantId: string, uuid: string): Promise<DisclosureDetails> {
  return apiGet<DisclosureDetails>('/api/rem-registrationbizweb/informationDis/getDetailsByUUID', { tenantId, uuid }, { silent: true });
}

export const getDisclosureDetailsQuery = (tenantId: string, uuid: string) =>
  queryOptions({
    queryKey: ['public', 'get-disclosure-details', tenantId, uuid],
    queryFn: () => getDisclosureDetails(tenantId, uuid),
    retry: false,
  });

/** Only periodic reports (category 1) filed on the platform have details; others answer 404. */
export function useDisclosureDetails(tenantId: string, uuid: string, enabled: boolean) {
  return useQuery({ ...getDisclosureDetailsQuery(tenantId, uuid), enabled: enabled && tenantId !== '' && uuid !== '' });
}

/** The report of an answer, or null when its text is not a report. */
export function parseReport(details: DisclosureDetails | undefined): PeriodicReport | null {
  if (!details) return null;
  try {
    const report = JSON.parse(details.details) as PeriodicReport;
    return Array.isArray(report.financeData) ? report : null;
  } catch {
    return null;
  }
}
