// The shared validator vectors (forms/tests/validator-vectors.json), checked against the browser's
// validators. The server's validators run the same file (engine/tests/validator_vectors.rs).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { capitalAmount, formatValidator, knownFormat, periodRate, thousands } from './registry';

interface ValidatorCase {
  validator: string;
  options?: { int?: number; dec?: number; today?: string; required?: boolean };
  input: unknown;
  ok: boolean;
  message?: string;
}
interface KnownFormatCase {
  knownFormat: string;
  known: boolean;
}
interface HelperCase {
  helper: 'thousands' | 'capitalAmount' | 'periodRate';
  input: string | { this: string; last: string };
  output?: string | null;
  error?: string;
}
type Case = (ValidatorCase | KnownFormatCase | HelperCase) & { note?: string };

/** The date an idCard case means by today when it does not say. */
const DEFAULT_TODAY = '2024-06-15';

const here = dirname(fileURLToPath(import.meta.url));
const vectorsPath = resolve(here, '../../../../forms/tests/validator-vectors.json');
const cases = JSON.parse(readFileSync(vectorsPath, 'utf8')) as Case[];

function formatName(c: ValidatorCase): string {
  const { int, dec } = c.options ?? {};
  if (int !== undefined && dec !== undefined) return `${c.validator}:${int}:${dec}`;
  if (int !== undefined) return `${c.validator}:${int}`;
  return c.validator;
}

function label(c: Case, i: number): string {
  return `#${i} ${JSON.stringify(c)}`;
}

const validatorCases = cases.flatMap((c, i) => ('validator' in c ? [[label(c, i), c] as const] : []));
const knownCases = cases.flatMap((c, i) => ('knownFormat' in c ? [[label(c, i), c] as const] : []));
const helperCases = cases.flatMap((c, i) => ('helper' in c ? [[label(c, i), c] as const] : []));

describe('the shared validator vectors', () => {
  it('are all read: every case is a validator, knownFormat or helper case', () => {
    expect(cases.length).toBeGreaterThan(300);
    expect(validatorCases.length + knownCases.length + helperCases.length).toBe(cases.length);
  });

  // spec: 01§5.8 01§5.9 01§5.10 01§5.11 01§5.12 02§5.7
  it.each(validatorCases)('validator %s', (_, c) => {
    const check = formatValidator(formatName(c), { required: c.options?.required === true });
    expect(check).toBeDefined();
    const expected = c.ok ? { ok: true } : { ok: false, message: c.message };
    expect(check?.(c.input, c.options?.today ?? DEFAULT_TODAY)).toEqual(expected);
  });

  it.each(knownCases)('knownFormat %s', (_, c) => {
    expect(knownFormat(c.knownFormat)).toBe(c.known);
  });

  it.each(helperCases)('helper %s', (_, c) => {
    if (c.helper === 'thousands') {
      expect(thousands(c.input as string)).toBe(c.output ?? null);
    } else if (c.helper === 'capitalAmount') {
      const expected = c.error !== undefined ? { ok: false, message: c.error } : { ok: true, value: c.output };
      expect(capitalAmount(c.input as string)).toEqual(expected);
    } else {
      const { this: current, last } = c.input as { this: string; last: string };
      expect(periodRate(current, last)).toBe(c.output);
    }
  });
});
