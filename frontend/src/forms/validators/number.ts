// Decimal numbers with at most N integer digits and R decimals (01 §5, defaults 12 and 2):
// `positiveNumber` (greater than 0), `nonNegativeNumber` (0 allowed) and `signedNumber` (an
// optional minus sign). Numbers are written plainly: no plus sign, no exponent, no leading
// zeros (`0.5` but not `00.5`), no point without digits on both sides.
import { allDigits, isZero, parsePlain, type Check } from './text';

export const NUMBER_NOT_ZERO = '请输入大于0的数字';

export type Sign = 'positive' | 'nonNegative' | 'signed';

export interface NumberOptions {
  sign: Sign;
  /** At most this many digits before the point (1 to 30). */
  int: number;
  /** At most this many digits after it (0 to 9). */
  dec: number;
}

export const DEFAULT_INT = 12;
export const DEFAULT_DEC = 2;

/** Options from the parts of a name after the validator: none, `[int]` or `[int, dec]`. */
export function parseNumberOptions(sign: Sign, options: string[]): NumberOptions | null {
  const num = (s: string) => (allDigits(s) && (s === '0' || !s.startsWith('0')) && s.length <= 2 ? Number(s) : null);
  let int: number | null;
  let dec: number | null;
  if (options.length === 0) [int, dec] = [DEFAULT_INT, DEFAULT_DEC];
  else if (options.length === 1) [int, dec] = [num(options[0]), DEFAULT_DEC];
  else if (options.length === 2) [int, dec] = [num(options[0]), num(options[1])];
  else return null;
  if (int === null || dec === null || int < 1 || int > 30 || dec > 9) return null;
  return { sign, int, dec };
}

/** `两位`, `六位`: how the product writes a count of decimals. */
export function decimalsPhrase(dec: number): string {
  const digits = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九'];
  return `${digits[dec] ?? String(dec)}位`;
}

/** 请输入不超过两位小数的正数 and its kin; with no decimals allowed, 请输入正整数 and its kin. */
function shapeMessage({ sign, dec }: NumberOptions): string {
  if (dec === 0) return { positive: '请输入正整数', nonNegative: '请输入非负整数', signed: '请输入整数' }[sign];
  const what = { positive: '正数', nonNegative: '非负数', signed: '数字' }[sign];
  return `请输入不超过${decimalsPhrase(dec)}小数的${what}`;
}

export function checkNumber(options: NumberOptions, s: string): Check {
  const n = parsePlain(s, false);
  if (!n) return shapeMessage(options);
  if (n.negative && options.sign !== 'signed') return shapeMessage(options);
  if (n.frac.length > options.dec) return shapeMessage(options);
  if (n.int.length > options.int) return `整数部分不能超过${options.int}位`;
  if (options.sign === 'positive' && isZero(n)) return NUMBER_NOT_ZERO;
  return null;
}
