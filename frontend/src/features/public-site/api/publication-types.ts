/** Shapes of the published lists: disclosures, notices, policies, members, funds. */

export interface DisclosureItem {
  id: string;
  title: string;
  category: string;
  companyId?: string | null;
  companyName?: string | null;
  companyCode?: string | null;
  attachId?: string | null;
  publishTime: string;
  /** Filed on the platform (550070): its tables are kept (informationDis/getDetailsByUUID); else it is its text. */
  filed?: boolean;
  content?: string;
}

/** pledge 质押公告, freeze 冻结公告, info 信息公告. */
export type NoticeType = 'pledge' | 'freeze' | 'info';

export interface NoticeItem {
  id: string;
  noticeType: NoticeType;
  title: string;
  companyId?: string | null;
  companyName: string;
  holderName?: string | null;
  volume?: number | null;
  counterparty?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  publishTime: string;
  content?: string;
}

export interface PolicyItem {
  id: string;
  title: string;
  issuer: string;
  category: string;
  publishTime: string;
  content?: string;
}

export interface MemberItem {
  id: string;
  name: string;
  memberType: string;
  intro: string;
  address: string;
  contactPhone: string;
  joinDate: string;
  logoFileId?: string | null;
}

export interface PrivateFundItem {
  id: string;
  fundName: string;
  managerName: string;
  filingCode: string;
  fundType: string;
  /** Yuan, decimal text with two places. */
  fundSize: string;
  establishedDate: string;
  custodian: string;
}

/** The query of a paged public list. */
export interface ListParams {
  tenantId: string;
  current: number;
  size: number;
  key?: string;
  [filter: string]: string | number | undefined;
}
