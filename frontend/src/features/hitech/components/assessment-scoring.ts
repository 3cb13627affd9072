/**
 * The scoring table of the specialised-and-innovative assessment (03 §1, §2 "Scoring table"):
 * four first-level indicators worth 25, 25, 15 and 35 points (03 §9), each of second-level
 * indicators read from the enterprise's 550200 answers (02 §3 evaluation fields); the threshold
 * conditions that must all hold and the direct-pass conditions of which one suffices.
 */
export type Answers = Record<string, unknown>;

export interface ScoredIndicator {
  first: string;
  second: string;
  /** What the enterprise answered, in words. */
  detail: string;
  satisfied: boolean;
  score: number;
  max: number;
}

export interface Condition {
  name: string;
  detail: string;
  satisfied: boolean;
}

export interface Assessment {
  rows: ScoredIndicator[];
  total: number;
  thresholds: Condition[];
  directPass: Condition[];
  /** Every threshold holds. */
  passesThresholds: boolean;
  /** A direct-pass condition holds. */
  passesDirectly: boolean;
}

/** The first-level indicators and their points (03 §9: 25, 25, 15, 35). */
export const FIRST_LEVEL: readonly (readonly [string, number])[] = [
  ['专业化指标', 25],
  ['精细化指标', 25],
  ['特色化指标', 15],
  ['创新能力指标', 35],
];

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());
const num = (v: unknown): number => {
  const n = Number(text(v));
  return Number.isFinite(n) ? n : 0;
};
const yes = (v: unknown) => text(v) === '1';
const yesNo = (v: unknown) => (text(v) === '' ? '未填写' : yes(v) ? '是' : '否');
/** The real choices of a checkbox (0 is its 无). */
const chosen = (v: unknown): string[] => (Array.isArray(v) ? v.map(text).filter((c) => c !== '' && c !== '0') : []);

const influence: Record<string, [string, number]> = { '1': ['国际领先', 10], '2': ['国内领先', 7], '3': ['省内领先', 4], '0': ['无', 0] };
const digital: Record<string, [string, number]> = { '1': ['数字化转型示范企业', 10], '2': ['已应用数字化管理系统', 5], '0': ['未开展数字化', 0] };
const qualityNames: Record<string, string> = { '1': 'ISO9001', '2': 'ISO14001', '3': 'ISO45001' };

function row(first: string, second: string, detail: string, score: number, max: number): ScoredIndicator {
  const capped = Math.max(0, Math.min(score, max));
  return { first, second, detail, satisfied: capped > 0, score: capped, max };
}

/** The scoring table of the answers. */
export function assess(a: Answers): Assessment {
  const [pro, fine, feature, innovate] = FIRST_LEVEL.map(([name]) => name);
  const influenceOf = influence[text(a.leadingProduInfluen)] ?? ['未填写', 0];
  const digitalOf = digital[text(a.digitalize)] ?? ['未填写', 0];
  const quality = chosen(a.qualityAssurance);
  const ip1 = num(a.intellectualPropertyNumber1);
  const ip2 = num(a.intellectualPropertyNumber2);
  const ratio = num(a.confirmationRatio);
  const provincial = Math.min(Math.max(num(a.provincialScore), 0), 100);
  const financed = num(a.financingRound) >= 1 || num(a.financingAmount) >= 1000;
  const rows: ScoredIndicator[] = [
    row(pro, '主导产品', text(a.leadingProducts) || '未填写', text(a.leadingProducts) ? 5 : 0, 5),
    row(pro, '处于产业链关键环节', yesNo(a.keyLink), yes(a.keyLink) ? 10 : 0, 10),
    row(pro, '主导产品影响力', influenceOf[0], influenceOf[1], 10),
    row(fine, '质量管理体系认证', quality.length ? quality.map((q) => qualityNames[q] ?? q).join('、') : '无', [0, 4, 8, 10][Math.min(quality.length, 3)], 10),
    row(fine, '数字化水平', digitalOf[0], digitalOf[1], 10),
    row(fine, '股权确权比例不低于80%', text(a.confirmationRatio) ? `${ratio}%` : '未填写', ratio >= 80 ? 5 : 0, 5),
    row(feature, '属于地方特色产业', yesNo(a.localCharacteristic), yes(a.localCharacteristic) ? 5 : 0, 5),
    row(feature, '地方特色指标得分', text(a.provincialScore) ? `${provincial}分` : '未填写', Math.floor(provincial / 10), 10),
    row(innovate, 'I类知识产权', `${ip1}件`, ip1 * 5, 15),
    row(innovate, 'II类知识产权', `${ip2}件`, ip2, 5),
    row(innovate, '拥有境外同族专利', yesNo(a.isOverseasCognate), yes(a.isOverseasCognate) ? 5 : 0, 5),
    row(innovate, '获得省级及以上科技奖励', yesNo(a.isTechnologyAward), yes(a.isTechnologyAward) ? 5 : 0, 5),
    row(innovate, '获得股权融资', financed ? `${text(a.financingRound) || '--'}轮，${num(a.financingAmount)}万元` : '无', financed ? 5 : 0, 5),
  ];
  const thresholds: Condition[] = [
    { name: '无不良信用记录', detail: text(a.corporateCredit) === '5' ? '无不良记录' : text(a.corporateCredit) ? '有不良记录' : '未填写', satisfied: text(a.corporateCredit) === '5' },
    { name: '符合专精特新企业条件', detail: yesNo(a.conformsCompany), satisfied: yes(a.conformsCompany) },
    { name: '不属于限制类、淘汰类产业', detail: yesNo(a.prohielimin), satisfied: text(a.prohielimin) === '0' },
  ];
  const certificates = Array.isArray(a.certificates) ? a.certificates.map(text) : [];
  const directPass: Condition[] = [
    { name: '获得省级及以上科技奖励', detail: yesNo(a.isTechnologyAward), satisfied: yes(a.isTechnologyAward) },
    { name: '获得“创客中国”大赛奖项', detail: yesNo(a.cnmaker), satisfied: yes(a.cnmaker) },
    { name: '已获专精特新中小企业证书', detail: certificates.includes('2') ? '是' : '否', satisfied: certificates.includes('2') },
  ];
  return {
    rows,
    total: rows.reduce((sum, r) => sum + r.score, 0),
    thresholds,
    directPass,
    passesThresholds: thresholds.every((c) => c.satisfied),
    passesDirectly: directPass.some((c) => c.satisfied),
  };
}
