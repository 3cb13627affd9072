import { describe, expect, it } from 'vitest';
import { parseAnswerSheet } from './answer-sheet';

describe('parseAnswerSheet', () => {
  // spec: 02§7.16
  it('reads the JSON text of ruleFormTotalData', () => {
    const text = '{"questions":[{"prop":"q1","title":"年龄","answer":"A","score":3}],"score":3,"level":"C1","typeName":"私募股权类"}';
    expect(parseAnswerSheet(text)).toEqual({
      questions: [{ prop: 'q1', title: '年龄', answer: 'A', score: 3 }],
      score: 3,
      level: 'C1',
      typeName: '私募股权类',
    });
  });

  it('answers null for missing or unreadable data, and an empty list without questions', () => {
    expect(parseAnswerSheet(null)).toBeNull();
    expect(parseAnswerSheet('')).toBeNull();
    expect(parseAnswerSheet('{not json')).toBeNull();
    expect(parseAnswerSheet('[1,2]')).toBeNull();
    expect(parseAnswerSheet('{"score":"5"}')).toEqual({ questions: [], score: '5', level: null, typeName: null });
  });
});
