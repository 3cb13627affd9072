import { getDefaultRegistry } from '@rjsf/core';
import { Theme } from '@rjsf/antd';
import { createSchemaUtils, type ErrorSchema, type GlobalUISchemaOptions, type Registry, type RJSFSchema, type SchemaUtilsType, type UiSchema } from '@rjsf/utils';
import { Card, Col, Row } from 'antd';
import { memo, useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { fieldUi, valuelessWidgets, widgetName, type FormModel } from './form-model';
import type { FormValidator } from './form-validator';
import { fieldErrors, useFieldState, useRulesState, type FormStore } from './form-store';
import { FieldTemplate } from './templates/field-template';
import { SectionObjectTemplate, spanOf } from './templates/section-object-template';
import type { CompiledForm, FieldError, FormSection, ImportFile } from './types';
import { createKeptSync, isShown, KeptSyncContext } from './kept-value';
import { SchemaSlot } from './schema-slot';
import { normaliseFieldUi } from './ui-normalise';
import { formFields, formWidgets } from './widget-registry';

export interface RenderContext {
  form: CompiledForm;
  validator: FormValidator;
  store: FormStore;
  /** The Excel import into a table, when the page names the business (upload `importTo`). */
  importFile?: ImportFile;
  /** Holders' names by account number, shown beside read-only account numbers. */
  holderNames?: Record<string, string>;
}

export const sectionDomId = (id: string) => `form-section-${id}`;

const formContext = { labelCol: { flex: '0 0 150px' }, wrapperCol: { flex: '1 1 0' }, colon: false };
const defaultsBehaviour = { arrayMinItems: { populate: 'never' as const }, emptyObjectFields: 'skipDefaults' as const };
const base = getDefaultRegistry();

/** rjsf's registry for one section: the Ant Design theme plus the platform's widgets and fields. */
function sectionRegistry(validator: FormValidator, rootSchema: RJSFSchema, importFile: ImportFile | undefined, holderNames?: Record<string, string>, store?: FormStore): Registry {
  return {
    ...base,
    fields: { ...base.fields, ...formFields },
    widgets: { ...base.widgets, ...Theme.widgets, ...formWidgets },
    templates: {
      ...base.templates,
      ...Theme.templates,
      ButtonTemplates: { ...base.templates.ButtonTemplates, ...Theme.templates?.ButtonTemplates },
      FieldTemplate,
      ObjectFieldTemplate: SectionObjectTemplate,
    },
    rootSchema,
    // fields read the form's messages from here (a row-dialog table's minItems message), and
    // an upload with importTo its import, a read-only account its holder's name, a row dialog
    // whether a column's visibleWhen holds for the row it edits
    formContext: { ...formContext, messages: validator.model.form.messages ?? {}, importFile, holderNames, store, matches: validator.matches, requiredColumns: validator.requiredColumns },
    schemaUtils: withRetrieveCache(createSchemaUtils(validator.rjsf, rootSchema, defaultsBehaviour), rootSchema),
  };
}

/** Keywords whose resolution by rjsf depends on the data (conditions, dependencies, extra properties). */
const dataKeywords = new Set(['if', 'dependencies', 'dependentSchemas', 'dependentRequired', 'additionalProperties', 'patternProperties']);

/** Whether a schema holds, at any depth, a keyword in `keywords` (`additionalProperties: false` aside). */
function holdsKeyword(schema: unknown, keywords: Set<string>): boolean {
  if (Array.isArray(schema)) return schema.some((s) => holdsKeyword(s, keywords));
  if (!schema || typeof schema !== 'object') return false;
  for (const [key, value] of Object.entries(schema)) {
    if (keywords.has(key) && !(key === 'additionalProperties' && value === false)) return true;
    if (holdsKeyword(value, keywords)) return true;
  }
  return false;
}

/**
 * rjsf's schema utilities, with `retrieveSchema` remembered per schema object where the result
 * cannot depend on the data: no condition, dependency or extra properties in the schema (nor in
 * the root's definitions when it refers to them). rjsf resolves a field's schema on every render,
 * a table's walking every column; a keystroke now finds it resolved.
 */
export function withRetrieveCache(utils: SchemaUtilsType, rootSchema: RJSFSchema): SchemaUtilsType {
  const cache = new WeakMap<object, RJSFSchema>();
  const independent = new WeakMap<object, boolean>();
  const defsDepend = holdsKeyword(rootSchema.$defs ?? {}, dataKeywords) || holdsKeyword(rootSchema.definitions ?? {}, dataKeywords);
  const isIndependent = (schema: RJSFSchema) => {
    let known = independent.get(schema);
    if (known === undefined) {
      known = !holdsKeyword(schema, dataKeywords) && !(defsDepend && holdsKeyword(schema, new Set(['$ref'])));
      independent.set(schema, known);
    }
    return known;
  };
  const cached = Object.create(utils) as SchemaUtilsType;
  cached.retrieveSchema = (schema: RJSFSchema, formData?: unknown) => {
    if (!schema || typeof schema !== 'object' || !isIndependent(schema)) return utils.retrieveSchema(schema, formData);
    let resolved = cache.get(schema);
    if (!resolved) {
      resolved = utils.retrieveSchema(schema, formData);
      cache.set(schema, resolved);
    }
    return resolved;
  };
  // rjsf asks on every render whether a field shows its label, resolving an array's items again
  const labels = new WeakMap<object, WeakMap<object, boolean>>();
  const noUi = {};
  cached.getDisplayLabel = (schema: RJSFSchema, uiSchema?: UiSchema, globalOptions?: GlobalUISchemaOptions) => {
    if (globalOptions !== undefined || !schema || typeof schema !== 'object' || !isIndependent(schema)) return utils.getDisplayLabel(schema, uiSchema, globalOptions);
    let byUi = labels.get(schema);
    if (!byUi) labels.set(schema, (byUi = new WeakMap()));
    const key = uiSchema ?? noUi;
    let shown = byUi.get(key);
    if (shown === undefined) {
      shown = utils.getDisplayLabel(schema, uiSchema, globalOptions);
      byUi.set(key, shown);
    }
    return shown;
  };
  return cached;
}

/** Per field of a section: `h` hidden, `r` required now, `-` neither. */
function metaKeyOf(hidden: Set<string>, required: Set<string>, fields: string[]): string {
  let key = '';
  for (const f of fields) key += hidden.has(f) ? 'h' : required.has(f) ? 'r' : '-';
  return key;
}

/** The schema and UI schema of one section, for the fields shown now. */
export function sectionSchemas(form: CompiledForm, model: FormModel, section: FormSection, metaKey: string) {
  const visible = section.fields.filter((_f, i) => metaKey[i] !== 'h');
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': visible };
  for (const field of visible) {
    const ui = fieldUi(form.uiSchema, field);
    const own = form.schema.properties?.[field] as RJSFSchema | undefined;
    const valueless = valuelessWidgets.has(widgetName(ui) ?? '');
    const schema = own ?? (valueless ? { type: 'null', title: String(ui['ui:title'] ?? '') } : { type: 'string', title: field });
    properties[field] = schema;
    uiSchema[field] = normaliseFieldUi(ui, schema, model.readonly.has(field) && !valueless);
  }
  const required = visible.filter((f) => metaKey[section.fields.indexOf(f)] === 'r' && !model.readonly.has(f));
  const schema: RJSFSchema = { type: 'object', properties, required };
  if (form.schema.$defs) schema.$defs = form.schema.$defs;
  return { schema, uiSchema, visible };
}

/** Errors as rjsf's error schema: `shareData/0/volume` → shareData[0].volume.__errors. */
export function errorSchemaOf(errors: FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    let node = root;
    for (const part of error.field.split('/')) node = (node[part] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(error.message);
  }
  return root as ErrorSchema;
}

interface FieldSlotProps {
  field: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  required: boolean;
  registry: Registry;
  store: FormStore;
}

/**
 * A field's value in the store, followed through the field's own subscription, except for the
 * echo of a change its input already shows (kept-value.ts): `keep(next)` before committing such a
 * change, and the field does not render for it. Any other value (set from outside, or one the
 * field's widget does not show yet) renders the field; a render always reads the newest value.
 */
export function useKeptFieldValue(store: FormStore, field: string): [unknown, (next: unknown) => void] {
  // what the field shows: the value of its last render, or the last change its input showed
  const [known] = useState(() => ({ box: { value: store.getState().data[field] } }));
  const subscribe = useCallback(
    (listener: () => void) => {
      const check = () => {
        const value = store.getState().data[field];
        if (Object.is(value, known.box.value)) return;
        known.box = { value };
        listener();
      };
      const stop = store.subscribeField(field, check);
      check(); // a change between the render and the subscription
      return stop;
    },
    [store, field, known],
  );
  const snapshot = () => known.box;
  const { value } = useSyncExternalStore(subscribe, snapshot, snapshot);
  const keep = useCallback(
    (next: unknown) => {
      known.box = { value: next };
    },
    [known],
  );
  return [value, keep];
}

/** One field over the field's own value and errors in the store. */
const FieldSlot = memo(function FieldSlot({ field, schema, uiSchema, required, registry, store }: FieldSlotProps) {
  const [value, keep] = useKeptFieldValue(store, field);
  const locked = useFieldState(store, field, (s) => s.locked.has(field));
  // a field the registry look-up locked reads as the read-only fields do
  const shownUi = useMemo(() => (locked ? normaliseFieldUi(uiSchema, schema, true) : uiSchema), [locked, uiSchema, schema]);
  const errors = useFieldState(store, field, (s) => fieldErrors(s, field));
  const errorSchema = useMemo(() => (errors.length ? (errorSchemaOf(errors)[field] as ErrorSchema) : undefined), [errors, field]);
  const idSchema = useMemo(() => registry.schemaUtils.toIdSchema(schema, `root_${field}`), [registry, schema, field]);
  const valueless = valuelessWidgets.has(widgetName(uiSchema) ?? '');
  const onChange = useCallback(
    (next: unknown) => {
      if (valueless) return;
      // the field's own input already shows this value: no render to echo it
      if (isShown(idSchema.$id, next)) keep(next);
      store.getState().patch({ [field]: next });
    },
    [store, field, valueless, idSchema, keep],
  );
  // after a render, the kept inputs under the field look whether they show the value they hold
  const [sync] = useState(createKeptSync);
  useLayoutEffect(() => sync.notify());
  return (
    <KeptSyncContext.Provider value={sync}>
      <SchemaSlot
        name={field}
        schema={schema}
        uiSchema={shownUi}
        idSchema={idSchema}
        value={value}
        errorSchema={errorSchema}
        onChange={onChange}
        registry={registry}
        required={required}
        readonly={shownUi['ui:readonly'] === true}
        disabled={false}
      />
    </KeptSyncContext.Provider>
  );
});

/**
 * One section: a titled card of its fields in a two-column grid. It follows only its fields'
 * hidden and required flags; each field follows its own value, so typing re-renders one field.
 * Only the first `limit` fields are rendered yet (a large form fills in when idle); a
 * placeholder of about the rest's height stands in for them.
 */
export const SectionCard = memo(function SectionCard({ section, ctx, limit }: { section: FormSection; ctx: RenderContext; limit: number }) {
  const { form, validator, store, importFile, holderNames } = ctx;
  const metaKey = useRulesState(store, (s) => metaKeyOf(s.hidden, s.required, section.fields));
  const { schema, uiSchema, visible } = useMemo(() => sectionSchemas(form, validator.model, section, metaKey), [form, validator, section, metaKey]);
  const registry = useMemo(() => sectionRegistry(validator, schema, importFile, holderNames, store), [validator, schema, importFile, holderNames, store]);
  const required = new Set(schema.required ?? []);

  if (visible.length === 0) return null;
  return (
    <Card id={sectionDomId(section.id)} title={section.title} className="form-section" data-testid={`section-${section.id}`}>
      <Row gutter={24} className="form-section-grid">
        {visible
          .filter((field) => section.fields.indexOf(field) < limit)
          .map((field) => {
            const fieldSchema = schema.properties?.[field] as RJSFSchema;
            const fieldUiSchema = uiSchema[field] as UiSchema;
            return (
              <Col key={field} span={spanOf(fieldSchema, fieldUiSchema)}>
                <FieldSlot field={field} schema={fieldSchema} uiSchema={fieldUiSchema} required={required.has(field)} registry={registry} store={store} />
              </Col>
            );
          })}
      </Row>
      {limit < section.fields.length && (
        <div className="form-section-placeholder" style={{ height: Math.ceil((section.fields.length - limit) / 2) * 50 }} />
      )}
    </Card>
  );
});
