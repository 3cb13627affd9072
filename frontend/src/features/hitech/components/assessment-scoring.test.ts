// spec: 01§2 /assessment 03§2 scoring-table 03§9 scoring-points
import { describe, expect, it } from 'vitest';
import { assess, FIRST_LEVEL } from './assessment-scoring';

const full = {
  corporateCredit: '5', conformsCompany: '1', prohielimin: '0', keyLink: '1', leadingProducts: '工业机器人控制器',
  leadingProduInfluen: '1', qualityAssurance: ['1', '2', '3'], digitalize: '1', confirmationRatio: '100',
  localCharacteristic: '1', provincialScore: '100', intellectualPropertyNumber1: 5, intellectualPropertyNumber2: 9,
  isOverseasCognate: '1', isTechnologyAward: '1', financingRound: '2', financingAmount: '3000', cnmaker: '0', certificates: ['1'],
};

describe('the scoring table of the specialised-and-innovative assessment', () => {
  it('weighs its four indicators 25, 25, 15 and 35 points, 100 in all', () => {
    expect(FIRST_LEVEL.map(([, points]) => points)).toEqual([25, 25, 15, 35]);
    const table = assess(full);
    for (const [name, points] of FIRST_LEVEL) {
      expect(table.rows.filter((r) => r.first === name).reduce((s, r) => s + r.max, 0), name).toBe(points);
    }
    expect(table.total).toBe(100);
  });

  it('caps an indicator at its points and scores nothing for an unanswered one', () => {
    const table = assess({ intellectualPropertyNumber1: 40, qualityAssurance: ['0'] });
    expect(table.rows.find((r) => r.second === 'I类知识产权')).toMatchObject({ score: 15, satisfied: true });
    expect(table.rows.find((r) => r.second === '质量管理体系认证')).toMatchObject({ score: 0, satisfied: false, detail: '无' });
    expect(table.rows.find((r) => r.second === '主导产品')).toMatchObject({ score: 0, detail: '未填写' });
    expect(table.total).toBe(15);
  });

  it('fails the thresholds on a bad credit record or a restricted industry, and passes directly on an award', () => {
    expect(assess(full).passesThresholds).toBe(true);
    expect(assess({ ...full, corporateCredit: '3' }).passesThresholds).toBe(false);
    expect(assess({ ...full, prohielimin: '1' }).passesThresholds).toBe(false);
    expect(assess(full).passesDirectly).toBe(true);
    expect(assess({ ...full, isTechnologyAward: '0' }).passesDirectly).toBe(false);
    expect(assess({ ...full, isTechnologyAward: '0', certificates: ['2'] }).passesDirectly).toBe(true);
  });
});
