// 03 §9: the investor label cut at 28 characters with the whole in a tooltip; 03 §5: the raise
// date pickers offer no day before yesterday.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isPastDate } from './date-widget';
import { investorLabel, labelLimit } from './targeted-investors-field';

describe('the targeted-investor label', () => {
  it('is whole up to 28 characters', () => {
    const short = investorLabel({ investorName: '张伟', investorNo: '2000000001' });
    expect(short).toEqual({ text: '张伟（2000000001）', full: '张伟（2000000001）' });
    const exact = investorLabel({ investorName: '甲'.repeat(labelLimit - 12), investorNo: '2000000001' });
    expect([...exact.text]).toHaveLength(labelLimit);
    expect(exact.text).toBe(exact.full);
  });

  // spec: 03§9.10
  it('is cut above 28 characters, the whole kept for the tooltip', () => {
    const long = investorLabel({ investorName: '秦岭稳健二号私募股权投资基金有限合伙企业管理有限公司', investorNo: '3000000009' });
    expect([...long.text]).toHaveLength(labelLimit + 1);
    expect(long.text.endsWith('…')).toBe(true);
    expect(long.full).toBe('秦岭稳健二号私募股权投资基金有限合伙企业管理有限公司（3000000009）');
  });
});

describe('the raise date picker', () => {
  const today = dayjs('2026-11-25');
  // spec: 03§5.16
  it('offers yesterday and later, not the day before', () => {
    expect(isPastDate(dayjs('2026-11-23'), today)).toBe(true);
    expect(isPastDate(dayjs('2026-11-24'), today)).toBe(false);
    expect(isPastDate(dayjs('2026-11-25'), today)).toBe(false);
    expect(isPastDate(dayjs('2027-01-01'), today)).toBe(false);
  });
});
