// 03 §9: amounts with thousands separators and two decimals, from the server's exact text.
import { describe, expect, it } from 'vitest';
import { yuan } from './bond-info-detail-page';

describe('yuan', () => {
  // spec: 03§9.11
  it('separates thousands and shows two decimals', () => {
    expect(yuan(5_000_000)).toBe('5,000,000.00');
    expect(yuan('20000')).toBe('20,000.00');
    expect(yuan('1234567.5')).toBe('1,234,567.50');
    expect(yuan('0.05')).toBe('0.05');
    expect(yuan('-1000.1')).toBe('-1,000.10');
  });
});
