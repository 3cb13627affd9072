import { thousands } from './validators/registry';

/** Largest integer part an amount may have: 2^53 (02 §5 "Amount input"). */
export const maxSafeAmount = 2n ** 53n;

const numeric = /^-?\d+(\.\d+)?$/;

/** Digits the user may type into an amount: commas are ignored, one point, one leading minus. */
export function cleanAmountInput(text: string): string {
  return text.replace(/,/g, '').replace(/\s/g, '');
}

export function isAmountText(text: string): boolean {
  return numeric.test(text);
}

/** True when the integer part of a numeric string is above 2^53. */
export function exceedsSafeLength(text: string): boolean {
  const clean = cleanAmountInput(text);
  const match = /^-?(\d+)/.exec(clean);
  return match ? BigInt(match[1]) > maxSafeAmount : false;
}

/** Whether a unit is ten thousand (the DSL's `tenThousand`, or 万/万元). */
export function isTenThousand(unit: unknown): boolean {
  return unit === 'tenThousand' || (typeof unit === 'string' && unit.startsWith('万'));
}

/** Decimals shown for a unit: six for ten-thousand units, else two. */
export function amountDecimals(unit: unknown): number {
  return isTenThousand(unit) ? 6 : 2;
}

/** The unit as shown beside an amount. */
export function unitText(unit: unknown): string | undefined {
  if (unit === 'tenThousand') return '万元';
  if (unit === 'yuan') return '元';
  return typeof unit === 'string' && unit !== '' ? unit : undefined;
}

/**
 * Thousands separators and a fixed number of decimals, computed on the digits (never through a
 * float). A string that already has commas is kept; a non-numeric one is answered as is.
 */
export function formatAmount(value: string, decimals = 2): string {
  if (value.includes(',')) return value;
  if (decimals === 2) return thousands(value.trim()) ?? value;
  const text = value.trim();
  if (!numeric.test(text)) return value;
  const negative = text.startsWith('-');
  const [intPart, fracPart = ''] = text.replace('-', '').split('.');
  // round half up on the digits
  const scaled = BigInt(intPart + fracPart.padEnd(decimals + 1, '0').slice(0, decimals + 1));
  const rounded = (scaled + 5n) / 10n;
  const digits = rounded.toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals);
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0*$/.test(int + frac);
  return `${negative && !isZero ? '-' : ''}${grouped}${decimals > 0 ? `.${frac}` : ''}`;
}
