import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

describe('the password policy, as the server checks it', () => {
  it('names the first rule a password breaks', () => {
    expect(passwordProblem('Ab1#', 'u')).toBe('密码长度须为8至20位');
    expect(passwordProblem('Ab1#'.repeat(6), 'u')).toBe('密码长度须为8至20位');
    expect(passwordProblem('Ab1# 5678', 'u')).toBe('密码不能包含空格');
    expect(passwordProblem('abcdefgh1', 'u')).toBe('密码须包含大写字母、小写字母、数字和特殊字符中的至少三种');
    expect(passwordProblem('xOrg_Demo9', 'org_demo')).toBe('密码不能包含账号');
    expect(passwordProblem('Demo#2026', 'org_demo')).toBeNull();
    expect(passwordProblem('密码Ab12345', 'u')).toBeNull();
  });
});
