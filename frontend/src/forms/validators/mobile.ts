// Mainland mobile numbers (01 §5): 11 characters, a 1 followed by ten digits.
import { charLength, type Check } from './text';

export const MOBILE_REQUIRED = '请输入手机号码';
export const MOBILE_BAD_LENGTH = '手机号码长度不为11位';
export const MOBILE_MESSAGE = '请输入正确的手机号码';

export function checkMobile(s: string): Check {
  if (charLength(s) !== 11) return MOBILE_BAD_LENGTH;
  if (!/^1[0-9]{10}$/.test(s)) return MOBILE_MESSAGE;
  return null;
}
