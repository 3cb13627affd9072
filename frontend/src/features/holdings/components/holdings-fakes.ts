import type { HolderDetail } from '../api/get-holder-detail';
import type { Holding } from '@/api/query-holdings';

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

/** A holder as the holder detail answers it, with overrides. */
export function holderOf(extra: Partial<HolderDetail> = {}): HolderDetail {
  return {
    holderUuid: 'h-silk-road',
    accountNumber: '1000000001',
    holderName: '陕西丝路投资管理有限公司',
    organType: 1,
    certType: '统一社会信用代码',
    certificateNo: '91610000MA6TG1234X',
    mobile: null,
    holderAccountStatus: 1,
    investorExpireStatus: 0,
    rightsConfirmed: 1,
    totals: { productCount: 1, volume: 500000, pledged: 100000, frozen: 0, freeVolume: 400000, marketValue: '500000' },
    ...extra,
  };
}
