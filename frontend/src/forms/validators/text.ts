// Text helpers shared by the validator families. Characters are counted and walked by code
// point, as the Rust validators do (`engine/src/validate/`).

/** What a validator family answers: null when the value passes, else the user's message. */
export type Check = string | null;

/** ASCII digits only, and at least one. */
export function allDigits(s: string): boolean {
  return /^[0-9]+$/.test(s);
}

/** Number of characters (code points). */
export function charLength(s: string): number {
  return Array.from(s).length;
}

/** The characters (code points) of a text. */
export function chars(s: string): string[] {
  return Array.from(s);
}

/** A Chinese character: the CJK unified ideographs and extension A. */
export function isChinese(c: string): boolean {
  const cp = c.codePointAt(0) ?? 0;
  return (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0x4e00 && cp <= 0x9fff);
}

/** ASCII letter or digit. */
export function isAsciiAlphanumeric(c: string): boolean {
  return /^[A-Za-z0-9]$/.test(c);
}

/** A plainly written decimal number split at the point: `-?digits(.digits)?`. */
export interface Plain {
  negative: boolean;
  int: string;
  frac: string;
}

/** Parses a plain decimal; leading zeros are refused unless `leadingZeros`. */
export function parsePlain(s: string, leadingZeros: boolean): Plain | null {
  const m = /^(-?)([0-9]+)(?:\.([0-9]+))?$/.exec(s);
  if (!m) return null;
  const [, sign, int, frac = ''] = m;
  if (!leadingZeros && int.length > 1 && int.startsWith('0')) return null;
  return { negative: sign === '-', int, frac };
}

export function isZero(n: Plain): boolean {
  return /^0*$/.test(n.int + n.frac);
}
