import { DeleteOutlined } from '@ant-design/icons';
import { getUiOptions, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { Alert, App, Button } from 'antd';
import { memo, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { duplicateRows } from '../form-validator';
import { commitShown, isShown } from '../kept-value';
import { ColumnSlot } from '../schema-slot';
import { normaliseFieldUi } from '../ui-normalise';
import { columnOrder, largeTableWidth } from './table-columns';
import { formMessage, RowDialogTable } from './table-row-dialog';
import { TableHead, TableNotes, useTableRows, withCell, type RowData as Row } from './table-rows';
import { frozenRowsAbove, tableModeOf, tableViewportHeight, useRowWindow } from './table-window';

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

/** A row's 删除. */
const RemoveButton = memo(function RemoveButton({ index, onRemove }: { index: number; onRemove: (index: number) => void }) {
  const t = useT();
  return (
    <Button type="link" danger size="small" icon={<DeleteOutlined />} onClick={() => onRemove(index)} aria-label={`${t('form.table.remove')} ${index + 1}`}>
      {t('form.table.remove')}
    </Button>
  );
});

/** One row; rendered again only when its own row object (or the columns) change. */
const TableRow = memo(function TableRow({ index, row, columns, invalid }: { index: number; row: Row; columns: Column[]; invalid?: boolean }) {
  const line = { key: index, row };
  return (
    <tr data-row={index} className={invalid ? 'form-table-row-invalid' : undefined}>
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
 * Past 50 rows only the rows in view are rendered, in a scrolling viewport; past 500 an editable
 * table is frozen: its cells are text (still validated), rows are removed but not added, and the
 * rows are changed by importing a file (table-window.ts).
 */
export function TableField(props: FieldProps) {
  const rowDialog = Boolean((getUiOptions(props.uiSchema) as Record<string, unknown>).rowDialog);
  return rowDialog ? <RowDialogTable {...props} /> : <InlineTable {...props} />;
}

/** The table with every cell editable in place (text only when frozen). */
function InlineTable(props: FieldProps) {
  const { schema, idSchema, onChange, registry, disabled } = props;
  const t = useT();
  const { message } = App.useApp();
  const { rowSchema, rowDefaults, itemsUi, minRows, maxRows, fixed, editable, rows, latest, rowErrors, tableErrors, uniqueBy, duplicates } = useTableRows(props);
  const columns = useMemo(() => columnOrder(rowSchema, itemsUi), [rowSchema, itemsUi]);
  const rowRequired = useMemo(() => (rowSchema.required ?? []) as string[], [rowSchema]);
  const mode = tableModeOf(rows.length, editable);
  const large = mode !== 'plain';
  const frozen = mode === 'frozen';
  const root = useRef<HTMLDivElement>(null);
  const win = useRowWindow(rows.length, large, root, rowErrors);
  // the rows with errors (the error schema also holds the table's own, under __errors)
  const invalidRows = useMemo(() => (large ? Object.keys(rowErrors).filter((k) => /^\d+$/.test(k)).map(Number).sort((a, b) => a - b) : []), [large, rowErrors]);

  const id = idSchema.$id;
  const shownDuplicates = useRef(duplicates);
  shownDuplicates.current = duplicates;
  const setCell = useCallback(
    (col: string, value: unknown, row?: number) => {
      if (row === undefined) return;
      const next = latest.current.slice();
      const before = next[row];
      next[row] = withCell(before, col, value, itemsUi);
      latest.current = next;
      // the cell's input shows its new value already; when nothing else the table shows changes
      // with it (no other column reset, the repeated rows the same), the table does not render
      // for the new rows either: only the typed cell has changed on screen
      if (isShown(`${id}_${row}_${col}`, value) && onlyCellChanged(before, next[row], col) && !(uniqueBy?.includes(col) && duplicatesChange(next, uniqueBy, shownDuplicates.current))) {
        commitShown(id, next, () => onChange(next));
      } else {
        onChange(next);
      }
    },
    [onChange, latest, itemsUi, id, uniqueBy],
  );

  const add = () => {
    // a row needs an item of the form filled first (请先选择企业！, 03 §5)
    const first = addAfterMissing(props);
    if (first) {
      void message.warning(formMessage(registry, first, 'required') ?? t('form.placeholder.select', { label: first }));
      return;
    }
    if (typeof maxRows === 'number' && latest.current.length >= maxRows) {
      void message.warning(t('form.table.maxRows', { n: maxRows }));
      return;
    }
    // a new row starts with its columns' defaults (资质状态 生效)
    onChange([...latest.current, { ...rowDefaults }]);
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
  // stable handlers, so that the head, the notes and a row's 删除 do not render again on a keystroke
  const addRef = useRef(add);
  addRef.current = add;
  const onAdd = useCallback(() => addRef.current(), []);
  const onRemove = useCallback((i: number) => removeRef.current(i), []);

  // columns and their cells keep their identity while typing, so only the edited cell renders again
  const tableColumns = useMemo<Column[]>(
    () => [
      { title: t('form.table.index'), key: '#', width: 64, render: (_v: unknown, line: Line) => line.key + 1 },
      ...columns.map((col) => {
        const colSchema = (rowSchema.properties?.[col] ?? {}) as RJSFSchema;
        const ownUi = (itemsUi[col] ?? {}) as UiSchema;
        // a frozen table's cells are read-only text, as on an approver's page
        const colUi = frozen ? normaliseFieldUi(ownUi, colSchema, true) : ownUi;
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
              readonly={!editable || frozen}
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
              width: 96,
              render: (_v: unknown, { key: i }: Line) => <RemoveButton index={i} onRemove={onRemove} />,
            },
          ]
        : []),
    ],
    [t, columns, rowSchema, itemsUi, rowRequired, editable, frozen, fixed, registry, id, rowErrors, setCell, disabled, onRemove],
  );

  const reveal = (row: number) => {
    win.reveal(row);
    const cell = document.getElementById(`${id}_${row}_${columns[0]}`);
    if (cell && typeof cell.scrollIntoView === 'function') cell.scrollIntoView({ block: 'nearest' });
  };
  const revealRef = useRef(reveal);
  revealRef.current = reveal;
  const onReveal = useCallback((row: number) => revealRef.current(row), []);
  const spacer = (height: number) =>
    height > 0 && (
      <tr className="form-table-spacer" aria-hidden="true" style={{ height }}>
        <td colSpan={tableColumns.length} />
      </tr>
    );

  return (
    <div id={id} ref={root} className="form-table" data-table-mode={mode}>
      <TableHead
        title={String(schema.title ?? props.name)}
        required={Boolean(props.required) && editable}
        onAdd={editable && !fixed && !frozen ? onAdd : undefined}
      />
      {frozen && <Alert type="info" showIcon className="form-table-frozen" message={t('form.table.frozen', { n: frozenRowsAbove })} />}
      <div
        ref={win.viewport}
        className={large ? 'form-table-scroll form-table-windowed' : 'form-table-scroll'}
        style={large ? { maxHeight: tableViewportHeight } : undefined}
        onScroll={large ? win.onScroll : undefined}
      >
        <table className="form-table-grid" style={large ? { tableLayout: 'fixed', minWidth: largeTableWidth(columns.length) } : undefined}>
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
              <>
                {spacer(win.padTop)}
                {rows.slice(win.start, win.end).map((row, i) => (
                  <TableRow key={win.start + i} index={win.start + i} row={row} columns={tableColumns} invalid={large && rowErrors[win.start + i] !== undefined} />
                ))}
                {spacer(win.padBottom)}
              </>
            )}
          </tbody>
        </table>
      </div>
      <TableNotes duplicates={duplicates} tableErrors={tableErrors} invalidRows={invalidRows} onReveal={onReveal} />
    </div>
  );
}

/** Whether a row's change is its column `col` alone (no other column reset with it). */
function onlyCellChanged(before: Row | undefined, after: Row, col: string): boolean {
  for (const key of Object.keys(before ?? {})) if (key !== col && after[key] !== before?.[key]) return false;
  return Object.keys(after).every((key) => key === col || (before !== undefined && key in before));
}

/** Whether the groups of repeated rows differ from those shown. */
function duplicatesChange(rows: Row[], uniqueBy: string[], shown: number[][]): boolean {
  return JSON.stringify(duplicateRows(rows, uniqueBy)) !== JSON.stringify(shown);
}

/** The `addAfter` item of a table when the form has not filled it yet (03 §5), else null. */
export function addAfterMissing({ uiSchema, registry }: Pick<FieldProps, 'uiSchema' | 'registry'>): string | null {
  const first = (getUiOptions(uiSchema) as Record<string, unknown>).addAfter;
  const store = (registry.formContext as { store?: { getState: () => { data: Record<string, unknown> } } } | undefined)?.store;
  if (typeof first !== 'string' || !store) return null;
  const value = store.getState().data[first];
  return value === undefined || value === null || value === '' ? first : null;
}
