import { formatAmount } from '@/forms/amount-format';
import type { QueryColumn, QueryRow } from '../api/query-page';

/** A cell as its kind is read: a code by its label, share counts and amounts with thousands separators. */
export function cellText(column: QueryColumn, row: QueryRow): string {
  const value = column.kind === 'code' ? (row[`${column.prop}Label`] ?? row[column.prop]) : row[column.prop];
  if (value === null || value === undefined || value === '') return '-';
  if (column.kind === 'shares' && typeof value === 'number') return value.toLocaleString('en-US');
  if (column.kind === 'money') return formatAmount(String(value));
  return String(value);
}

export const alignOf = (column: QueryColumn) => (column.kind === 'shares' || column.kind === 'money' ? ('right' as const) : undefined);
