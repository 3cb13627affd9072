// The scoring table of the specialised-and-innovative assessment (03 §2 "Scoring table", §9):
// a satisfied second-level indicator scores its points, an unsatisfied one nothing, and the total
// is their sum, read from the item's compiled `x-scoringTable` spec. The server's
// engine/src/form/scoring.rs is the same and refuses a score or total that disagrees; both are
// held to the golden submissions (forms/tests/golden/specialised_new.json). Integers only.

export interface ScoringIndicator {
  code: string;
  name: string;
  detail?: string;
  points: number;
}

export interface ScoringGroup {
  name: string;
  points: number;
  indicators: ScoringIndicator[];
}

export interface ScoringSpec {
  threshold?: string[];
  directPass?: string[];
  groups: ScoringGroup[];
}

export interface ScoringRow {
  code: string;
  satisfied: '0' | '1';
  score: number;
}

export interface ScoringValue {
  rows: ScoringRow[];
  totalScore: number;
}

/** The spec of a compiled scoring table's schema, if it is one. */
export function scoringSpecOf(schema: unknown): ScoringSpec | undefined {
  const spec = (schema as Record<string, unknown> | undefined)?.['x-scoringTable'];
  return spec && typeof spec === 'object' ? (spec as ScoringSpec) : undefined;
}

function pointsOf(spec: ScoringSpec, code: string): number | undefined {
  for (const group of spec.groups) for (const i of group.indicators) if (i.code === code) return i.points;
  return undefined;
}

/** The full marks: the sum of the first-level indicators' points. */
export function fullMarks(spec: ScoringSpec): number {
  return spec.groups.reduce((sum, g) => sum + g.points, 0);
}

/** Whether the value says the indicator is satisfied. */
export function isSatisfied(value: unknown, code: string): boolean {
  const rows = (value as Partial<ScoringValue> | undefined)?.rows;
  return Array.isArray(rows) && rows.some((r) => r?.code === code && r.satisfied === '1');
}

/** The value for the satisfied codes: every indicator in order with its score, and the total. */
export function scoreOf(spec: ScoringSpec, satisfied: Set<string>): ScoringValue {
  const rows = spec.groups.flatMap((g) =>
    g.indicators.map((i): ScoringRow => ({ code: i.code, satisfied: satisfied.has(i.code) ? '1' : '0', score: satisfied.has(i.code) ? i.points : 0 })),
  );
  return { rows, totalScore: rows.reduce((sum, r) => sum + r.score, 0) };
}

export interface ScoringError {
  path: string;
  message: string;
}

/** Every score that is not the one the spec gives, and a repeated indicator (engine form::scoring::errors). */
export function scoringErrors(spec: ScoringSpec, value: unknown): ScoringError[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const own = value as Partial<ScoringValue>;
  const rows = Array.isArray(own.rows) ? own.rows : [];
  const errors: ScoringError[] = [];
  const seen = new Set<string>();
  let total = 0;
  rows.forEach((row, i) => {
    const points = typeof row?.code === 'string' ? pointsOf(spec, row.code) : undefined;
    if (points === undefined) return;
    if (seen.has(row.code)) errors.push({ path: `rows/${i}/code`, message: '评分指标重复' });
    seen.add(row.code);
    const expected = row.satisfied === '1' ? points : 0;
    total += expected;
    if (Number.isInteger(row.score) && row.score >= 0 && row.score !== expected) {
      errors.push({ path: `rows/${i}/score`, message: `得分与评分规则不符，应为${expected}分` });
    }
  });
  if (Number.isInteger(own.totalScore) && (own.totalScore as number) >= 0 && own.totalScore !== total) {
    errors.push({ path: 'totalScore', message: `总得分与评分规则不符，应为${total}分` });
  }
  return errors;
}
