import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { t } from '@/lib/i18n';

/** `ui:widget` names that are rjsf fields (objects, arrays or no value); moved to `ui:field`. */
export const fieldNames = new Set(['table', 'upload', 'area', 'holderSearch', 'title', 'image', 'sectionTitle', 'imageBlock', 'dateRange', 'financeTable', 'scoringTable']);
/** Widgets that draw their own read-only text. */
export const selfReadonlyWidgets = new Set([
  'dictSelect', 'dictRadio', 'dictCheckboxes', 'dictCascader', 'lazySelect', 'amount', 'date', 'multiLineSearch', 'switch', 'richText', 'readonlyText',
  // the periodic report's disclosure scope and its designees (named by the definition's `widget`)
  'disclosureScope', 'disclosureDesignees',
  // a password reads ******, never its value; a QR code is the same at every node
  'password', 'qrCode',
]);
/** Fields shown with their label beside them (tables, titles and images draw their own). */
export const labelledFields = new Set(['upload', 'area', 'holderSearch', 'dateRange']);

const selectLike = new Set(['select', 'radio', 'checkboxes', 'dictSelect', 'dictRadio', 'dictCheckboxes', 'lazySelect', 'date', 'dateRange']);

/**
 * The UI schema of one field as the renderer uses it: field names moved to `ui:field`, built-in
 * widgets swapped for read-only text when the field is read-only, and the spec's default
 * placeholder (请输入 / 请选择 plus the label; none when read-only or disabled).
 */
export function normaliseFieldUi(ui: UiSchema | undefined, schema: RJSFSchema | undefined, readonly: boolean): UiSchema {
  const out: UiSchema = { ...(ui ?? {}) };
  const options = (out['ui:options'] ?? {}) as Record<string, unknown>;
  // a switch is a boolean; rjsf's checkbox would repeat the label beside the box
  if (schema?.type === 'boolean' && (out['ui:widget'] === 'checkbox' || out['ui:widget'] === undefined)) out['ui:widget'] = 'switch';
  // static options carry their labels in dataList: [{value, label}]
  const values = (schema?.enum ?? (schema?.items as RJSFSchema | undefined)?.enum) as unknown[] | undefined;
  if (Array.isArray(options.dataList) && Array.isArray(values) && out['ui:enumNames'] === undefined) {
    const list = options.dataList as { value: unknown; label: unknown }[];
    out['ui:enumNames'] = values.map((v) => String(list.find((d) => String(d.value) === String(v))?.label ?? v));
  }
  const widget = out['ui:widget'];
  if (typeof widget === 'string' && fieldNames.has(widget)) {
    delete out['ui:widget'];
    out['ui:field'] = widget;
  }
  const name = (out['ui:field'] ?? out['ui:widget']) as string | undefined;
  if (readonly) {
    out['ui:readonly'] = true;
    delete out['ui:help']; // typing hints mean nothing on text
    delete out['ui:placeholder'];
    if (!name || !(fieldNames.has(name) || selfReadonlyWidgets.has(name))) out['ui:widget'] = 'readonlyText';
  } else if (out['ui:placeholder'] === undefined && out['ui:disabled'] !== true && name !== 'multiLineSearch' && schema && schema.type !== 'array' && schema.type !== 'object' && schema.type !== 'boolean') {
    const label = String(schema.title ?? out['ui:title'] ?? '');
    const choice = (name && selectLike.has(name)) || Array.isArray(schema.enum) || Array.isArray(schema.oneOf);
    if (label) out['ui:placeholder'] = t(choice ? 'form.placeholder.select' : 'form.placeholder.input', { label });
  }
  if (schema?.type === 'array' && out.items && typeof out.items === 'object') {
    const rowSchema = (schema.items && typeof schema.items === 'object' ? schema.items : {}) as RJSFSchema;
    const items: UiSchema = { ...(out.items as UiSchema) };
    for (const [col, colSchema] of Object.entries(rowSchema.properties ?? {})) {
      items[col] = normaliseFieldUi(items[col] as UiSchema | undefined, colSchema as RJSFSchema, readonly);
    }
    out.items = items;
  } else if (schema?.type === 'array' && readonly && name === 'table') {
    const rowSchema = (schema.items && typeof schema.items === 'object' ? schema.items : {}) as RJSFSchema;
    out.items = Object.fromEntries(
      Object.entries(rowSchema.properties ?? {}).map(([col, colSchema]) => [col, normaliseFieldUi(undefined, colSchema as RJSFSchema, true)]),
    );
  }
  return out;
}
