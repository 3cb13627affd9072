import type { FieldProps } from '@rjsf/utils';
import { Alert, Input, Space, Table, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useT } from '@/lib/i18n';
import { serverToday } from '@/lib/server-clock';
import { domIdOf } from '../form-model';
import {
  cellMaxLength,
  emptyFinanceValue,
  financeColumns,
  financeSpecOf,
  financeWarnings,
  normaliseCell,
  type FinanceRow,
  type FinanceSpec,
  type FinanceSpecRow,
  type FinanceValue,
} from '../validators/finance-table';

/** 02 §9: the financial tables are at most 620 px high. */
const maxHeight = 620;

/** The year labels shown when the data has none: the server's last year and the year before. */
export function defaultYears(today: string = serverToday()): [string, string] {
  const year = Number(today.slice(0, 4));
  return [String(year - 1), String(year - 2)];
}

/** The value with the spec's rows wherever the data has none (an old or empty application). */
function filled(spec: FinanceSpec, value: unknown): FinanceValue {
  const empty = emptyFinanceValue(spec);
  const own = (value && typeof value === 'object' ? value : {}) as FinanceValue;
  const out: FinanceValue = { ...empty, ...own };
  for (const table of spec.tables) if (!Array.isArray(own[table.key]) || (own[table.key] as unknown[]).length === 0) out[table.key] = empty[table.key];
  return out;
}

type CellErrors = Record<string, Record<string, Record<string, { __errors?: string[] }>>>;

/**
 * `financeTable`: the listed company's four tables (其他数据, 资产负债表, 利润表, 现金流量表), two
 * year columns labelled by `lastYearSpecificYear` / `theYearBeforeLastSpecificYear` (the server's
 * last year and the year before when empty), amounts in 万元. A cell takes at most 18 characters
 * (a headcount 9), trimmed and cut as typed, a zero form written 0 on blur; disabled cells per
 * the definition. Read-only (a handled task, a reviewing node, a detail page) it is text, the
 * year labels too. The sums that do not hold are listed under the tables: the server asks the
 * applicant to confirm them at submit.
 */
export function FinanceTableField({ idSchema, schema, formData, onChange, readonly, disabled, errorSchema, uiSchema }: FieldProps) {
  const t = useT();
  const spec = useMemo<FinanceSpec>(() => financeSpecOf(schema) ?? { tables: [] }, [schema]);
  const value = useMemo(() => filled(spec, formData), [spec, formData]);
  const locked = Boolean(readonly || disabled);
  const [lastDefault, beforeDefault] = defaultYears();
  const missingYears = !value.lastYearSpecificYear && !value.theYearBeforeLastSpecificYear;

  // an editable table without year labels takes the server's last year and the year before
  useEffect(() => {
    if (!locked && missingYears) onChange({ ...value, lastYearSpecificYear: lastDefault, theYearBeforeLastSpecificYear: beforeDefault });
  }, [locked, missingYears, onChange, value, lastDefault, beforeDefault]);

  const years = [value.lastYearSpecificYear || lastDefault, value.theYearBeforeLastSpecificYear || beforeDefault];
  const warnings = financeWarnings(spec, value);
  const errors = (errorSchema ?? {}) as unknown as CellErrors;
  const options = (uiSchema?.['ui:options'] ?? {}) as { label?: string };

  const setCell = (table: string, index: number, cell: string, text: string) => {
    const rows = (value[table] as FinanceRow[]).map((r, i) => (i === index ? { ...r, [cell]: text } : r));
    onChange({ ...value, [table]: rows });
  };
  const setYear = (key: string, text: string) => onChange({ ...value, [key]: text.replace(/\D/g, '').slice(0, 4) });

  const field = idSchema.$id.replace(/^root_/, '');
  const yearTitle = (column: number) => <span data-testid={`finance-year-${column}`}>{t('form.finance.year', { year: years[column] })}</span>;
  const yearInputs = (
    <Space size={16} wrap data-testid="finance-years">
      {financeColumns.map(({ yearKey }, column) => (
        <Space key={yearKey} size={4}>
          <span>{t(column === 0 ? 'form.finance.lastYear' : 'form.finance.yearBeforeLast')}</span>
          <Input
            id={domIdOf(`${field}/${yearKey}`)}
            aria-label={t(column === 0 ? 'form.finance.lastYear' : 'form.finance.yearBeforeLast')}
            data-testid={`finance-year-input-${column}`}
            value={String(value[yearKey] ?? '')}
            maxLength={4}
            style={{ width: 72 }}
            onChange={(e) => setYear(yearKey, e.target.value)}
          />
        </Space>
      ))}
    </Space>
  );

  const cell = (tableKey: string, index: number, row: FinanceSpecRow, column: number) => {
    const key = financeColumns[column].cell;
    const text = String((value[tableKey] as FinanceRow[])[index]?.[key] ?? '');
    const path = `${field}/${tableKey}/${index}/${key}`;
    const messages = errors[tableKey]?.[index]?.[key]?.__errors ?? [];
    if (locked) return <span id={domIdOf(path)}>{text}</span>;
    const max = cellMaxLength(row.kind);
    return (
      <div>
        <Input
          id={domIdOf(path)}
          size="small"
          value={text}
          disabled={row.disabled[column]}
          maxLength={max}
          status={messages.length ? 'error' : undefined}
          aria-label={`${row.finProject}${financeColumns[column].label}`}
          onChange={(e) => setCell(tableKey, index, key, e.target.value.trim().slice(0, max))}
          onBlur={(e) => {
            const normalised = normaliseCell(e.target.value).slice(0, max);
            if (normalised !== text) setCell(tableKey, index, key, normalised);
          }}
        />
        {messages.map((m) => (
          <Typography.Text key={m} type="danger" style={{ fontSize: 12 }}>
            {m}
          </Typography.Text>
        ))}
      </div>
    );
  };

  const ownErrors = Object.values(errors)
    .map((e) => (e as { __errors?: string[] }).__errors ?? [])
    .flat();

  return (
    <div id={idSchema.$id} className="finance-table-field" data-testid="finance-table">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text strong>{options.label}</Typography.Text>
        <Typography.Text type="secondary" data-testid="finance-unit">
          {t('form.finance.unit')}
        </Typography.Text>
      </Space>
      {!locked && yearInputs}
      {ownErrors.map((m) => (
        <Alert key={m} type="error" showIcon message={m} />
      ))}
      <div style={{ maxHeight, overflow: 'auto' }}>
        {spec.tables.map((table) => (
          <Table
            key={table.key}
            size="small"
            bordered
            pagination={false}
            title={() => <Typography.Text strong>{table.title}</Typography.Text>}
            rowKey={(r) => r.topYearBackEndName}
            dataSource={table.rows}
            columns={[
              { key: 'item', title: t('form.finance.item'), dataIndex: 'finProject', width: '40%', render: (name: string, row) => (row.required.some(Boolean) && !locked ? <span className="finance-required">{name}</span> : name) },
              { key: 'y0', title: yearTitle(0), render: (_: unknown, row, index) => cell(table.key, index, row, 0) },
              { key: 'y1', title: yearTitle(1), render: (_: unknown, row, index) => cell(table.key, index, row, 1) },
            ]}
          />
        ))}
      </div>
      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="finance-warnings"
          message={t('form.finance.warnings')}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}
