import { Tag } from 'antd';
import { formatAmount } from '@/forms/amount-format';
import type { QueryColumn, QueryRow } from '../api/query-page';

/** A business's status as the lists colour it: running blue, approved green, rejected red. */
const statusColors: Record<string, string> = { running: 'processing', approved: 'success', rejected: 'error', withdrawn: 'default' };

/** A cell as its kind is read: a code by its label, share counts and amounts with thousands separators. */
export function cellText(column: QueryColumn, row: QueryRow): string {
  const value = column.kind === 'code' ? (row[`${column.prop}Label`] ?? row[column.prop]) : row[column.prop];
  if (value === null || value === undefined || value === '') return '-';
  if (column.kind === 'shares' && typeof value === 'number') return value.toLocaleString('en-US');
  if (column.kind === 'money') return formatAmount(String(value));
  return String(value);
}

export const alignOf = (column: QueryColumn) => (column.kind === 'shares' || column.kind === 'money' ? ('right' as const) : undefined);

/** A cell as the table draws it: a business's status as a coloured tag, anything else as its text. */
export function QueryCell({ column, row }: { column: QueryColumn; row: QueryRow }) {
  const text = cellText(column, row);
  const status = column.prop === 'status' && typeof row.status === 'string' ? statusColors[row.status] : undefined;
  if (!status) return <>{text}</>;
  return (
    <Tag color={status} data-testid={`status-${String(row.bizSn ?? '')}`}>
      {text}
    </Tag>
  );
}
