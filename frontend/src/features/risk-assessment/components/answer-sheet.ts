/** One answered question of a risk assessment. */
export interface AnsweredQuestion {
  prop: string;
  title: string;
  answer: string;
  score: number | string | null;
}

/** What `ruleFormTotalData` holds: the answers, the total, the level and the assessment type. */
export interface AnswerSheet {
  questions: AnsweredQuestion[];
  score: number | string | null;
  level: string | null;
  typeName: string | null;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const scoreOf = (value: unknown): number | string | null => (typeof value === 'number' || typeof value === 'string' ? value : null);

/** Reads `ruleFormTotalData` (JSON text, or already an object); null when it is missing or not readable. */
export function parseAnswerSheet(raw: unknown): AnswerSheet | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return null;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const sheet = value as Record<string, unknown>;
  const questions = Array.isArray(sheet.questions) ? sheet.questions : [];
  return {
    questions: questions
      .filter((q): q is Record<string, unknown> => Boolean(q) && typeof q === 'object')
      .map((q, i) => ({ prop: text(q.prop) || String(i), title: text(q.title), answer: text(q.answer), score: scoreOf(q.score) })),
    score: scoreOf(sheet.score),
    level: sheet.level == null ? null : text(sheet.level),
    typeName: sheet.typeName == null ? null : text(sheet.typeName),
  };
}
