import { describe, expect, it } from 'vitest';
import { faceValue, shares, yuan } from './holding-format';

describe('holding formats', () => {
  it('groups share counts without decimals', () => {
    expect(shares(500000)).toBe('500,000');
    expect(shares(0)).toBe('0');
    expect(shares(9007199254740991)).toBe('9,007,199,254,740,991');
  });

  // spec: 01§9.9
  it('shows yuan from decimal text exactly, to the fen', () => {
    expect(yuan('500000.06')).toBe('500,000.06');
    expect(yuan('75000')).toBe('75,000.00');
    // 0.1 + 0.2 in floats would not give this
    expect(yuan('0.3')).toBe('0.30');
    expect(yuan('12345678901234567.895')).toBe('12,345,678,901,234,567.90');
  });

  it('keeps every decimal of a face value, at least two', () => {
    expect(faceValue('1')).toBe('1.00');
    expect(faceValue('1.5')).toBe('1.50');
    expect(faceValue('0.125')).toBe('0.125');
  });
});
