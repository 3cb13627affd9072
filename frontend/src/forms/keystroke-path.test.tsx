// The keystroke path (issue 23 item 4): each field follows only its own slice of the store, its
// form item (label, required mark, error) is memoised apart from its input, rjsf's schema
// resolution is remembered per schema, and visibility and requirement are evaluated again only
// when a field their conditions read changes. None of it may change what the user sees.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import type { FieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { createSchemaUtils } from '@rjsf/utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from './form-renderer';
import { createFormStore } from './form-store';
import { conditionFields, createFormValidator } from './form-validator';
import { withRetrieveCache } from './section-card';
import { sameChrome } from './templates/field-template';
import type { CompiledForm, FormData } from './types';

/** Two sections: a name, a kind that shows and requires a note, a total; a table unique by account. */
function keystrokeForm(): CompiledForm {
  const showNote = { properties: { kind: { const: '1' } }, required: ['kind'] };
  return {
    formId: 'keys',
    version: 1,
    title: '按键',
    nodeId: 'apply',
    mode: 'edit',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        name: { type: 'string', title: '名称', maxLength: 5 },
        kind: { type: 'string', title: '类型' },
        note: { type: 'string', title: '备注', minLength: 1 },
        total: { type: 'string', title: '合计' },
        rows: {
          type: 'array',
          title: '明细',
          items: { type: 'object', properties: { account: { type: 'string', title: '账号' }, amount: { type: 'string', title: '金额' } } },
        },
      },
      required: ['name'],
      allOf: [{ if: showNote, then: { required: ['note'] } }],
    },
    uiSchema: {
      'ui:order': ['name', 'kind', 'note', 'total', 'rows'],
      name: { 'ui:options': { section: 'a' } },
      kind: { 'ui:options': { section: 'a' } },
      note: { 'ui:options': { section: 'a', visibleWhen: showNote } },
      total: { 'ui:options': { section: 'b' } },
      rows: { 'ui:widget': 'table', 'ui:options': { section: 'b', uniqueBy: ['account'] } },
    },
    sections: [
      { id: 'a', title: '甲', fields: ['name', 'kind', 'note'] },
      { id: 'b', title: '乙', fields: ['total', 'rows'] },
    ],
    defaults: {},
    messages: {},
    editable: ['name', 'kind', 'note', 'total', 'rows'],
    formats: [],
  } as CompiledForm;
}

function renderForm(initialData?: FormData) {
  const ref = createRef<FormRendererHandle>();
  const view = renderAt(<FormRenderer ref={ref} form={keystrokeForm()} initialData={initialData} />);
  return { ...view, ref };
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const itemOf = (id: string) => input(id).closest('.ant-form-item') as HTMLElement;

describe('the keystroke path', () => {
  beforeEach(() => {
    signedIn();
  });

  it('types into a field and shows, clears and shows again its error beside it (the memoised form item follows)', async () => {
    const { ref } = renderForm({ rows: [{ account: 'A1', amount: '1' }] });
    await waitFor(() => expect(input('root_name')).toBeInTheDocument());
    fireEvent.change(input('root_name'), { target: { value: '张' } });
    expect(input('root_name').value).toBe('张');
    expect(ref.current!.getData().name).toBe('张');

    act(() => ref.current!.showErrors([{ field: 'name', rule: 'maxLength', message: '名称太长' }]));
    expect(itemOf('root_name')).toHaveTextContent('名称太长');
    expect(itemOf('root_name')).toHaveClass('ant-form-item-has-error');
    // another field's keystroke leaves the error where it is
    fireEvent.change(input('root_total'), { target: { value: '9' } });
    expect(itemOf('root_name')).toHaveTextContent('名称太长');
    // the field's own keystroke clears it, as before
    fireEvent.change(input('root_name'), { target: { value: '张三' } });
    await waitFor(() => expect(itemOf('root_name')).not.toHaveTextContent('名称太长'));
    expect(itemOf('root_name')).not.toHaveClass('ant-form-item-has-error');
    expect(input('root_name').value).toBe('张三');
    // and validating shows it again, the same message as the validator's
    act(() => void ref.current!.showErrors([{ field: 'name', rule: 'maxLength', message: '名称还是太长' }]));
    expect(itemOf('root_name')).toHaveTextContent('名称还是太长');
  });

  it('shows the note and marks it required once the kind says 1, and hides it again', async () => {
    const { ref } = renderForm();
    await waitFor(() => expect(input('root_kind')).toBeInTheDocument());
    expect(input('root_note')).toBeNull();
    fireEvent.change(input('root_kind'), { target: { value: '1' } });
    await waitFor(() => expect(input('root_note')).toBeInTheDocument());
    expect(itemOf('root_note').querySelector('.ant-form-item-required')).not.toBeNull();
    let errors = ref.current!.validate();
    expect(errors.map((e) => e.field)).toContain('note');
    fireEvent.change(input('root_kind'), { target: { value: '2' } });
    await waitFor(() => expect(input('root_note')).toBeNull());
    act(() => void (errors = ref.current!.validate()));
    expect(errors.map((e) => e.field)).not.toContain('note');
  });

  it('types into a table cell, and names repeated rows under the table as they appear and go', async () => {
    const { ref } = renderForm({ rows: [{ account: 'A1' }, { account: 'A2' }] });
    await waitFor(() => expect(input('root_rows_1_account')).toBeInTheDocument());
    fireEvent.change(input('root_rows_1_account'), { target: { value: 'A1' } });
    expect(input('root_rows_1_account').value).toBe('A1');
    expect(await screen.findByText(/1、2/)).toBeInTheDocument();
    fireEvent.change(input('root_rows_1_account'), { target: { value: 'A3' } });
    await waitFor(() => expect(screen.queryByText(/1、2/)).toBeNull());
    expect(ref.current!.getData().rows).toEqual([{ account: 'A1' }, { account: 'A3' }]);
  });
});

describe('the store of a rendered form', () => {
  const validator = createFormValidator(keystrokeForm());

  it('wakes only the field whose value or errors changed; a lock or a reset wakes every field', () => {
    const store = createFormStore(validator, { name: 'a' });
    const name = vi.fn();
    const total = vi.fn();
    store.subscribeField('name', name);
    const stop = store.subscribeField('total', total);
    store.getState().patch({ name: 'ab' });
    expect(name).toHaveBeenCalledTimes(1);
    expect(total).not.toHaveBeenCalled();
    store.getState().setErrors([{ field: 'total', rule: 'required', message: '必填' }]);
    expect(total).toHaveBeenCalledTimes(1);
    expect(name).toHaveBeenCalledTimes(1);
    store.getState().setLocked(['name']);
    expect(name).toHaveBeenCalledTimes(2);
    expect(total).toHaveBeenCalledTimes(2);
    stop();
    store.getState().reset({});
    expect(name).toHaveBeenCalledTimes(3);
    expect(total).toHaveBeenCalledTimes(2);
  });

  it('evaluates visibility and requirement again only when a field their conditions read changes', () => {
    expect(validator.conditionsRead).toEqual(new Set(['kind']));
    const store = createFormStore(validator, {});
    const { hidden, required } = store.getState();
    expect(hidden).toEqual(new Set(['note']));
    store.getState().patch({ name: 'x', total: '1' });
    expect(store.getState().hidden).toBe(hidden);
    expect(store.getState().required).toBe(required);
    store.getState().patch({ kind: '1' });
    expect(store.getState().hidden).toEqual(new Set());
    expect(store.getState().required).toEqual(new Set(['name', 'note']));
  });
});

describe('conditionFields', () => {
  it('names the fields under properties and required, through the combinators', () => {
    expect(conditionFields({ properties: { a: { const: '1' } }, required: ['a'] })).toEqual(new Set(['a']));
    expect(conditionFields({ anyOf: [{ properties: { a: { enum: ['1'] } } }, { not: { required: ['b'] } }] })).toEqual(new Set(['a', 'b']));
    expect(conditionFields({ if: { properties: { a: { const: 1 } } }, then: { properties: { b: { minLength: 1 } } }, else: true })).toEqual(new Set(['a', 'b']));
  });

  it('gives up (every field) on anything else about the data object, a reference or a platform keyword', () => {
    expect(conditionFields({ minProperties: 2 })).toBeNull();
    expect(conditionFields({ properties: { a: { $ref: '#/$defs/x' } } })).toBeNull();
    expect(conditionFields({ properties: { a: { 'x-noFuture': true } } })).toBeNull();
    expect(conditionFields({ dependentRequired: { a: ['b'] } })).toBeNull();
  });
});

describe('the remembered schema resolution', () => {
  const root: RJSFSchema = { type: 'object', properties: {} };

  it('returns the same resolved object for a schema that cannot depend on the data', () => {
    const utils = withRetrieveCache(createSchemaUtils(createFormValidator(keystrokeForm()).rjsf, root), root);
    const items: RJSFSchema = { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } };
    expect(utils.retrieveSchema(items, [{ a: '1' }])).toBe(utils.retrieveSchema(items, [{ a: '2' }]));
    expect(utils.getDisplayLabel(items, {})).toBe(createSchemaUtils(createFormValidator(keystrokeForm()).rjsf, root).getDisplayLabel(items, {}));
  });

  it('resolves a conditional schema against the data every time', () => {
    const utils = withRetrieveCache(createSchemaUtils(createFormValidator(keystrokeForm()).rjsf, root), root);
    const conditional: RJSFSchema = {
      type: 'object',
      properties: { a: { type: 'string' } },
      if: { properties: { a: { const: '1' } }, required: ['a'] },
      then: { properties: { b: { type: 'string' } } },
    };
    expect(Object.keys(utils.retrieveSchema(conditional, { a: '1' }).properties ?? {})).toEqual(['a', 'b']);
    expect(Object.keys(utils.retrieveSchema(conditional, { a: '2' }).properties ?? {})).toEqual(['a']);
  });
});

describe('the memoised form item', () => {
  const base = { id: 'root_a', label: '甲', required: false, rawErrors: ['错'], schema: {}, uiSchema: {}, children: 'x', formData: '1' };
  const props = (over: Record<string, unknown>) => ({ ...base, ...over }) as unknown as FieldTemplateProps;

  it('renders again for what it shows (label, required, errors by content), not for the value or the widget', () => {
    expect(sameChrome(props({}), props({ children: 'y', formData: '2', rawErrors: ['错'] }))).toBe(true);
    expect(sameChrome(props({}), props({ rawErrors: ['另一个错'] }))).toBe(false);
    expect(sameChrome(props({}), props({ rawErrors: undefined }))).toBe(false);
    expect(sameChrome(props({}), props({ label: '乙' }))).toBe(false);
    expect(sameChrome(props({}), props({ required: true }))).toBe(false);
    expect(sameChrome(props({}), props({ uiSchema: { 'ui:options': { help: '帮助' } } }))).toBe(false);
  });
});
