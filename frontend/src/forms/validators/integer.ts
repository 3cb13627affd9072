// Whole numbers within JavaScript's safe range (01 §5): `positiveInteger` (no leading zero)
// and `nonNegativeInteger` (0, or no leading zero).
import { allDigits, type Check } from './text';

export const POSITIVE_INTEGER = '请输入正整数';
export const NON_NEGATIVE_INTEGER = '请输入非负整数';
/** The product's message for a number above 2^53 − 1 (02 §5, amount input). */
export const UNSAFE_INTEGER = '数字超过最大安全长度';

/** `digits` has no leading zero; compared as a big integer, never through a float. */
function safe(digits: string): Check {
  return BigInt(digits) <= BigInt(Number.MAX_SAFE_INTEGER) ? null : UNSAFE_INTEGER;
}

export function checkPositiveInteger(s: string): Check {
  if (!allDigits(s) || s.startsWith('0')) return POSITIVE_INTEGER;
  return safe(s);
}

export function checkNonNegativeInteger(s: string): Check {
  if (!allDigits(s) || (s.length > 1 && s.startsWith('0'))) return NON_NEGATIVE_INTEGER;
  return safe(s);
}
