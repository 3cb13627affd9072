import { DeleteOutlined, ExpandAltOutlined } from '@ant-design/icons';
import { type ErrorSchema, type FieldProps, type Registry, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { Alert, App, Button, Col, Modal, Row, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useT } from '@/lib/i18n';
import { ColumnSlot } from '../schema-slot';
import { normaliseFieldUi } from '../ui-normalise';
import { columnOrder } from './table-columns';
import { TableHead, TableNotes, useTableRows, withCell, type RowData } from './table-rows';
type Messages = Record<string, Record<string, string>>;

/** How many columns the summary of a row shows. */
export const summaryColumnCount = 4;

/** The form's message for a field path and rule, as the renderer hands it to fields (`formContext.messages`). */
export function formMessage(registry: Registry, path: string, rule: string): string | undefined {
  const messages = (registry.formContext as { messages?: Messages } | undefined)?.messages;
  return messages?.[path]?.[rule];
}

/**
 * Does a column show for a row? Its `visibleWhen` is checked on the row (patents: 质押融资 是
 * reveals the pledge fields), with the form's own matcher (`formContext.matches`).
 */
export function columnShows(registry: Registry, ui: UiSchema, row: RowData): boolean {
  const condition = ((ui['ui:options'] ?? {}) as { visibleWhen?: object }).visibleWhen;
  const matches = (registry.formContext as { matches?: (c: object, data: unknown) => boolean } | undefined)?.matches;
  return !condition || !matches || matches(condition, row);
}

/** Is a column read-only in this row? Its `readonlyWhen` on the row (a member provider's name). */
export function readonlyIn(registry: Registry, ui: UiSchema, row: RowData): boolean {
  const condition = ((ui['ui:options'] ?? {}) as { readonlyWhen?: object }).readonlyWhen;
  const matches = (registry.formContext as { matches?: (c: object, data: unknown) => boolean } | undefined)?.matches;
  return Boolean(condition && matches?.(condition, row));
}

/** The table's columns the whole form requires now (the company forms' patent fields, 02 §5). */
export function requiredNow(registry: Registry, table: string): ReadonlySet<string> {
  const context = registry.formContext as
    | { requiredColumns?: (table: string, data: RowData) => Set<string>; store?: { getState: () => { data: RowData } } }
    | undefined;
  if (!context?.requiredColumns || !context.store) return new Set();
  return context.requiredColumns(table, context.store.getState().data);
}

/** Does an error schema (a row's, a cell's) hold any error? */
export function hasErrors(errors: ErrorSchema | undefined): boolean {
  if (!errors || typeof errors !== 'object') return false;
  return Object.entries(errors).some(([key, value]) =>
    key === '__errors' ? Array.isArray(value) && value.length > 0 : hasErrors(value as ErrorSchema),
  );
}

/** Widgets that take a whole line of the dialog; uploads take half, the rest a third. */
const wideWidgets = new Set(['table', 'targetedInvestors', 'textarea', 'richText', 'multiLineSearch', 'dictCheckboxes', 'title', 'sectionTitle', 'image', 'imageBlock']);
function dialogSpan(ui: UiSchema): number {
  const options = (ui['ui:options'] ?? {}) as { span?: number };
  if (typeof options.span === 'number') return options.span;
  const name = ui['ui:field'] ?? ui['ui:widget'];
  if (typeof name === 'string' && wideWidgets.has(name)) return 24;
  if (name === 'upload' || name === 'area' || name === 'dateRange' || name === 'holderSearch') return 12;
  return 8;
}

const noop = () => undefined;

/** Blocks shown in the dialog that hold no value (a title, an image). */
function holdsNoValue(ui: UiSchema): boolean {
  const name = ui['ui:field'];
  return name === 'sectionTitle' || name === 'title' || name === 'imageBlock' || name === 'image';
}

interface Column {
  name: string;
  title: string;
  schema: RJSFSchema;
  /** The column's UI schema in the dialog (labelled form item). */
  ui: UiSchema;
  /** The column's UI schema in the summary: read-only text, no label. */
  summaryUi: UiSchema;
  /** The column's UI schema in the dialog of a locked row: read-only text, labelled. */
  lockedUi: UiSchema;
  required: boolean;
}

/**
 * The summary's columns: neighbours sharing a title are one column (资质类型 is a different
 * select for each 资质类别, only one of them shown in a row), so the header names it once.
 */
function summaryGroups(columns: Column[]): Column[][] {
  const groups: Column[][] = [];
  for (const c of columns) {
    const last = groups.at(-1);
    if (last && last[0].title === c.title) last.push(c);
    else groups.push([c]);
  }
  return groups;
}

/** A row the platform set (a market role it knows the enterprise holds): shown, never changed. */
export function isDefaultRow(row: RowData | undefined): boolean {
  return row?.isDefault === true;
}

/** Of a group, the column whose value the row holds (the first when none). */
function shownOf(group: Column[], row: RowData | undefined): Column {
  const filled = (v: unknown) => v !== undefined && v !== null && v !== '';
  return group.find((c) => filled(row?.[c.name])) ?? group[0];
}

/** The row being edited: its position (rows.length for a new row) and the edits so far. */
interface Editing {
  index: number;
  draft: RowData;
  isNew: boolean;
  /** Columns changed in the dialog: their old errors are no longer shown. */
  touched: ReadonlySet<string>;
}

/**
 * A `table` with `rowDialog`: each row shows the first four columns as read-only text, and
 * 展开 opens a dialog titled with the table's label holding every column with its own widget;
 * 保存 writes the row back, 取消 drops the edits. A new row is edited in the dialog first and
 * joins the table when saved. Removing a row below the minimum is refused with the table's
 * minItems message. Rows with errors are marked and the dialog shows their errors.
 */
export function RowDialogTable(props: FieldProps) {
  const { schema, idSchema, onChange, registry, disabled, name } = props;
  const t = useT();
  const { message } = App.useApp();
  const { options, rowDefaults, rowSchema, itemsUi, minRows, maxRows, fixed, editable, rows, latest, rowErrors, tableErrors, duplicates } = useTableRows(props);
  const title = String(schema.title ?? options.label ?? name);
  const id = idSchema.$id;
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns = useMemo<Column[]>(() => {
    const required = (rowSchema.required ?? []) as string[];
    return columnOrder(rowSchema, itemsUi).map((col) => {
      const colSchema = (rowSchema.properties?.[col] ?? {}) as RJSFSchema;
      const colUi = (itemsUi[col] ?? {}) as UiSchema;
      const summary = normaliseFieldUi(colUi, colSchema, true);
      return {
        name: col,
        title: String(colSchema.title ?? (colUi['ui:options'] as RowData | undefined)?.label ?? col),
        schema: colSchema,
        ui: colUi,
        summaryUi: { ...summary, 'ui:options': { ...((summary['ui:options'] as object) ?? {}), label: false, cell: true } },
        lockedUi: summary,
        required: required.includes(col),
      };
    });
  }, [rowSchema, itemsUi]);
  // the summary shows values: a group title of the dialog (名称与募集) holds none
  const summary = useMemo(() => summaryGroups(columns.filter((c) => !holdsNoValue(c.ui))).slice(0, summaryColumnCount), [columns]);


  const open = (index: number) => setEditing({ index, draft: { ...(latest.current[index] ?? {}) }, isNew: false, touched: new Set() });
  const add = () => {
    // a row needs an item of the form filled first (the bond's filing project, 03 §5)
    const first = typeof options.addAfter === 'string' ? options.addAfter : undefined;
    const store = (registry.formContext as { store?: { getState: () => { data: RowData } } } | undefined)?.store;
    const filled = (v: unknown) => v !== undefined && v !== null && v !== '';
    if (first && store && !filled(store.getState().data[first])) {
      void message.warning(formMessage(registry, first, 'required') ?? t('form.placeholder.select', { label: first }));
      return;
    }
    if (typeof maxRows === 'number' && latest.current.length >= maxRows) {
      void message.warning(t('form.table.maxRows', { n: maxRows }));
      return;
    }
    // a new row starts with its columns' defaults (资质状态 生效)
    setEditing({ index: latest.current.length, draft: { ...rowDefaults }, isNew: true, touched: new Set() });
  };
  const remove = (index: number) => {
    if (latest.current.length <= Math.max(minRows, 0)) {
      void message.warning(formMessage(registry, name, 'minItems') ?? t('form.table.minRows', { n: minRows }));
      return;
    }
    const next = latest.current.filter((_, i) => i !== index);
    onChange(next.length ? next : undefined);
  };
  const close = () => setEditing(null);
  const save = () => {
    if (!editing) return;
    const next = latest.current.slice();
    if (editing.isNew) next.push(editing.draft);
    else next[editing.index] = editing.draft;
    latest.current = next;
    onChange(next);
    setEditing(null);
  };
  const setDraftField = useCallback((col: string, value: unknown) => {
    setEditing((e) => (e ? { ...e, draft: withCell(e.draft, col, value, itemsUi), touched: new Set(e.touched).add(col) } : e));
  }, [itemsUi]);
  // a cell's widget may fill its siblings (`fills`: a member provider's name) through setRowField
  const dialogRegistry = useMemo<Registry>(
    () => ({ ...registry, formContext: { ...(registry.formContext ?? {}), labelCol: { span: 24 }, wrapperCol: { span: 24 }, colon: false, setRowField: setDraftField } }),
    [registry, setDraftField],
  );

  // a default row is the platform's record (02 §4 "Rows marked default are locked")
  const editingLocked = editing !== null && !editing.isNew && isDefaultRow(latest.current[editing.index]);
  const dialogEditable = editable && !editingLocked;
  const editedErrors = editing && !editing.isNew ? rowErrors[editing.index] : undefined;
  const shownErrors = editing && hasErrors(editedErrors) && columns.some((c) => !editing.touched.has(c.name) && hasErrors((editedErrors as Record<string, ErrorSchema>)?.[c.name]));
  const colCount = summary.length + 2; // 序号 and 操作 around the summary
  // read when the dialog renders: the form's condition (变更类型) is set outside the table
  const formRequired = editing ? requiredNow(registry, name) : new Set<string>();

  return (
    <div id={id} className="form-table form-table-row-dialog">
      <TableHead title={title} required={Boolean(props.required) && editable} onAdd={editable && !fixed ? add : undefined} />
      <div className="form-table-scroll">
        <table className="form-table-grid">
          <thead>
            <tr>
              <th style={{ width: 64 }}>{t('form.table.index')}</th>
              {summary.map(([c]) => (
                <th key={c.name}>
                  <span className={c.required && editable ? 'form-table-required' : undefined}>{c.title}</span>
                </th>
              ))}
              <th style={{ width: 140 }}>{t('form.table.action')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={colCount} className="form-table-empty">
                  {t('form.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const invalid = hasErrors(rowErrors[index]);
                return (
                  <tr key={index} data-row={index} className={invalid ? 'form-table-row-invalid' : undefined} data-testid={`${id}-row-${index}`}>
                    <td>
                      {index + 1}
                      {isDefaultRow(row) && (
                        <Tag color="blue" className="form-table-default-row">
                          {t('form.table.defaultRow')}
                        </Tag>
                      )}
                    </td>
                    {summary.map((group) => {
                      const c = shownOf(group, row);
                      return (
                        <td key={group[0].name}>
                          <ColumnSlot
                            registry={registry}
                            schema={c.schema}
                            uiSchema={c.summaryUi}
                            id={`${id}_${index}_${c.name}_summary`}
                            col={c.name}
                            value={row?.[c.name]}
                            errorSchema={undefined}
                            onColumnChange={noop}
                            required={false}
                            readonly
                            disabled={false}
                          />
                        </td>
                      );
                    })}
                    <td className="form-table-row-actions">
                      <Button type="link" size="small" icon={<ExpandAltOutlined />} onClick={() => open(index)} aria-label={`${t('form.table.expand')} ${index + 1}`}>
                        {t('form.table.expand')}
                      </Button>
                      {editable && !fixed && !isDefaultRow(row) && (
                        <Button
                          type="link"
                          danger
                          size="small"
                          icon={<DeleteOutlined />}
                          onClick={() => remove(index)}
                          aria-label={`${t('form.table.remove')} ${index + 1}`}
                        >
                          {t('form.table.remove')}
                        </Button>
                      )}
                      {invalid && (
                        <div className="form-table-row-error" role="alert">
                          {t('form.table.rowInvalid')}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <TableNotes duplicates={duplicates} tableErrors={tableErrors} />
      {editing && (
        <Modal
          open
          title={title}
          width={1000}
          maskClosable={!dialogEditable}
          onCancel={close}
          className="form-row-dialog"
          footer={
            dialogEditable
              ? [
                  <Button key="cancel" onClick={close}>
                    {t('form.table.cancel')}
                  </Button>,
                  <Button key="save" type="primary" onClick={save}>
                    {t('form.table.save')}
                  </Button>,
                ]
              : [
                  <Button key="close" onClick={close}>
                    {t('form.table.close')}
                  </Button>,
                ]
          }
        >
          {shownErrors && <Alert type="error" showIcon className="form-row-dialog-errors" message={t('form.table.rowInvalid')} />}
          <Row gutter={16} className="form-row-dialog-grid" data-testid={`${id}-dialog`}>
            {columns.filter((c) => columnShows(registry, c.ui, editing.draft)).map((c) => (
              <Col key={c.name} span={dialogSpan(c.ui)}>
                <ColumnSlot
                  registry={dialogRegistry}
                  schema={c.schema}
                  uiSchema={editingLocked ? c.lockedUi : c.ui}
                  id={`${id}_${editing.index}_${c.name}`}
                  col={c.name}
                  value={editing.draft[c.name]}
                  errorSchema={editing.touched.has(c.name) ? undefined : (editedErrors as Record<string, ErrorSchema> | undefined)?.[c.name]}
                  onColumnChange={setDraftField}
                  required={(c.required || formRequired.has(c.name)) && dialogEditable}
                  readonly={!dialogEditable || readonlyIn(registry, c.ui, editing.draft)}
                  disabled={Boolean(disabled)}
                />
              </Col>
            ))}
          </Row>
        </Modal>
      )}
    </div>
  );
}
