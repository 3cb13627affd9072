import { DeleteOutlined } from '@ant-design/icons';
import { getUiOptions, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { App, Button } from 'antd';
import { memo, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { ColumnSlot } from '../schema-slot';
import { columnOrder } from './table-columns';
import { RowDialogTable } from './table-row-dialog';
import { TableHead, TableNotes, useTableRows, type RowData as Row } from './table-rows';

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
  const { schema, idSchema, onChange, registry, disabled } = props;
  const t = useT();
  const { message } = App.useApp();
  const { rowSchema, itemsUi, minRows, maxRows, fixed, editable, rows, latest, rowErrors, tableErrors, duplicates } = useTableRows(props);
  const columns = useMemo(() => columnOrder(rowSchema, itemsUi), [rowSchema, itemsUi]);
  const rowRequired = useMemo(() => (rowSchema.required ?? []) as string[], [rowSchema]);
  const id = idSchema.$id;

  const setCell = useCallback(
    (col: string, value: unknown, row?: number) => {
      if (row === undefined) return;
      const next = latest.current.slice();
      next[row] = { ...next[row], [col]: value };
      latest.current = next;
      onChange(next);
    },
    [onChange, latest],
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
            <ColumnSlot
              registry={registry}
              schema={colSchema}
              uiSchema={cellUi}
              id={`${id}_${rowIndex}_${col}`}
              row={rowIndex}
              col={col}
              value={row?.[col]}
              errorSchema={rowErrors[rowIndex]?.[col]}
              onColumnChange={setCell}
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
    [t, columns, rowSchema, itemsUi, rowRequired, editable, fixed, registry, id, rowErrors, setCell, disabled],
  );

  return (
    <div id={id} className="form-table">
      <TableHead title={String(schema.title ?? props.name)} required={Boolean(props.required) && editable} onAdd={editable && !fixed ? add : undefined} />
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
      <TableNotes duplicates={duplicates} tableErrors={tableErrors} />
    </div>
  );
}
