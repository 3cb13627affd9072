import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../api/lifecycle-types';
import { detailText, extractPositions, percentOf, recordOf } from './business-records';

const application = {
  records: [
    {
      kind: 'registerExtract',
      subject: '100001',
      recordedAt: 1,
      detail: {
        purpose: '融资',
        total: 300,
        positions: [
          { accountNumber: '1000000002', holderName: '李娜', volume: 100, pledged: 0, frozen: 0 },
          { accountNumber: '1000000001', holderName: '张伟', volume: 200, pledged: 50, frozen: 0 },
        ],
      },
    },
  ],
} as unknown as ApplicationDetail;

describe('business records', () => {
  it('finds the record of a kind and reads its fields', () => {
    const record = recordOf(application, 'registerExtract');
    expect(record?.subject).toBe('100001');
    expect(record && detailText(record, 'purpose')).toBe('融资');
    expect(recordOf(application, 'filing')).toBeUndefined();
  });
  it('lists the extract largest holding first with its share of the total', () => {
    const record = recordOf(application, 'registerExtract');
    const rows = record ? extractPositions(record) : [];
    expect(rows.map((r) => r.holderName)).toEqual(['张伟', '李娜']);
    expect(percentOf(200, 300)).toBe('66.6667%');
    expect(percentOf(1, 0)).toBe('0.0000%');
  });
});

describe('the dedicated detail pages', () => {
  it('names the page of a quote, a register query and a filing, and none for others', async () => {
    const { dedicatedDetailOf } = await import('./dedicated-detail-link');
    expect(dedicatedDetailOf({ appId: '550224', bizSn: 'B1' })).toBe('/process/550224detail?bizSn=B1');
    expect(dedicatedDetailOf({ appId: '550226', bizSn: 'B2' })).toBe('/process/550226/detail?bizSn=B2');
    expect(dedicatedDetailOf({ appId: '550307', bizSn: 'B3' })).toBe('/process/550307detail?bizSn=B3');
    expect(dedicatedDetailOf({ appId: '550004', bizSn: 'B4' })).toBeNull();
  });
});
