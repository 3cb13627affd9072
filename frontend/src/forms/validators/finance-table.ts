// The listed company's three-year financial tables (02 §3 "Financial data", §5 "Financial table
// (listed)"): the cell rules and the sums a reader expects to hold, read from the item's compiled
// `x-financeTable` spec. The server's engine/src/form/finance/check.rs is the same: both are held
// to the golden submissions (forms/tests/golden/annual_financials.json) and to the shared
// warning vectors (forms/tests/finance-warnings.json).
import { checkFinancialCell, checkHeadcount } from './financial';

export type CellKind = 'headcount' | 'signed' | 'unsigned';

export interface FinanceSpecRow {
  finProject: string;
  topYearBackEndName: string;
  topTowYearBackEndName: string;
  kind: CellKind;
  /** Per year column (上年度, 上上年度). */
  required: [boolean, boolean];
  disabled: [boolean, boolean];
}

export interface FinanceSpecTable {
  key: string;
  title: string;
  rows: FinanceSpecRow[];
}

export interface FinanceSpec {
  tables: FinanceSpecTable[];
}

export interface FinanceRow {
  finProject?: string;
  topYear?: string | null;
  topTowYear?: string | null;
  topYearBackEndName?: string;
  topTowYearBackEndName?: string;
}

export type FinanceValue = Record<string, unknown> & {
  lastYearSpecificYear?: string | null;
  theYearBeforeLastSpecificYear?: string | null;
};

/** The two year columns: the cell's key, the backend name's prefix, the column's label. */
export const financeColumns = [
  { cell: 'topYear', prefix: 'lastYear', label: '上年度', yearKey: 'lastYearSpecificYear' },
  { cell: 'topTowYear', prefix: 'theYearBeforeLast', label: '上上年度', yearKey: 'theYearBeforeLastSpecificYear' },
] as const;

export const DISABLED = '此项不可填写';
export const ROWS = '财务数据的项目与表格定义不符，请刷新后重新填写';
export const negativeMessage = (item: string) => `${item}不能为负数`;
export const requiredMessage = (item: string, column: number) => `${item}${financeColumns[column].label}项为必填`;

/** The most characters a cell takes (02 §5, §9): 18, a headcount 9. */
export const cellMaxLength = (kind: CellKind) => (kind === 'headcount' ? 9 : 18);

export interface CellError {
  /** Under the item: `financeTable2/4/topYear`. */
  path: string;
  rule: string;
  message: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** A cell's text as left on blur: trimmed, a zero form (`0.00`, `-0`, `000`) written `0`. */
export function normaliseCell(raw: string): string {
  const s = raw.trim();
  const digits = s.startsWith('-') ? s.slice(1) : s;
  const zero =
    digits.includes('0') && /^[0.]+$/.test(digits) && (digits.match(/\./g) ?? []).length <= 1 && !digits.startsWith('.') && !digits.endsWith('.');
  return zero ? '0' : s;
}

/** The rule a cell breaks: disabled, required, then its number rules. */
export function cellError(row: FinanceSpecRow, column: number, value: string): { rule: string; message: string } | null {
  if (value === '') return row.required[column] && !row.disabled[column] ? { rule: 'required', message: requiredMessage(row.finProject, column) } : null;
  if (row.disabled[column]) return { rule: 'disabled', message: DISABLED };
  const checked = row.kind === 'headcount' ? checkHeadcount(value) : checkFinancialCell(value);
  if (checked) return { rule: 'format', message: checked };
  if (row.kind === 'unsigned' && value.startsWith('-') && normaliseCell(value) !== '0') return { rule: 'format', message: negativeMessage(row.finProject) };
  return null;
}

/** Every broken rule of an item's value (absent is empty). */
export function financeErrors(spec: FinanceSpec, value: unknown): CellError[] {
  const errors: CellError[] = [];
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  for (const table of spec.tables) {
    const rows = Array.isArray(v[table.key]) ? (v[table.key] as FinanceRow[]) : undefined;
    const fits =
      !rows ||
      rows.length === 0 ||
      (rows.length === table.rows.length &&
        rows.every((r, i) => text(r?.topYearBackEndName) === table.rows[i].topYearBackEndName && text(r?.topTowYearBackEndName) === table.rows[i].topTowYearBackEndName));
    if (!fits) {
      errors.push({ path: table.key, rule: 'x-financeTable', message: ROWS });
      continue;
    }
    table.rows.forEach((row, index) => {
      financeColumns.forEach(({ cell }, column) => {
        const found = cellError(row, column, text((rows?.[index] as Record<string, unknown> | undefined)?.[cell]));
        if (found) errors.push({ path: `${table.key}/${index}/${cell}`, ...found });
      });
    });
  }
  return errors;
}

const M = 1_000_000n;

/** A number cell as millionths; null when empty or not a number of up to six decimals. */
function amount(s: string): bigint | null {
  const m = /^(-?)([0-9]{1,18})(?:\.([0-9]{0,6}))?$/.exec(s);
  if (!m) return null;
  const n = BigInt(m[2]) * M + BigInt((m[3] ?? '').padEnd(6, '0'));
  return m[1] ? -n : n;
}

/** Millionths as the shortest decimal. */
function written(n: bigint): string {
  const sign = n < 0n ? '-' : '';
  const a = n < 0n ? -n : n;
  const frac = (a % M).toString().padStart(6, '0').replace(/0+$/, '');
  return `${sign}${a / M}${frac ? `.${frac}` : ''}`;
}

/**
 * The sums of the balance sheet per year column: 资产总计 = 负债合计 + 所有者权益合计; 流动资产合计 ≥
 * 货币资金 + 应收账款 + 存货 + 其他应收款; 负债合计 ≥ 流动负债合计. Only where the cells hold numbers.
 */
export function financeWarnings(spec: FinanceSpec, value: unknown): string[] {
  const out: string[] = [];
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  financeColumns.forEach(({ cell, prefix, label, yearKey }, column) => {
    const cellOf = (stem: string): bigint | null => {
      const name = `${prefix}${stem}`;
      for (const table of spec.tables) {
        const index = table.rows.findIndex((r) => (column === 0 ? r.topYearBackEndName : r.topTowYearBackEndName) === name);
        if (index < 0) continue;
        const rows = v[table.key];
        if (!Array.isArray(rows)) return null;
        return amount(text((rows[index] as Record<string, unknown> | undefined)?.[cell]));
      }
      return null;
    };
    const yearText = text(v[yearKey]);
    const year = yearText ? `${yearText}年` : label;
    const [assets, liabilities, equity] = [cellOf('TotalAssets'), cellOf('TotalLiabilities'), cellOf('OwnerEquity')];
    if (assets !== null && liabilities !== null && equity !== null && assets !== liabilities + equity) {
      out.push(`${year}资产总计（${written(assets)}）不等于负债合计（${written(liabilities)}）与所有者权益合计（${written(equity)}）之和（${written(liabilities + equity)}）`);
    }
    const parts = ['Cash', 'Receivables', 'Inventory', 'OtherReceivables'].map(cellOf).filter((p): p is bigint => p !== null);
    const current = cellOf('TotalCurrentAssets');
    if (current !== null && parts.length > 0) {
      const sum = parts.reduce((a, b) => a + b, 0n);
      if (current < sum) out.push(`${year}流动资产合计（${written(current)}）小于货币资金、应收账款、存货、其他应收款之和（${written(sum)}）`);
    }
    const currentLiabilities = cellOf('TotalCurrentLiabilities');
    if (liabilities !== null && currentLiabilities !== null && liabilities < currentLiabilities) {
      out.push(`${year}负债合计（${written(liabilities)}）小于流动负债合计（${written(currentLiabilities)}）`);
    }
  });
  return out;
}

/** The spec of a field's schema, if it is a financial table. */
export function financeSpecOf(schema: unknown): FinanceSpec | undefined {
  const spec = (schema as Record<string, unknown> | undefined)?.['x-financeTable'];
  return spec && typeof spec === 'object' ? (spec as FinanceSpec) : undefined;
}

/** An empty value: every row of every table, cells empty. */
export function emptyFinanceValue(spec: FinanceSpec): FinanceValue {
  const value: FinanceValue = { lastYearSpecificYear: '', theYearBeforeLastSpecificYear: '' };
  for (const table of spec.tables) {
    value[table.key] = table.rows.map((r) => ({
      finProject: r.finProject,
      topYear: '',
      topTowYear: '',
      topYearBackEndName: r.topYearBackEndName,
      topTowYearBackEndName: r.topTowYearBackEndName,
    }));
  }
  return value;
}
