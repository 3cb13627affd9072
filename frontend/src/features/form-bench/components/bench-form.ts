import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CompiledForm, FormData } from '@/forms/types';

/** Sizes of the generated benchmark form (issue 4: 250 fields and three tables). */
export const benchFieldCount = 250;
export const benchSectionCount = 10;
export const benchTableRows = 10;

const kinds = ['input', 'amount', 'number', 'date', 'select', 'textarea', 'input', 'input'] as const;

/** A compiled form of 250 fields in ten sections plus three tables, with a few conditions. */
export function generateBenchForm(): { form: CompiledForm; data: FormData } {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  const required: string[] = [];
  const allOf: RJSFSchema[] = [];
  const data: FormData = {};
  const sections: CompiledForm['sections'] = [];
  const perSection = benchFieldCount / benchSectionCount;

  for (let s = 0; s < benchSectionCount; s += 1) {
    const fields: string[] = [];
    for (let i = 0; i < perSection; i += 1) {
      const n = s * perSection + i;
      const name = `f${n}`;
      const kind = kinds[n % kinds.length];
      const title = `字段${n}`;
      const options: Record<string, unknown> = { section: `s${s}` };
      if (kind === 'input') properties[name] = { type: 'string', title, maxLength: 50 };
      if (kind === 'textarea') properties[name] = { type: 'string', title, maxLength: 200 };
      if (kind === 'amount') properties[name] = { type: 'string', title, pattern: '^-?\\d+(\\.\\d{1,2})?$' };
      if (kind === 'number') properties[name] = { type: 'integer', title, minimum: 0 };
      if (kind === 'date') properties[name] = { type: 'string', title };
      if (kind === 'select') properties[name] = { type: 'string', title, oneOf: ['一', '二', '三'].map((x, k) => ({ const: String(k + 1), title: `选项${x}` })) };
      const widget = { amount: 'amount', date: 'date', textarea: 'textarea' }[kind as string];
      uiSchema[name] = { ...(widget ? { 'ui:widget': widget } : {}), 'ui:options': options };
      if (n % 5 === 0) {
        required.push(name);
        (properties[name] as RJSFSchema).minLength = kind === 'number' ? undefined : 1;
      }
      // every 25th field shows only when the field before it says 1
      if (n % 25 === 24) {
        const condition = { properties: { [`f${n - 1}`]: { const: '1' } }, required: [`f${n - 1}`] };
        options.visibleWhen = condition;
        allOf.push({ if: condition, then: { required: [name] } });
      }
      if (kind === 'input' && n % 3 === 0) data[name] = `值${n}`;
      fields.push(name);
    }
    if (s % 3 === 0 && s / 3 < 3) {
      const table = `t${s / 3}`;
      properties[table] = {
        type: 'array',
        title: `明细表${s / 3 + 1}`,
        minItems: 1,
        items: {
          type: 'object',
          required: ['c0'],
          properties: {
            c0: { type: 'string', title: '登记账号', minLength: 1 },
            c1: { type: 'string', title: '名称' },
            c2: { type: 'string', title: '金额' },
            c3: { type: 'integer', title: '数量' },
            c4: { type: 'string', title: '日期' },
          },
        },
      };
      uiSchema[table] = {
        'ui:widget': 'table',
        'ui:options': { section: `s${s}`, minRows: 1, uniqueBy: ['c0'] },
        items: { c2: { 'ui:widget': 'amount' }, c4: { 'ui:widget': 'date' } },
      };
      data[table] = Array.from({ length: benchTableRows }, (_v, r) => ({ c0: `A${s}${r}`, c1: `名称${r}`, c2: `${r * 1000}.5`, c3: r, c4: '2024-01-02' }));
      fields.push(table);
    }
    sections.push({ id: `s${s}`, title: `第${s + 1}部分`, fields });
  }
  uiSchema['ui:order'] = sections.flatMap((s) => s.fields);

  const form: CompiledForm = {
    formId: 'bench',
    version: 1,
    title: '性能测试表单',
    nodeId: 'apply',
    mode: 'edit',
    schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties, required, allOf },
    uiSchema,
    sections,
    defaults: {},
    messages: {},
    editable: Object.keys(properties),
    formats: [],
  };
  return { form, data };
}
