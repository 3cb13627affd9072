import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CompiledForm, Condition, FormData } from './types';

/**
 * What the renderer reads from a compiled form, worked out once: field order, labels, which
 * section holds a field, read-only and hidden fields, conditions and table options.
 */
export interface FormModel {
  form: CompiledForm;
  /** Every top-level field in section order. */
  order: string[];
  sectionOf: Map<string, string>;
  /** `visibleWhen` conditions by field. */
  visibleWhen: Map<string, Condition>;
  /** Hidden at this node (`ui:widget: hidden`) or `isHide`. */
  alwaysHidden: Set<string>;
  readonly: Set<string>;
  /** Tables: their `uniqueBy` columns. */
  uniqueBy: Map<string, string[]>;
}

/** Widgets that carry no value (section title, image block). */
export const valuelessWidgets = new Set(['title', 'image', 'sectionTitle', 'imageBlock']);

export function fieldUi(uiSchema: UiSchema, field: string): UiSchema {
  return (uiSchema[field] as UiSchema | undefined) ?? {};
}

export function uiOptions(ui: UiSchema | undefined): Record<string, unknown> {
  return ((ui?.['ui:options'] as Record<string, unknown> | undefined) ?? {});
}

export function widgetName(ui: UiSchema | undefined): string | undefined {
  const name = ui?.['ui:widget'] ?? ui?.['ui:field'];
  return typeof name === 'string' ? name : undefined;
}

function propertySchema(schema: RJSFSchema, field: string): RJSFSchema | undefined {
  const value = schema.properties?.[field];
  return typeof value === 'object' ? (value as RJSFSchema) : undefined;
}

export function buildFormModel(form: CompiledForm): FormModel {
  const order: string[] = [];
  const sectionOf = new Map<string, string>();
  for (const section of form.sections) {
    for (const field of section.fields) {
      order.push(field);
      sectionOf.set(field, section.id);
    }
  }
  const visibleWhen = new Map<string, Condition>();
  const alwaysHidden = new Set<string>();
  const readonly = new Set<string>();
  const uniqueBy = new Map<string, string[]>();
  const editable = new Set(form.editable ?? []);
  for (const field of order) {
    const ui = fieldUi(form.uiSchema, field);
    const options = uiOptions(ui);
    const schema = propertySchema(form.schema, field);
    if (options.visibleWhen && typeof options.visibleWhen === 'object') visibleWhen.set(field, options.visibleWhen as Condition);
    if (ui['ui:widget'] === 'hidden' || options.isHide === true) alwaysHidden.add(field);
    if (ui['ui:readonly'] === true || ui['ui:disabled'] === true || options.disabled === true || (form.mode === 'readonly' && !editable.has(field))) {
      readonly.add(field);
    }
    const unique = (options.uniqueBy ?? (schema as Record<string, unknown> | undefined)?.['x-uniqueBy']) as unknown;
    if (Array.isArray(unique) && unique.length > 0) uniqueBy.set(field, unique.map(String));
  }
  return { form, order, sectionOf, visibleWhen, alwaysHidden, readonly, uniqueBy };
}

/** The schema of a top-level field or of a table column (`table/0/column` or `table/column`). */
export function schemaAt(form: CompiledForm, path: string): RJSFSchema | undefined {
  const [top, ...rest] = path.split('/');
  let schema = propertySchema(form.schema, top);
  for (const part of rest) {
    if (!schema) return undefined;
    if (/^\d+$/.test(part)) {
      schema = (typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : undefined) as RJSFSchema | undefined;
      continue;
    }
    schema = propertySchema(schema, part);
  }
  return schema;
}

/** The UI schema of a top-level field or of a table column. */
export function uiAt(form: CompiledForm, path: string): UiSchema {
  const parts = path.split('/').filter((p) => !/^\d+$/.test(p));
  let ui = fieldUi(form.uiSchema, parts[0]);
  for (const part of parts.slice(1)) ui = fieldUi((ui.items as UiSchema | undefined) ?? {}, part);
  return ui;
}

/** The label of a field: the schema `title`, then `ui:title`, then the name. */
export function labelOf(form: CompiledForm, path: string): string {
  const parts = path.split('/');
  const own = (p: string) => {
    const known = form.labels?.[messageKey(p)];
    if (known) return known;
    const schema = schemaAt(form, p);
    const ui = uiAt(form, p);
    const name = p.split('/').at(-1) ?? p;
    return String(schema?.title ?? ui['ui:title'] ?? name);
  };
  if (parts.length === 1) return own(path);
  // a financial table's cell: its table's label, as the server names it (财务数据（资产负债表）)
  if ((form.schema.properties?.[parts[0]] as Record<string, unknown> | undefined)?.['x-financeTable']) return own(path);
  // a table cell: 转让明细第2行登记账号
  const row = parts.find((p) => /^\d+$/.test(p));
  const table = own(parts[0]);
  const column = own(path);
  return row === undefined ? `${table}${column}` : `${table}第${Number(row) + 1}行${column}`;
}

/** Message key of a path: row numbers left out (`shareData/0/volume` → `shareData/volume`). */
export function messageKey(path: string): string {
  return path
    .split('/')
    .filter((p) => !/^\d+$/.test(p))
    .join('/');
}

/** Position of a path in the form, for "the first error". */
export function positionOf(model: FormModel, path: string): number[] {
  const parts = path.split('/');
  const top = model.order.indexOf(parts[0]);
  const row = parts.find((p) => /^\d+$/.test(p));
  const column = parts.length > 1 ? uiOrderOf(model.form, parts[0]).indexOf(parts.at(-1) ?? '') : -1;
  return [top < 0 ? Number.MAX_SAFE_INTEGER : top, row === undefined ? -1 : Number(row), column];
}

/** Column order of a table: `ui:order` of its items, else the schema's property order. */
export function uiOrderOf(form: CompiledForm, table: string): string[] {
  const ui = fieldUi(form.uiSchema, table);
  const items = (ui.items as UiSchema | undefined) ?? {};
  const order = items['ui:order'];
  const schema = schemaAt(form, `${table}/0`);
  const props = Object.keys(schema?.properties ?? {});
  if (Array.isArray(order)) return [...order.filter((c) => c !== '*'), ...props.filter((p) => !order.includes(p))];
  return props;
}

/** The DOM id rjsf gives a path (`root_shareData_0_volume`). */
export function domIdOf(path: string): string {
  return ['root', ...path.split('/')].join('_');
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export type { FormData };
