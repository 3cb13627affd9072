import type { Holding } from '../api/query-holdings';

/** A holding as the server answers it, with overrides. */
export function holdingOf(extra: Partial<Holding> = {}): Holding {
  return {
    productId: 'p-100001',
    productCode: '100001',
    productName: '秦创智能股权',
    companyId: 'c-qinchuang',
    companyName: '西安秦创智能科技股份有限公司',
    companyShortName: '秦创智能',
    volume: 500000,
    pledged: 100000,
    frozen: 0,
    freeVolume: 400000,
    faceValue: '1',
    marketValue: '500000',
    ...extra,
  };
}
