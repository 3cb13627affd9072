// The financial tables (02 §5, §9) and percentages (03 §5, §9): a cell is at most 18 characters
// of an optional minus sign, digits and up to six decimals; a headcount at most 9 digits; a
// percentage a positive number of up to two decimals, at most 100.
import { allDigits, charLength, parsePlain, type Check } from './text';

export const FINANCIAL_CELL = '请输入不超过六位小数的数字';
export const FINANCIAL_CELL_LENGTH = '长度不能超过18位';
export const HEADCOUNT = '请输入整数';
export const HEADCOUNT_LENGTH = '长度不能超过9位';
export const PERCENTAGE = '请输入不超过两位小数的正数且不超过100';

export function checkFinancialCell(s: string): Check {
  if (charLength(s) > 18) return FINANCIAL_CELL_LENGTH;
  const n = parsePlain(s, true);
  return n && n.frac.length <= 6 ? null : FINANCIAL_CELL;
}

export function checkHeadcount(s: string): Check {
  if (charLength(s) > 9) return HEADCOUNT_LENGTH;
  return allDigits(s) ? null : HEADCOUNT;
}

export function checkPercentage(s: string): Check {
  const n = parsePlain(s, false);
  if (!n || n.negative || n.frac.length > 2 || n.int.length > 3) return PERCENTAGE;
  const hundredths = Number(n.int) * 100 + Number(n.frac.padEnd(2, '0'));
  return hundredths > 0 && hundredths <= 10_000 ? null : PERCENTAGE;
}
