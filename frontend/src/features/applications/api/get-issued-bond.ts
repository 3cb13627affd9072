import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** The register's state of the bond an issue names (550023/550024 with 发行品种 债券). Amounts are decimal text. */
export interface IssuedBond {
  id: string;
  productCode: string;
  chineseName: string;
  companyName: string;
  /** bondStatus: 1 已备案, 2 发行中, 3 已发行, 4 已兑付 */
  status: string;
  bondAmount: number;
  price: string;
  transactionBase: number;
  buyMin: number | null;
  buyMax: number | null;
  issuedUnits: number;
  raiseBeginDate: string;
  raiseEndDate: string;
  rateBeginDate: string;
  rateEndDate: string;
}

export function getIssuedBond(bondId: string): Promise<IssuedBond> {
  return apiGet<IssuedBond>('/api/rem-registrationbizweb/privateBond/detail', { bondId }, { silent: true });
}

export function useIssuedBond(bondId: string | null) {
  return useQuery(
    queryOptions({ queryKey: ['privateBond', 'detail', bondId], queryFn: () => getIssuedBond(bondId ?? ''), enabled: !!bondId }),
  );
}
