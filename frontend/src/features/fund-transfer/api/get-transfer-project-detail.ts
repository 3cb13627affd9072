import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** A transfer project with the fund's registration details and their show flags ('1' shown). */
export interface TransferProjectDetail {
  id: string;
  projectAbbreviation: string;
  bizSn: string;
  status: string;
  companyName: string;
  holderName: string;
  unionStatus: string;
  shareTransfer: number;
  lowPrice: string;
  registeredAddress: string;
  showRegisteredAddress: string;
  personInCharge: string;
  showPersonInCharge: string;
  establishDate: string;
  showEstablishDate: string;
  registeredCapitalCurrency: string;
  showRegisteredCapitalCurrency: string;
  registeredCapital: string;
  showRegisteredCapital: string;
  institutionalNature: string;
  showInstitutionalNature: string;
}

/** Silent: the page shows the failure in place. */
export function getTransferProjectDetail(id: string): Promise<TransferProjectDetail> {
  return apiGet<TransferProjectDetail>('/api/rem-registrationbizweb/transfer-registration-pledge/detail', { id }, { silent: true });
}

export const transferProjectDetailQuery = (id: string) =>
  queryOptions({ queryKey: ['transfer-project-detail', id], queryFn: () => getTransferProjectDetail(id), retry: false });

export function useTransferProjectDetail(id: string) {
  return useQuery({ ...transferProjectDetailQuery(id), enabled: id !== '' });
}
