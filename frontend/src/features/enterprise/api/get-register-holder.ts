import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** A position of the holder in a product of the enterprise. */
export interface RegisterHolderPosition {
  productCode: string;
  productName: string;
  volume: number;
  pledged: number;
  frozen: number;
  totalShares: number;
}

/** A pledge or freeze on one of those positions. */
export interface RegisterHolderEncumbrance {
  productCode: string;
  kindName: string;
  bizSn: string;
  bizTypeName: string;
  counterparty: string;
  volume: number;
  released: number;
  stateName: string;
  createdAt: string;
}

/** A completed business whose form named the holder's account. */
export interface RegisterHolderChange {
  bizSn: string;
  appId: string;
  bizTypeName: string;
  role: string;
  volume: string | null;
  productCode: string | null;
  completedAt: string;
}

/** 股东信息详情: one holder of an enterprise's register. */
export interface RegisterHolder {
  companyId: string;
  companyName: string;
  holderUuid: string;
  accountNumber: string;
  holderName: string;
  organType: number;
  certType: string | null;
  certTypeName: string | null;
  certificateNo: string | null;
  holderAccountStatus: number;
  rightsConfirmed: number;
  positions: RegisterHolderPosition[];
  encumbrances: RegisterHolderEncumbrance[];
  changes: RegisterHolderChange[];
}

/**
 * `company/shareholderDetail`: for the enterprise's own users and staff; 404 when the holder is
 * not on the enterprise's register. Silent: the page shows a failure itself.
 */
export function getRegisterHolder(companyId: string, holderUuid: string): Promise<RegisterHolder> {
  return apiGet<RegisterHolder>('/api/rem-registrationbizweb/company/shareholderDetail', { companyId, holderUuid }, { silent: true });
}

export const registerHolderQuery = (companyId: string, holderUuid: string) =>
  queryOptions({ queryKey: ['company', 'shareholder', companyId, holderUuid], queryFn: () => getRegisterHolder(companyId, holderUuid), retry: false });

export function useRegisterHolder(companyId: string, holderUuid: string) {
  return useQuery({ ...registerHolderQuery(companyId, holderUuid), enabled: Boolean(companyId && holderUuid) });
}
