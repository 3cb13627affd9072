import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { getUiOptions, type ErrorSchema, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { Alert, App, Button } from 'antd';
import { memo, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { duplicateRows } from '../form-validator';
import { columnOrder } from './table-columns';
import { RowDialogTable } from './table-row-dialog';

type Row = Record<string, unknown>;
/** A table line: rows are keyed by position, so editing a cell never remounts its input. */
interface Line {
  key: number;
  row: Row;
}

interface Column {
  key: string;
  title: ReactNode;
  width?: number;
  render: (value: unknown, line: Line) => ReactNode;
}

/** One row; rendered again only when its own row object (or the columns) change. */
const TableRow = memo(function TableRow({ index, row, columns }: { index: number; row: Row; columns: Column[] }) {
  const line = { key: index, row };
  return (
    <tr>
      {columns.map((c) => (
        <td key={c.key}>{c.render(undefined, line)}</td>
      ))}
    </tr>
  );
});

interface TableCellProps {
  registry: FieldProps['registry'];
  schema: RJSFSchema;
  uiSchema: UiSchema;
  id: string;
  row: number;
  col: string;
  value: unknown;
  errorSchema: ErrorSchema | undefined;
  onCellChange: (row: number, col: string, value: unknown) => void;
  required: boolean;
  readonly: boolean;
  disabled: boolean;
}

/** One cell: the column's own widget through rjsf's SchemaField, rendered again only when its value or errors change. */
const TableCell = memo(function TableCell(props: TableCellProps) {
  const { registry, schema, uiSchema, id, row, col, value, errorSchema, onCellChange, required, readonly, disabled } = props;
  const idSchema = useMemo(() => ({ $id: id }) as FieldProps['idSchema'], [id]);
  const onChange = useCallback((next: unknown) => onCellChange(row, col, next), [onCellChange, row, col]);
  const SchemaField = registry.fields.SchemaField;
  return (
    <SchemaField
      name={col}
      schema={schema}
      uiSchema={uiSchema}
      idSchema={idSchema}
      formData={value}
      errorSchema={errorSchema}
      onChange={onChange}
      onBlur={noop}
      onFocus={noop}
      registry={registry}
      required={required}
      readonly={readonly}
      disabled={disabled}
    />
  );
});

const noop = () => undefined;

/**
 * `table`: an editable table of rows. Rows are added and removed (never below `minRows` or
 * above `maxRows`, not at all with `fixedRows`); cells are the columns' own widgets; rows that
 * repeat one another on the `uniqueBy` columns are reported with their numbers. With
 * `rowDialog` the table lists a summary of each row and edits a row in a dialog.
 */
export function TableField(props: FieldProps) {
  const rowDialog = Boolean((getUiOptions(props.uiSchema) as Record<string, unknown>).rowDialog);
  return rowDialog ? <RowDialogTable {...props} /> : <InlineTable {...props} />;
}

/** The table with every cell editable in place. */
function InlineTable(props: FieldProps) {
  const { schema, uiSchema = {}, formData, errorSchema, idSchema, onChange, registry, readonly, disabled } = props;
  const t = useT();
  const { message } = App.useApp();
  const options = getUiOptions(uiSchema) as Record<string, unknown>;
  const rowSchema = (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {}) as RJSFSchema;
  const itemsUi = (uiSchema.items ?? {}) as UiSchema;
  const columns = useMemo(() => columnOrder(rowSchema, itemsUi), [rowSchema, itemsUi]);
  const rowRequired = useMemo(() => (rowSchema.required ?? []) as string[], [rowSchema]);
  const minRows = Number(options.minRows ?? schema.minItems ?? 0);
  const maxRows = options.maxRows ?? schema.maxItems;
  const fixed = Boolean(options.fixedRows);
  const uniqueBy = Array.isArray(options.uniqueBy) ? (options.uniqueBy as string[]) : ((schema as Row)['x-uniqueBy'] as string[] | undefined);
  const editable = !readonly && !disabled;
  const rows = useMemo(() => (Array.isArray(formData) ? (formData as Row[]) : []), [formData]);
  const latest = useRef(rows);
  latest.current = rows;
  const id = idSchema.$id;

  useEffect(() => {
    if (editable && latest.current.length < minRows) {
      onChange([...latest.current, ...Array.from({ length: minRows - latest.current.length }, () => ({}))]);
    }
    // pad to the minimum once, on mount
  }, []);

  const setCell = useCallback(
    (row: number, col: string, value: unknown) => {
      const next = latest.current.slice();
      next[row] = { ...next[row], [col]: value };
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );

  const add = () => {
    if (typeof maxRows === 'number' && latest.current.length >= maxRows) {
      void message.warning(t('form.table.maxRows', { n: maxRows }));
      return;
    }
    onChange([...latest.current, {}]);
  };
  const remove = (index: number) => {
    if (latest.current.length <= Math.max(minRows, 0)) {
      void message.warning(t('form.table.minRows', { n: minRows }));
      return;
    }
    const next = latest.current.filter((_, i) => i !== index);
    onChange(next.length ? next : undefined);
  };

  const duplicates = uniqueBy && uniqueBy.length ? duplicateRows(rows, uniqueBy) : [];
  const tableErrors = ((errorSchema as ErrorSchema | undefined)?.__errors ?? []) as string[];
  // rjsf hands fields a fresh error object every render: keep the last one while its content holds
  const errorsKey = JSON.stringify(errorSchema ?? {});
  const cellErrors = useMemo(() => errorSchema as Record<number, Record<string, ErrorSchema>> | undefined, [errorsKey]);
  const removeRef = useRef(remove);
  removeRef.current = remove;

  // columns and their cells keep their identity while typing, so only the edited cell renders again
  const tableColumns = useMemo<Column[]>(
    () => [
      { title: t('form.table.index'), key: '#', width: 64, render: (_v: unknown, line: Line) => line.key + 1 },
      ...columns.map((col) => {
        const colSchema = (rowSchema.properties?.[col] ?? {}) as RJSFSchema;
        const colUi = (itemsUi[col] ?? {}) as UiSchema;
        const cellUi: UiSchema = { ...colUi, 'ui:options': { ...((colUi['ui:options'] as object) ?? {}), label: false, cell: true } };
        const required = rowRequired.includes(col);
        return {
          title: <span className={required && editable ? 'form-table-required' : undefined}>{String(colSchema.title ?? col)}</span>,
          key: col,
          render: (_v: unknown, { key: rowIndex, row }: Line) => (
            <TableCell
              registry={registry}
              schema={colSchema}
              uiSchema={cellUi}
              id={`${id}_${rowIndex}_${col}`}
              row={rowIndex}
              col={col}
              value={row?.[col]}
              errorSchema={cellErrors?.[rowIndex]?.[col]}
              onCellChange={setCell}
              required={required}
              readonly={!editable}
              disabled={Boolean(disabled)}
            />
          ),
        };
      }),
      ...(editable && !fixed
        ? [
            {
              title: t('form.table.action'),
              key: '$action',
              width: 80,
              render: (_v: unknown, { key: i }: Line) => (
                <Button type="link" danger size="small" icon={<DeleteOutlined />} onClick={() => removeRef.current(i)} aria-label={`${t('form.table.remove')} ${i + 1}`}>
                  {t('form.table.remove')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, columns, rowSchema, itemsUi, rowRequired, editable, fixed, registry, id, cellErrors, setCell, disabled],
  );

  return (
    <div id={id} className="form-table">
      <div className="form-table-head">
        <span className={props.required && editable ? 'form-table-title form-table-required' : 'form-table-title'}>{String(schema.title ?? props.name)}</span>
        {editable && !fixed && (
          <Button size="small" icon={<PlusOutlined />} onClick={add}>
            {t('form.table.add')}
          </Button>
        )}
      </div>
      <div className="form-table-scroll">
        <table className="form-table-grid">
          <thead>
            <tr>
              {tableColumns.map((c) => (
                <th key={c.key} style={c.width ? { width: c.width } : undefined}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={tableColumns.length} className="form-table-empty">
                  {t('form.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => <TableRow key={index} index={index} row={row} columns={tableColumns} />)
            )}
          </tbody>
        </table>
      </div>
      {duplicates.map((group) => (
        <Alert key={group.join(',')} type="error" showIcon className="form-table-duplicates" message={t('form.table.duplicateRows', { rows: group.join('、') })} />
      ))}
      {tableErrors.length > 0 && !duplicates.length && (
        <div className="form-widget-error" role="alert">
          {tableErrors[0]}
        </div>
      )}
    </div>
  );
}
