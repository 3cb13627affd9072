import type { Rule } from 'antd/es/form';
import type { Translate } from '@/lib/i18n';

/** Login captcha length (spec §9). */
export const captchaLength = 4;

/** Field rules of the login form (spec §5), checked on blur. */
export function loginRules(t: Translate): { username: Rule[]; password: Rule[]; captcha: Rule[] } {
  return {
    username: [{ required: true, whitespace: true, message: t('login.usernameRequired') }],
    password: [{ required: true, message: t('login.passwordRequired') }],
    captcha: [
      { required: true, whitespace: true, message: t('login.captchaRequired') },
      { len: captchaLength, message: t('login.invalid') },
    ],
  };
}
