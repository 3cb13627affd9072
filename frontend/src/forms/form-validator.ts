import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { serverToday } from '@/lib/server-clock';
import { t } from '@/lib/i18n';
import { bondErrors } from './validators/bond-row';
import { financeErrors, financeSpecOf, financeWarnings } from './validators/finance-table';
import { scoringErrors, scoringSpecOf } from './validators/scoring-table';
import type { UiSchema } from '@rjsf/utils';
import { buildFormModel, fieldUi, isEmptyValue, labelOf, messageKey, positionOf, schemaAt, uiAt, uiOptions, widgetName, type FormModel } from './form-model';
import type { CompiledForm, Condition, FieldError, FormData } from './types';
import { formatValidator, knownFormat } from './format-registry';

/**
 * The browser's validation of a compiled form: ajv's 2020-12 validator with exactly the named
 * formats the form lists, the same conditions the server evaluates, and errors mapped to
 * `{field, rule, message}` with the form's messages.
 */
export interface FormValidator {
  model: FormModel;
  /** The validator handed to rjsf. */
  rjsf: ValidatorType;
  /** Formats the form uses that the browser does not know (shown to the user). */
  unknownFormats: string[];
  /** Does the data match a condition? Compiled once per condition. */
  matches: (condition: Condition, data: unknown) => boolean;
  /** Fields hidden by a false `visibleWhen`, or hidden at the node. */
  hiddenFields: (data: FormData) => Set<string>;
  /** Fields required now: `required` plus every `if/then` whose condition holds. */
  requiredFields: (data: FormData) => Set<string>;
  /**
   * The top-level fields that `hiddenFields` and `requiredFields` read, or null when they may read
   * any: a change to other fields leaves both as they were.
   */
  conditionsRead: Set<string> | null;
  /** A table's columns the form requires now (a use's `requireWhen` holding on `data`). */
  requiredColumns: (table: string, data: FormData) => Set<string>;
  /** The whole form's errors, in form order. */
  validate: (data: FormData) => FieldError[];
  /** The data as the server validates it: trimmed, hidden items dropped. */
  normalise: (data: FormData) => FormData;
  /** What the applicant confirms at submit: the financial tables' sums that do not hold. */
  warnings: (data: FormData) => string[];
}

/** Fields whose spaces the server removes before validation (forms/README.md). */
const spacelessFields = new Set([
  'name', 'shortName', 'projectName', 'newCompanyName', 'newCompanyShortName', 'companyName', 'companyShortName',
  'memberName', 'accountabbr',
]);

/** Strings trimmed; spaces removed from the name fields; multi-line searches joined. */
function clean(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return key && spacelessFields.has(key) ? value.replace(/\s+/g, '') : value.trim();
  if (Array.isArray(value)) return value.map((v) => clean(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, clean(v, k)]));
  }
  return value;
}

/**
 * The server's normalisation before validation (forms/README.md): values trimmed first, then
 * items whose `visibleWhen` fails on the trimmed data dropped (table columns by their row).
 */
export function normaliseData(data: FormData, hiddenOf: (trimmed: FormData) => Set<string>, dropColumns?: (table: string, row: FormData) => FormData): FormData {
  const trimmed: FormData = {};
  for (const [key, value] of Object.entries(data)) if (value !== undefined) trimmed[key] = clean(value, key);
  const hidden = hiddenOf(trimmed);
  const out: FormData = {};
  for (const [key, value] of Object.entries(trimmed)) {
    if (hidden.has(key)) continue;
    out[key] = dropColumns && Array.isArray(value) ? value.map((row) => (row && typeof row === 'object' ? dropColumns(key, row as FormData) : row)) : value;
  }
  return out;
}

function pathOf(error: ErrorObject): string {
  const parts = error.instancePath.split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') parts.push(String((error.params as { missingProperty: string }).missingProperty));
  return parts.join('/');
}

/** The server's text for a keyword when the form gives none (engine `default_message`). */
function defaultMessage(rule: string): string {
  switch (rule) {
    case 'required':
      return t('form.rule.required');
    case 'type':
    case 'format':
      return t('form.rule.invalid');
    case 'enum':
    case 'x-dict':
      return t('form.rule.enum');
    case 'x-noFuture':
      return t('form.rule.noFuture');
    default:
      return t('form.rule.wrong');
  }
}

/** Row numbers (from 1) that repeat another row on the `uniqueBy` columns, grouped by value. */
export function duplicateRows(rows: unknown[], columns: string[]): number[][] {
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const record = (row ?? {}) as Record<string, unknown>;
    if (columns.every((c) => isEmptyValue(record[c]))) return;
    const key = JSON.stringify(columns.map((c) => record[c] ?? null));
    groups.set(key, [...(groups.get(key) ?? []), index + 1]);
  });
  return [...groups.values()].filter((g) => g.length > 1);
}

export interface FormValidatorOptions {
  /** yyyy-MM-dd the dates are checked against; the browser's date by default (tests fix it). */
  today?: string;
}

export function createFormValidator(form: CompiledForm, options: FormValidatorOptions = {}): FormValidator {
  const today = () => options.today ?? serverToday();
  const model = buildFormModel(form);
  const formats = form.formats ?? [];
  const unknownFormats = formats.filter((name) => !knownFormat(name));
  const customFormats: Record<string, (value: string) => boolean> = {};
  for (const name of formats) {
    const check = knownFormat(name) ? formatValidator(name) : undefined;
    if (check) customFormats[name] = (value: string) => check(value, today()).ok;
  }
  const rjsf = customizeValidator({ AjvClass: Ajv2020 as unknown as typeof Ajv, customFormats });
  const ajv = (rjsf as unknown as { ajv: Ajv }).ajv;
  // the server's keywords: dates not after today; x-dict and x-uniqueBy are checked elsewhere
  if (!ajv.getKeyword('x-noFuture')) {
    ajv.addKeyword({
      keyword: 'x-noFuture',
      type: 'string',
      schemaType: 'boolean',
      validate: (on: boolean, date: string) => !on || date === '' || date <= today(),
    });
  }

  const compiled = new WeakMap<object, ValidateFunction>();
  const compile = (schema: object): ValidateFunction => {
    let fn = compiled.get(schema);
    if (!fn) {
      fn = ajv.compile(schema);
      compiled.set(schema, fn);
    }
    return fn;
  };
  const matches = (condition: Condition, data: unknown) => compile(condition)(data) === true;

  const hiddenFields = (data: FormData) => {
    const hidden = new Set(model.alwaysHidden);
    for (const [field, condition] of model.visibleWhen) if (!matches(condition, data)) hidden.add(field);
    return hidden;
  };

  const conditionals = ((form.schema.allOf ?? []) as RJSFSchema[]).filter((s) => typeof s === 'object' && s.if && s.then);
  const requiredFields = (data: FormData) => {
    const required = new Set<string>((form.schema.required ?? []) as string[]);
    for (const branch of conditionals) {
      if (!matches(branch.if as Condition, data)) continue;
      for (const field of ((branch.then as RJSFSchema).required ?? []) as string[]) required.add(field);
    }
    return required;
  };

  const messageFor = (path: string, rule: string): string | undefined => form.messages?.[messageKey(path)]?.[rule];

  /** An ajv error as the server words it: the keyword as the rule, the form's message first. */
  const mapError = (error: ErrorObject, data: FormData): FieldError | null => {
    if (['if', 'then', 'else', 'allOf'].includes(error.keyword)) return null;
    const field = pathOf(error);
    const rule = error.keyword;
    let message = messageFor(field, rule);
    if (!message && rule === 'format') {
      const name = String((error.params as { format: string }).format);
      const value = field.split('/').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], data);
      const result = formatValidator(name)?.(value, today());
      if (result && !result.ok) message = result.message;
    }
    if (!message && (rule === 'required' || rule === 'minItems') && widgetName(uiAt(form, field)) === 'upload') {
      // an upload slot without its own message (the compiler always gives one)
      message = t(uiOptions(uiAt(form, field)).other ? 'form.upload.otherRequired' : 'form.upload.required');
    }
    return { field, rule, message: message ?? defaultMessage(rule) };
  };

  // table columns shown only under a condition on their row
  const columnConditions = new Map<string, [string, Condition][]>();
  for (const table of model.order) {
    const items = (fieldUi(form.uiSchema, table).items ?? {}) as Record<string, unknown>;
    const list = Object.entries(items)
      .map(([col, ui]) => [col, uiOptions(ui as UiSchema).visibleWhen] as [string, unknown])
      .filter((entry): entry is [string, Condition] => Boolean(entry[1]) && typeof entry[1] === 'object');
    if (list.length) columnConditions.set(table, list);
  }
  const dropColumns = (table: string, row: FormData): FormData => {
    const list = columnConditions.get(table);
    if (!list) return row;
    const out = { ...row };
    for (const [col, condition] of list) if (!matches(condition, row)) delete out[col];
    return out;
  };
  const normalise = (raw: FormData) => normaliseData(raw, hiddenFields, dropColumns);

  const memoSchema = form.schema.properties?.memo
    ? { type: 'object', properties: { memo: form.schema.properties.memo }, required: ['memo'] }
    : {};

  const collect = (check: ValidateFunction, data: FormData) => {
    check(data);
    const errors: FieldError[] = [];
    const seen = new Set<string>();
    for (const error of check.errors ?? []) {
      const mapped = mapError(error, data);
      if (!mapped) continue;
      const key = `${mapped.field}|${mapped.rule}|${mapped.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      errors.push(mapped);
    }
    return errors;
  };

  const rowCheckedTables = Object.entries(form.schema.properties ?? {})
    .filter(([, schema]) => (schema as Record<string, unknown>)['x-rowChecks'] === 'bond')
    .map(([prop]) => prop);
  const financeSpecs = Object.entries(form.schema.properties ?? {}).flatMap(([prop, schema]) => {
    const spec = financeSpecOf(schema);
    return spec ? [[prop, spec] as const] : [];
  });
  const scoringSpecs = Object.entries(form.schema.properties ?? {}).flatMap(([prop, schema]) => {
    const spec = scoringSpecOf(schema);
    return spec ? [[prop, spec] as const] : [];
  });
  /** The financial tables that show for `data`: a hidden one is not checked, as on the server. */
  const shownFinanceSpecs = (data: FormData) =>
    financeSpecs.filter(([prop]) => {
      const condition = model.visibleWhen.get(prop);
      return !condition || matches(condition, data);
    });
  /** The sums of the financial tables that do not hold (the server asks to confirm them). */
  const warnings = (raw: FormData): string[] => {
    const data = normalise(raw);
    return shownFinanceSpecs(data).flatMap(([prop, spec]) => financeWarnings(spec, data[prop]));
  };

  const validate = (raw: FormData): FieldError[] => {
    const data = normalise(raw);
    // 02 §5: when the approval sends the application back for material, only the memo counts
    if (data.checkResult === 'UpdateMaterial') return collect(compile(memoSchema), data);
    const errors = collect(compile(form.schema as object), data);
    for (const [table, columns] of model.uniqueBy) {
      const rows = data[table];
      if (!Array.isArray(rows)) continue;
      // the server names the first group of repeated rows
      const [first] = duplicateRows(rows, columns);
      if (first) errors.push({ field: table, rule: 'uniqueBy', message: t('form.table.duplicateRows', { rows: first.join('、') }) });
    }
    // the financial tables: each cell with its own message (engine form::finance::check)
    for (const [prop, spec] of shownFinanceSpecs(data)) {
      for (const e of financeErrors(spec, data[prop])) errors.push({ field: `${prop}/${e.path}`, rule: e.rule, message: e.message });
    }
    // the scoring tables: every score recomputed from what is satisfied (engine form::scoring)
    for (const [prop, spec] of scoringSpecs) {
      const condition = model.visibleWhen.get(prop);
      if (condition && !matches(condition, data)) continue;
      for (const e of scoringErrors(spec, data[prop])) errors.push({ field: `${prop}/${e.path}`, rule: 'x-scoringTable', message: e.message });
    }
    // the rules that read several fields of a row (the bond save checks, engine form::bond)
    for (const prop of rowCheckedTables) {
      const condition = model.visibleWhen.get(prop);
      if (condition && !matches(condition, data)) continue;
      for (const e of bondErrors(data[prop])) errors.push({ field: `${prop}/${e.path}`, rule: 'x-rowChecks', message: e.message });
    }
    return sortErrors(model, errors);
  };

  const requiredColumns = (table: string, data: FormData) => {
    const columns = new Set<string>();
    for (const branch of conditionals) {
      const rows = ((branch.then as RJSFSchema).properties?.[table] as RJSFSchema | undefined)?.items as RJSFSchema | undefined;
      if (!rows || !matches(branch.if as Condition, data)) continue;
      // each column `{required: [c]}`, or `{if: <its row shows it>, then: {required: [c]}}`
      for (const rule of (rows.allOf ?? []) as RJSFSchema[]) {
        for (const column of ((rule.then as RJSFSchema | undefined)?.required ?? rule.required ?? []) as string[]) columns.add(column);
      }
    }
    return columns;
  };

  let conditionsRead: Set<string> | null = new Set<string>();
  for (const condition of [...model.visibleWhen.values(), ...conditionals.map((b) => b.if as Condition)]) {
    const read = conditionFields(condition);
    if (!read) {
      conditionsRead = null;
      break;
    }
    for (const field of read) conditionsRead.add(field);
  }

  return { model, rjsf, unknownFormats, matches, hiddenFields, requiredFields, conditionsRead, requiredColumns, validate, normalise, warnings };
}

/** Keywords of a condition on the form's data that say nothing about its fields. */
const annotations = new Set(['$comment', 'title', 'description']);

/** Whether a schema holds, at any depth, a keyword whose outcome is not a function of the data alone. */
function readsMoreThanData(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(readsMoreThanData);
  if (!schema || typeof schema !== 'object') return false;
  return Object.entries(schema).some(([key, value]) => key.startsWith('x-') || key === '$data' || key === '$ref' || key === '$dynamicRef' || readsMoreThanData(value));
}

/**
 * The top-level fields a condition on the form's data reads: the names under `properties` and
 * `required`, through `allOf`, `anyOf`, `oneOf`, `not` and `if/then/else`. Null when it may read
 * others (any other keyword on the data object itself, a reference, or a platform keyword such as
 * `x-noFuture`, whose outcome also follows the date).
 */
export function conditionFields(condition: unknown): Set<string> | null {
  if (readsMoreThanData(condition)) return null;
  const fields = new Set<string>();
  const walk = (c: unknown): boolean => {
    if (typeof c === 'boolean') return true;
    if (!c || typeof c !== 'object' || Array.isArray(c)) return false;
    for (const [key, value] of Object.entries(c as Record<string, unknown>)) {
      if (annotations.has(key) || (key === 'type' && value === 'object')) continue;
      if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
        for (const field of Object.keys(value)) fields.add(field);
      } else if (key === 'required' && Array.isArray(value)) {
        for (const field of value) fields.add(String(field));
      } else if (key === 'allOf' || key === 'anyOf' || key === 'oneOf') {
        if (!Array.isArray(value) || !value.every(walk)) return false;
      } else if (key === 'not' || key === 'if' || key === 'then' || key === 'else') {
        if (!walk(value)) return false;
      } else return false;
    }
    return true;
  };
  return walk(condition) ? fields : null;
}

export function sortErrors(model: FormModel, errors: FieldError[]): FieldError[] {
  const cmp = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
    return 0;
  };
  return errors
    .map((e, i) => ({ e, i, p: positionOf(model, e.field) }))
    .sort((x, y) => cmp(x.p, y.p) || x.i - y.i)
    .map((x) => x.e);
}

/** 【label】message: the text of the 提示 dialog for one error. */
export function errorText(form: CompiledForm, error: FieldError): string {
  return `【${labelOf(form, error.field)}】${error.message}`;
}

export { schemaAt };
