// The financial tables' sums (forms/tests/finance-warnings.json), checked against the browser's
// rules; the server runs the same file (engine/src/form/finance/check.rs, `vectors`). The spec is
// the server's compiled one (forms/tests/golden/compiled.json, annual_financials).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CompiledForm } from '../types';
import { cellError, emptyFinanceValue, financeColumns, financeErrors, financeSpecOf, financeWarnings, normaliseCell, type FinanceRow, type FinanceSpec } from './finance-table';

interface Vector {
  name: string;
  years: [string, string];
  cells: Record<string, string>;
  warnings: string[];
}

const here = dirname(fileURLToPath(import.meta.url));
const forms = resolve(here, '../../../../forms');
const vectors = (JSON.parse(readFileSync(resolve(forms, 'tests/finance-warnings.json'), 'utf8')) as { vectors: Vector[] }).vectors;
const compiled = JSON.parse(readFileSync(resolve(forms, 'tests/golden/compiled.json'), 'utf8')) as Record<string, CompiledForm>;
const annualSpec = financeSpecOf(compiled['annual_financials/apply'].schema.properties?.listedFinancials) as FinanceSpec;

function valueWith(years: [string, string], cells: Record<string, string>) {
  const value = emptyFinanceValue(annualSpec);
  value.lastYearSpecificYear = years[0];
  value.theYearBeforeLastSpecificYear = years[1];
  for (const table of annualSpec.tables) {
    for (const row of value[table.key] as FinanceRow[]) {
      for (const { cell } of financeColumns) {
        const name = cell === 'topYear' ? row.topYearBackEndName : row.topTowYearBackEndName;
        if (name && name in cells) row[cell] = cells[name];
      }
    }
  }
  return value;
}

describe('the financial tables', () => {
  it('carry every item of 02 §3 in the compiled spec', () => {
    expect(annualSpec.tables.map((t) => [t.key, t.rows.length])).toEqual([
      ['financeTable1', 4],
      ['financeTable2', 18],
      ['financeTable3', 8],
      ['financeTable4', 4],
    ]);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('warn as the server does: %s', (_name, vector) => {
    expect(financeWarnings(annualSpec, valueWith(vector.years, vector.cells))).toEqual(vector.warnings);
  });

  // spec: 02§5.6
  it('write zero forms 0 and leave the rest as typed (trimmed)', () => {
    for (const zero of ['0', '-0', '0.00', '000', '-0.000000', ' 0.0 ']) expect(normaliseCell(zero), zero).toBe('0');
    for (const other of ['0.01', '10', '-', '.0', '0.', 'abc', '0.0.0', '']) expect(normaliseCell(other), other).toBe(other.trim());
  });

  // spec: 02§5.8
  it('name the item and the year of a required cell, and refuse a minus where the item may not be negative', () => {
    const cash = annualSpec.tables[1].rows[0];
    expect(cellError({ ...cash, required: [true, false] }, 0, '')).toEqual({ rule: 'required', message: '货币资金上年度项为必填' });
    expect(cellError(cash, 1, '-5')).toEqual({ rule: 'format', message: '货币资金不能为负数' });
    expect(cellError(cash, 1, '-0')).toBeNull();
    const profit = annualSpec.tables[2].rows[7];
    expect(cellError(profit, 0, '-5.123456')).toBeNull();
    expect(financeErrors(annualSpec, valueWith(['2025', '2024'], {})).map((e) => e.message)).toContain('资产总计上年度项为必填');
  });
});
