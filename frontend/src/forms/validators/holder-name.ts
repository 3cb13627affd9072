// Holder and company names (01 §5, 02 §5): no spaces, and only letters, digits, Chinese
// characters, underscore, half- and full-width parentheses, periods, commas, hyphens and the
// middle dot of transliterated names.
import { chars, isAsciiAlphanumeric, isChinese, type Check } from './text';

export const HOLDER_NAME_NO_SPACES = '请不要输入空格';
export const HOLDER_NAME_MESSAGE = '不能包含特殊字符';

/** The spaces refused with their own message: ASCII blanks, the no-break and ideographic space. */
const SPACES = new Set([' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u3000']);
const PUNCTUATION = new Set(['_', '(', ')', '（', '）', '.', '。', ',', '，', '-', '·']);

export function checkHolderName(s: string): Check {
  const cs = chars(s);
  if (cs.some((c) => SPACES.has(c))) return HOLDER_NAME_NO_SPACES;
  const allowed = (c: string) => isAsciiAlphanumeric(c) || isChinese(c) || PUNCTUATION.has(c);
  return cs.every(allowed) ? null : HOLDER_NAME_MESSAGE;
}
