import { describe, expect, it } from 'vitest';
import { disabledByExclusive, exclusiveChoice } from './exclusive-choice';

describe('the option that stands alone (无) in a multiple choice', () => {
  it('clears the other choices when it is chosen', () => {
    expect(exclusiveChoice('0', ['1', '2'], ['1', '2', '0'])).toEqual(['0']);
  });
  it('keeps ordinary choices', () => {
    expect(exclusiveChoice('0', ['1'], ['1', '3'])).toEqual(['1', '3']);
    expect(exclusiveChoice('0', [], [])).toEqual([]);
  });
  it('gives way when another option comes with it', () => {
    expect(exclusiveChoice('0', ['0'], ['0', '2'])).toEqual(['2']);
  });
  // spec: 02§4.10
  it('disables the other options while it is chosen', () => {
    expect(disabledByExclusive('0', ['0'], '1')).toBe(true);
    expect(disabledByExclusive('0', ['0'], '0')).toBe(false);
    expect(disabledByExclusive('0', ['1'], '2')).toBe(false);
  });
});
