// Citizen identity card numbers (01 §5): 15 or 18 characters, a province prefix, a birth date
// giving an age of 3 to 150 on `today`, and the ISO 7064 MOD 11-2 check character of the
// 18-character form (`X` or `x` for 10).
import { ageOn, calendarDate, type CalendarDate } from './calendar-date';
import type { Check } from './text';

export const ID_CARD_MESSAGE = '请输入正确的身份证号码';
export const ID_CARD_REQUIRED = '请输入身份证号码';

/** Provinces (GB/T 2260), Taiwan, Hong Kong, Macau, 83 (Taiwan residents' permits), 91 overseas. */
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54,
  61, 62, 63, 64, 65, 71, 81, 82, 83, 91,
]);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

const MIN_AGE = 3;
const MAX_AGE = 150;

function birthDate(s: string): CalendarDate | null {
  const num = (from: number, to: number) => Number(s.slice(from, to));
  return s.length === 15
    ? calendarDate(1900 + num(6, 8), num(8, 10), num(10, 12))
    : calendarDate(num(6, 10), num(10, 12), num(12, 14));
}

export function checkCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

function isValid(s: string, today: CalendarDate): boolean {
  if (!/^([0-9]{15}|[0-9]{17}[0-9Xx])$/.test(s)) return false;
  if (!PROVINCES.has(Number(s.slice(0, 2)))) return false;
  const born = birthDate(s);
  if (!born) return false;
  const age = ageOn(born, today);
  if (age < MIN_AGE || age > MAX_AGE) return false;
  return s.length === 15 || checkCharacter(s.slice(0, 17)) === s[17].toUpperCase();
}

export function checkIdCard(s: string, today: CalendarDate): Check {
  return isValid(s, today) ? null : ID_CARD_MESSAGE;
}
