/**
 * The checks of 兑付兑息登记 before it is sent, the server's own (routes/bond/payment_terms.rs,
 * bond_payment.rs) and in its words: a calendar date not before the interest start, a coupon
 * rate that is a positive decimal of at most four places, whole units not above those
 * outstanding (all of them at maturity), a remark of at most 200 characters.
 */
export const rateMessage = '票面利率需为大于0且最多4位小数的数字';
export const refundMessage = '兑付份数需为不小于0的整数';
export const remarkMessage = '备注不能超过200个字';
export const remarkMax = 200;

const rateText = /^\d+(\.\d{1,4})?$/;

/** null when the rate is a positive decimal of at most four places; the message otherwise. */
export function rateProblem(text: string): string | null {
  const clean = text.trim();
  return rateText.test(clean) && Number(clean) > 0 ? null : rateMessage;
}

/** The bond as the checks need it. */
export interface PayableBond {
  chineseName: string;
  rateBeginDate: string;
  rateEndDate: string;
  /** units outstanding (the bond's issued units) */
  issuedUnits: number;
}

/** null when the units may be redeemed on `date`; the message otherwise. */
export function refundProblem(units: number | null | undefined, date: string | null, bond: PayableBond): string | null {
  const n = units ?? 0;
  if (!Number.isInteger(n) || n < 0) return refundMessage;
  if (n > bond.issuedUnits) return `兑付份数${n}份超过未兑付份数${bond.issuedUnits}份`;
  if (date !== null && date >= bond.rateEndDate && n !== bond.issuedUnits) return `到期兑付需兑付全部未兑付份数${bond.issuedUnits}份`;
  return null;
}

/** null when a payment may be dated `date` (YYYY-MM-DD); the message otherwise. */
export function dateProblem(date: string | null, bond: PayableBond): string | null {
  if (date === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return '请填写正确的兑付日期（YYYY-MM-DD）';
  if (date < bond.rateBeginDate) return `兑付日期不能早于起息日${bond.rateBeginDate}`;
  return null;
}
