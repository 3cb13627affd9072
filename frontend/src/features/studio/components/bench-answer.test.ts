import { describe, expect, it } from 'vitest';
import { translate } from '@/lib/i18n';
import { benchAnswerText } from './bench-answer';

const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate('zh-CN', key, vars);

describe('a script answer as the analyst reads it', () => {
  it.each([
    [{ pass: true }, '通过'],
    [{ refuse: '存在未确权股东' }, '拒绝：存在未确权股东'],
    [{ confirm: '确认继续？' }, '需确认：确认继续？'],
    [{ charge: '600000' }, '收费基数 600000'],
    [{ charge: null }, '不收费'],
    [{ fieldErrors: [] }, '通过'],
    [{ fieldErrors: [{ field: 'pledgeList', message: '至少一行' }, { field: 'faceValue', message: '须为正数' }] }, 'pledgeList：至少一行；faceValue：须为正数'],
    [{ destination: '/process/apply?appId=550004' }, '转至 /process/apply?appId=550004'],
    [{ defaults: { data: { a: 1 } } }, '{"data":{"a":1}}'],
    [null, '无答复'],
  ])('%j reads %s', (answer, text) => {
    expect(benchAnswerText(answer, t)).toBe(text);
  });
});
