import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { LandingMode } from '@/lib/permissions';

export interface LoginAccountInfo {
  account: string;
  name: string;
  orgType: number | string | null;
  tenantId: string;
  /** the tenant as shown to people (区域股权服务平台) */
  tenantName: string;
  roleName: string;
  /** The role as shown to people, e.g. 企业用户. */
  roleAlias?: string;
  mobile?: string | null;
  /** Whether a capital password (资金密码) is set; never the password. */
  hasCapitalPassword?: boolean;
}

export interface ShareAccountInfo {
  holderUuid: string;
  accountNumber: string;
  holderName: string;
  holderAccountStatus: number | string;
  companyId: string | null;
  productId: string | null;
  organType: number | string | null;
  organTypeId: string | null;
  investorExpireStatus?: number | string | null;
}

export interface CurrentUserInfo {
  landingMode: LandingMode;
  isCertified: boolean | number | null;
  isApply: boolean | number | null;
  loginAccountInfo: LoginAccountInfo;
  companyInfo: { id: string; name: string } | null;
  shareAccountInfo: ShareAccountInfo | null;
  product: { id: string; name: string } | null;
}

export function getCurrentUserInfo(): Promise<CurrentUserInfo> {
  return apiPost<CurrentUserInfo>('/api/rem-registrationbizweb/user/getCurrentUserInfo');
}

export const currentUserInfoQuery = () =>
  queryOptions({ queryKey: ['user', 'current-user-info'], queryFn: getCurrentUserInfo, staleTime: 60_000 });

export function useCurrentUserInfo(enabled = true) {
  return useQuery({ ...currentUserInfoQuery(), enabled });
}
