import type { Rule } from 'antd/es/form';
import type { Translate } from './i18n';

/**
 * The password policy as the server checks it (auth/password_policy.rs): 8 to 20 characters,
 * no spaces, three of the four kinds, not holding the account. The browser says it at once;
 * the server decides. The first problem of `password`, in the server's words.
 */
export function passwordProblem(password: string, account: string): string | null {
  const chars = [...password];
  if (chars.length < 8 || chars.length > 20) return '密码长度须为8至20位';
  if (/\s/.test(password)) return '密码不能包含空格';
  const kinds = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((k) => k.test(password)).length;
  if (kinds < 3) return '密码须包含大写字母、小写字母、数字和特殊字符中的至少三种';
  const name = account.trim().toLowerCase();
  if (name && password.toLowerCase().includes(name)) return '密码不能包含账号';
  return null;
}

/** The new password's rules; `account` answers the account it may not hold. */
export function newPasswordRules(t: Translate, account: () => string): Rule[] {
  return [
    { required: true, message: t('password.newRequired') },
    {
      validator: (_, value?: string) => {
        const problem = value ? passwordProblem(value, account()) : null;
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    },
  ];
}

/** The confirmation: the same as the field `newField`. */
export function confirmRules(t: Translate, newField: string): Rule[] {
  return [
    { required: true, message: t('password.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_, value?: string) =>
        !value || value === getFieldValue(newField) ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch'))),
    }),
  ];
}

/** 01 §5 "Mobile": 1 followed by 10 digits; 手机号码长度不为11位. */
export function mobileRules(t: Translate): Rule[] {
  return [
    { required: true, message: t('password.phoneRequired') },
    {
      validator: (_, value?: string) => {
        if (!value) return Promise.resolve();
        if (value.length !== 11) return Promise.reject(new Error(t('password.phoneLength')));
        return /^1\d{10}$/.test(value) ? Promise.resolve() : Promise.reject(new Error(t('password.phoneFormat')));
      },
    },
  ];
}
