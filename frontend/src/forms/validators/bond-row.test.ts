// The bond row's save checks (03 §5) on the vectors the server runs too (engine/tests/bond_rows.rs).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bondErrors, bondRowErrors } from './bond-row';

interface Case {
  name: string;
  row: Record<string, unknown>;
  errors: [string, string][];
}

const here = dirname(fileURLToPath(import.meta.url));
const cases = (JSON.parse(readFileSync(resolve(here, '../../../../forms/tests/bond-rows.json'), 'utf8')) as { cases: Case[] }).cases;

describe('the bond save checks', () => {
  it('hold at least twenty vectors', () => expect(cases.length).toBeGreaterThanOrEqual(20));
  for (const c of cases) {
    // spec: 03§5.15 03§5.22 03§5.23 03§5.24 03§5.25 03§5.26 03§5.27 03§5.28 03§5.29 03§5.30 03§5.31
    it(c.name, () => expect(bondRowErrors(c.row)).toEqual(c.errors));
  }
  it('place each row’s errors under its index', () => {
    const broken = cases.find((c) => c.name === 'maturity before interest start')!;
    const fine = cases.find((c) => c.name === 'a complete bond')!;
    expect(bondErrors([fine.row, broken.row])).toEqual([{ path: '1/rateEndDate', message: '到期日不能早于起息日' }]);
  });
});
