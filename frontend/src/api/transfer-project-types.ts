/** A transfer project of private fund shares (03 §3 "Transfer project"), as the picker lists it. */
export interface TransferProject {
  id: string;
  projectAbbreviation: string;
  bizSn: string;
  /** The dictionary projectStatus. */
  status: string;
  /** The fund. */
  companyName: string;
  /** The transferor. */
  holderName: string;
  unionStatus: string;
  /** Shares offered. */
  shareTransfer: number;
  /** Yuan, decimal text. */
  lowPrice: string;
}

/** A transfer project with the fund's registration details and their show flags ('1' shown). */
export interface TransferProjectDetail extends TransferProject {
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
