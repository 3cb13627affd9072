/** A listing of a listed enterprise, its sectors named. */
export interface ManagedListing {
  listCode: string;
  listingDate: string;
  sectorId: string;
  sectorName: string;
  featuredSectorId: string | null;
  featuredSectorName: string | null;
}

/** A product (股份) of the enterprise. */
export interface ManagedProduct {
  id: string;
  productCode: string;
  name: string;
  /** Yuan, decimal text. */
  faceValue: string;
  totalShares: number;
}

/** An enterprise as staff manage it (`companyManage/detail`). */
export interface ManagedCompany {
  id: string;
  name: string;
  shortName: string | null;
  code: string | null;
  companyType: number | null;
  industryCode: string | null;
  industryName: string | null;
  registeredCapital: string | null;
  registerDate: string | null;
  custodyDate: string | null;
  idType: string | null;
  idNumber: string | null;
  labelName: string | null;
  cityCode: string | null;
  cityName: string | null;
  districtCode: string | null;
  districtName: string | null;
  specialisedLevel: string | null;
  isRegister: number;
  isListing: number;
  listing: ManagedListing | null;
  products: ManagedProduct[];
}

/** What the administrator corrects of an enterprise. */
export interface ManagedCompanyEdit {
  shortName?: string;
  labelName?: string;
  industryCode?: string;
  cityCode?: string;
  districtCode?: string;
}

/** A listed product with its enterprise and listing (`listedProduct/detail`). */
export interface ListedProduct extends ManagedProduct {
  companyId: string;
  companyName: string;
  companyShortName: string | null;
  listing: ManagedListing;
  holders: number;
  held: number;
}

export interface ListedProductEdit {
  name: string;
  sectorId: string;
  featuredSectorId?: string;
}

/** 1 托管企业 (companyManage1), 2 挂牌企业 (companyManage2). */
export type ManagedKind = 1 | 2;
