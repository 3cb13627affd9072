// What the two kinds of table (cells edited in place, rows edited in a dialog) read alike from
// their field props: the row schema, the row limits, the rows, their errors and duplicates.
import { getUiOptions, type ErrorSchema, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useT } from '@/lib/i18n';
import { duplicateRows } from '../form-validator';

export type RowData = Record<string, unknown>;

export function useTableRows(props: FieldProps) {
  const { schema, uiSchema = {}, formData, errorSchema, onChange, readonly, disabled } = props;
  const options = getUiOptions(uiSchema) as Record<string, unknown>;
  const items = schema.items;
  const uiItems = uiSchema.items as UiSchema | undefined;
  const rowSchema = useMemo(() => (items && typeof items === 'object' && !Array.isArray(items) ? items : {}) as RJSFSchema, [items]);
  const itemsUi = useMemo(() => uiItems ?? {}, [uiItems]);
  const minRows = Number(options.minRows ?? schema.minItems ?? 0);
  const maxRows = options.maxRows ?? schema.maxItems;
  const fixed = Boolean(options.fixedRows);
  const uniqueBy = Array.isArray(options.uniqueBy) ? (options.uniqueBy as string[]) : ((schema as RowData)['x-uniqueBy'] as string[] | undefined);
  const editable = !readonly && !disabled;
  const rows = useMemo(() => (Array.isArray(formData) ? (formData as RowData[]) : []), [formData]);
  // the rows as last written, so that two edits before the next render both count
  const latest = useRef(rows);
  latest.current = rows;

  // a table starts with its minimum of rows: padded once, when it first appears
  const padded = useRef(false);
  useEffect(() => {
    if (padded.current) return;
    padded.current = true;
    if (editable && latest.current.length < minRows) {
      onChange([...latest.current, ...Array.from({ length: minRows - latest.current.length }, () => ({}))]);
    }
  }, [editable, minRows, onChange]);

  // rjsf hands fields a fresh error object every render: one object per content keeps cells memoised
  const errorsKey = JSON.stringify(errorSchema ?? {});
  const rowErrors = useMemo(() => JSON.parse(errorsKey) as Record<number, Record<string, ErrorSchema>>, [errorsKey]);
  const tableErrors = ((errorSchema as ErrorSchema | undefined)?.__errors ?? []) as string[];
  const duplicates = uniqueBy && uniqueBy.length ? duplicateRows(rows, uniqueBy) : [];

  return { options, rowSchema, itemsUi, minRows, maxRows, fixed, editable, rows, latest, rowErrors, tableErrors, duplicates };
}

/** Above a table: its title (marked when required) and, where rows may be added, 新增一行. */
export function TableHead({ title, required, onAdd }: { title: string; required: boolean; onAdd?: () => void }) {
  const t = useT();
  return (
    <div className="form-table-head">
      <span className={required ? 'form-table-title form-table-required' : 'form-table-title'}>{title}</span>
      {onAdd && (
        <Button size="small" icon={<PlusOutlined />} onClick={onAdd}>
          {t('form.table.add')}
        </Button>
      )}
    </div>
  );
}

/** Under a table: the groups of rows that repeat one another, else the table's own first error. */
export function TableNotes({ duplicates, tableErrors }: { duplicates: number[][]; tableErrors: string[] }) {
  const t = useT();
  return (
    <>
      {duplicates.map((group) => (
        <Alert key={group.join(',')} type="error" showIcon className="form-table-duplicates" message={t('form.table.duplicateRows', { rows: group.join('、') })} />
      ))}
      {tableErrors.length > 0 && !duplicates.length && (
        <div className="form-widget-error" role="alert">
          {tableErrors[0]}
        </div>
      )}
    </>
  );
}
