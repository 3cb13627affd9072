// The period-on-period rate of the periodic financial report (02 §5), in exact decimals.
import Decimal from 'decimal.js';
import { parsePlain } from './text';

const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

function decimal(s: string): Decimal | null {
  return parsePlain(s, true) ? new Exact(s) : null;
}

/**
 * (this − last) / |last| × 100, or 100 × (this − last) when last is 0, rounded half away from
 * zero to two decimals (`"12.35"`, `"-50.00"`). Empty text when either value is missing or is
 * not a plain decimal number, since no rate can be shown then.
 */
export function periodRate(thisPeriod: string, lastPeriod: string): string {
  const current = decimal(thisPeriod);
  const last = decimal(lastPeriod);
  if (!current || !last) return '';
  const hundredTimesDiff = current.minus(last).times(100);
  const rate = last.isZero() ? hundredTimesDiff : hundredTimesDiff.dividedBy(last.abs());
  const rounded = rate.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? '0.00' : rounded.toFixed(2);
}
