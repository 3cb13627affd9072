import { describe, expect, it } from 'vitest';
import { disabledByNone, exclusiveNone } from './exclusive-none';

describe('the none choice of the evaluation stands alone', () => {
  it('clears the other choices when 无 is chosen', () => {
    expect(exclusiveNone(['1', '2'], ['1', '2', '0'])).toEqual(['0']);
  });
  it('keeps ordinary choices', () => {
    expect(exclusiveNone(['1'], ['1', '3'])).toEqual(['1', '3']);
    expect(exclusiveNone([], [])).toEqual([]);
  });
  it('disables the other options while 无 is chosen', () => {
    expect(disabledByNone(['0'], '1')).toBe(true);
    expect(disabledByNone(['0'], '0')).toBe(false);
    expect(disabledByNone(['1'], '2')).toBe(false);
  });
});
