// What the two kinds of table (cells edited in place, rows edited in a dialog) read alike from
// their field props: the row schema, the row limits, the rows, their errors and duplicates.
import { getUiOptions, type ErrorSchema, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useT } from '@/lib/i18n';
import { duplicateRows } from '../form-validator';

export type RowData = Record<string, unknown>;

const noRows: string[] = [];
const noRowData: RowData[] = [];
const noGroups: number[][] = [];

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
  // the rows as last written, so that two edits before the next render both count, and so that a
  // render of the table's own (a scroll, a dialog) shows a cell's change the field did not render
  // the table for (a kept input's echo, kept-value.ts); new rows handed in replace them
  const given = Array.isArray(formData) ? (formData as RowData[]) : noRowData;
  const latest = useRef(given);
  const seen = useRef(formData);
  if (seen.current !== formData) {
    seen.current = formData;
    latest.current = given;
  }
  const rows = latest.current;

  // a table starts with its minimum of rows, each with its columns' defaults (票面金额 100):
  // padded once, when it first appears
  const padded = useRef(false);
  const defaultsKey = JSON.stringify(options.rowDefaults ?? {});
  useEffect(() => {
    if (padded.current) return;
    padded.current = true;
    if (editable && latest.current.length < minRows) {
      const fresh = () => ({ ...(JSON.parse(defaultsKey) as RowData) });
      onChange([...latest.current, ...Array.from({ length: minRows - latest.current.length }, fresh)]);
    }
  }, [editable, minRows, onChange, defaultsKey]);

  // rjsf hands fields a fresh error object every render: one object per content keeps cells memoised
  const errorsKey = JSON.stringify(errorSchema ?? {});
  const rowErrors = useMemo(() => JSON.parse(errorsKey) as Record<number, Record<string, ErrorSchema>>, [errorsKey]);
  // rjsf hands a field its own errors as rawErrors (its errorSchema holds only the rows')
  const tableErrors = (props.rawErrors ?? (errorSchema as ErrorSchema | undefined)?.__errors ?? noRows) as string[];
  // one array per content, so that the notes under the table do not render again on a keystroke
  const found = uniqueBy && uniqueBy.length ? duplicateRows(rows, uniqueBy) : noGroups;
  const lastDuplicates = useRef(found);
  if (JSON.stringify(lastDuplicates.current) !== JSON.stringify(found)) lastDuplicates.current = found;
  const duplicates = lastDuplicates.current;

  return { options, rowDefaults: rowDefaultsOf(options), rowSchema, itemsUi, minRows, maxRows, fixed, editable, rows, latest, rowErrors, tableErrors, uniqueBy, duplicates };
}

/** Above a table: its title (marked when required) and, where rows may be added, 新增一行. */
export const TableHead = memo(function TableHead({ title, required, onAdd }: { title: string; required: boolean; onAdd?: () => void }) {
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
});

const noInvalidRows: number[] = [];

/** How many rows with errors a large table names under it. */
const namedInvalidRows = 20;

interface TableNotesProps {
  duplicates: number[][];
  tableErrors: string[];
  /** A large table's rows (0-based) with errors: named under it, a click brings one into view. */
  invalidRows?: number[];
  onReveal?: (row: number) => void;
}

/**
 * Under a table: the groups of rows that repeat one another, else the table's own first error;
 * and a large table's rows with errors, which may be out of its viewport.
 */
export const TableNotes = memo(function TableNotes({ duplicates, tableErrors, invalidRows = noInvalidRows, onReveal }: TableNotesProps) {
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
      {invalidRows.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="form-table-invalid-rows"
          data-testid="table-invalid-rows"
          message={
            <>
              {t('form.table.invalidRows', { n: invalidRows.length })}
              {invalidRows.slice(0, namedInvalidRows).map((row) => (
                <Button key={row} type="link" size="small" onClick={() => onReveal?.(row)}>
                  {t('form.table.rowNumber', { n: row + 1 })}
                </Button>
              ))}
              {invalidRows.length > namedInvalidRows && '…'}
            </>
          }
        />
      )}
    </>
  );
});

/** A new row's values: the columns' defaults the compiled form names (`ui:options.rowDefaults`). */
export function rowDefaultsOf(options: Record<string, unknown>): Record<string, unknown> {
  const defaults = options.rowDefaults;
  return defaults && typeof defaults === 'object' ? (defaults as Record<string, unknown>) : {};
}

/** A row with `col` set to `value`, and the columns its change resets (`ui:options.resets`) emptied. */
export function withCell(row: RowData | undefined, col: string, value: unknown, itemsUi: Record<string, unknown>): RowData {
  const options = ((itemsUi[col] as Record<string, unknown> | undefined)?.['ui:options'] ?? {}) as { resets?: unknown };
  const next: RowData = { ...row, [col]: value };
  if (Array.isArray(options.resets) && row?.[col] !== value) for (const other of options.resets as string[]) delete next[other];
  return next;
}
