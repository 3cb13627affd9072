/** Shapes of the public site's answers (spec 01 §3 "Enterprise showcase list item"). */

/** A page of a server-paged list. */
export interface PageOf<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** 1 托管企业, 2 挂牌企业, 3 展示企业. */
export type ShowcaseType = 1 | 2 | 3;

export interface ShowcaseCompany {
  uuid: string;
  name: string;
  shortName?: string | null;
  code?: string | null;
  registerDate?: string | null;
  registryDate?: string | null;
  /** Yuan, decimal text with two places. */
  registeredCapital?: string | null;
  companyType?: number | null;
  industry?: string | null;
  industryName?: string | null;
  idType?: string | null;
  idNumber?: string | null;
  logoFileId?: string | null;
  labelName?: string | null;
  cityCode?: string | null;
  districtCode?: string | null;
  specialisedLevel?: string | null;
  listCode?: string | null;
  listingDate?: string | null;
  sector?: string | null;
  sectorName?: string | null;
  featuredSector?: string | null;
  featuredSectorName?: string | null;
  showCode?: string | null;
  showTimeStart?: string | null;
  showPlate?: string | null;
  showPlateName?: string | null;
}

export interface Sector {
  id: string;
  sectorName: string;
  parentSector: string;
  status: number;
  productType: number;
  sort: number;
}

export interface Industry {
  code: string;
  name: string;
}

export interface CapitalRange {
  key: string;
  value: string;
  /** 万元, inclusive */
  greaterThan: number | null;
  /** 万元, exclusive */
  lessThan: number | null;
}

export interface AreaDistrict {
  districtCode: string;
  name: string;
  parentCode: string;
}

export interface AreaCity {
  cityCode: string;
  cityName: string;
  parentCode: string;
  districts: AreaDistrict[];
}

export interface PlateOption {
  key: string;
  value: string;
}
