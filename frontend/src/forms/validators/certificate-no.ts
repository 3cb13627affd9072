// Certificate numbers of the holder search (01 §5): letters, digits, half- and full-width
// parentheses and underscore; Chinese characters get a message of their own.
import { chars, isAsciiAlphanumeric, isChinese, type Check } from './text';

export const CERTIFICATE_NO_REQUIRED = '请填写证件号码！';
export const CERTIFICATE_NO_SPECIAL = '请输入不包含特殊字符的证件号码';
export const CERTIFICATE_NO_CHINESE = '请输入不包含中文的证件号码';

const PUNCTUATION = new Set(['_', '(', ')', '（', '）']);

export function checkCertificateNo(s: string): Check {
  const cs = chars(s);
  const plain = (c: string) => isAsciiAlphanumeric(c) || isChinese(c) || PUNCTUATION.has(c);
  if (!cs.every(plain)) return CERTIFICATE_NO_SPECIAL;
  if (cs.some(isChinese)) return CERTIFICATE_NO_CHINESE;
  return null;
}
