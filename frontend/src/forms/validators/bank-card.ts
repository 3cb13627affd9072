// Bank card numbers (01 §5): digits only, 16 to 19 of them, an issuer prefix from the list the
// product accepts, and the Luhn check digit.
import { allDigits, type Check } from './text';

export const BANK_CARD_REQUIRED = '请输入银行卡号';
export const BANK_CARD_NOT_DIGITS = '银行卡号必须全为数字';
export const BANK_CARD_BAD_LENGTH = '银行卡号长度必须在16到19位之间';
export const BANK_CARD_MESSAGE = '请输入正确的银行卡号';

/** The first two digits the product accepts. */
const ISSUER_PREFIXES = new Set([
  '10', '18', '30', '35', '37', '40', '41', '42', '43', '44', '45', '46', '47', '48', '49', '50', '51',
  '52', '53', '54', '55', '56', '58', '60', '62', '65', '68', '69', '84', '87', '88', '94', '95', '98',
  '99',
]);

/** The Luhn (mod 10) check over a string of ASCII digits. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkBankCard(s: string): Check {
  if (!allDigits(s)) return BANK_CARD_NOT_DIGITS;
  if (s.length < 16 || s.length > 19) return BANK_CARD_BAD_LENGTH;
  if (!ISSUER_PREFIXES.has(s.slice(0, 2)) || !luhn(s)) return BANK_CARD_MESSAGE;
  return null;
}
