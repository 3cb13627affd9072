import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledForm } from '../types';

const here = dirname(fileURLToPath(import.meta.url));
/** The server's compiled golden forms (forms/tests/golden/compiled.json). */
export const goldenCompiled = JSON.parse(readFileSync(resolve(here, '../../../../forms/tests/golden/compiled.json'), 'utf8')) as Record<
  string,
  CompiledForm
>;

/**
 * One field of a compiled golden form as a form of its own (its schema, UI and messages as the
 * server compiled them), editable or, as at an approval node, read-only.
 */
export function singleFieldForm(key: string, prop: string, readonly = false): CompiledForm {
  const form = goldenCompiled[key];
  const schema = form.schema as { properties: Record<string, unknown> };
  const ui = structuredClone((form.uiSchema as Record<string, Record<string, unknown>>)[prop]);
  if (readonly) ui['ui:readonly'] = true;
  // shown whatever the rest of the form says
  delete (ui['ui:options'] as Record<string, unknown>).visibleWhen;
  return {
    ...form,
    mode: readonly ? 'readonly' : 'edit',
    schema: { ...form.schema, properties: { [prop]: schema.properties[prop] }, required: [], allOf: [] },
    uiSchema: { 'ui:order': [prop], [prop]: ui },
    sections: [{ id: 'only', title: String((ui['ui:options'] as { label?: string }).label ?? prop), fields: [prop] }],
    defaults: {},
    editable: readonly ? [] : [prop],
  } as CompiledForm;
}
