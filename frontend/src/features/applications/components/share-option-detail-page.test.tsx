// spec: 01§2 rgqDetail2
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../api/lifecycle-types';
import { grantsOf } from './share-option-detail-page';

const plan = (grants: unknown) => ({ formData: { filingTitle: '2026年股权激励计划', grants } }) as unknown as ApplicationDetail;

describe('share-option details of an equity-incentive plan (550401)', () => {
  it('reads each holder’s options from the plan', () => {
    const grants = grantsOf(plan([
      { accountNumber: '2000000001', holderName: '张伟', grantedOptions: 10000, exercisePrice: '2.50', vestingDate: '2027-06-30' },
      { accountNumber: '2000000002', holderName: '李娜', grantedOptions: '5000', exercisePrice: '2.50', vestingDate: '2027-06-30' },
    ]));
    expect(grants.map((g) => g.grantedOptions)).toEqual([10000, 5000]);
    expect(grants[1].holderName).toBe('李娜');
  });

  it('has none for a plan without grants', () => {
    expect(grantsOf(plan(undefined))).toEqual([]);
    expect(grantsOf(plan([null, 'x']))).toEqual([]);
  });
});
