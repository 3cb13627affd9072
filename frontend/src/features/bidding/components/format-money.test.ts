import { describe, expect, it } from 'vitest';
import { shares, yuan } from './format-money';

describe('yuan', () => {
  it('groups the integer part and keeps two decimals exactly', () => {
    expect(yuan('1234567.5')).toBe('1,234,567.50');
    expect(yuan('0.1')).toBe('0.10');
    expect(yuan('12')).toBe('12.00');
    expect(yuan(null)).toBe('-');
  });
  it('groups share counts', () => {
    expect(shares(100000)).toBe('100,000');
  });
});
