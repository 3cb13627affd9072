// Inputs that keep their own text (issue 23 item 4): a keystroke in a text field or a table cell
// commits to the store and renders nothing in React (not rjsf's SchemaField, not an antd Input,
// not the table with its new rows), while everything that reads the store still sees every value
// at once, and a value set from anywhere else still shows in the input.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { createRef, Profiler, type ComponentProps } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from './form-renderer';
import { createFormStore, type FormStore } from './form-store';
import { createFormValidator } from './form-validator';
import { SectionCard, type RenderContext } from './section-card';
import type { CompiledForm, FormData } from './types';
import { KeptText } from './widgets/kept-text-widget';

/** How often rjsf's SchemaField rendered each field (it renders the field template every time). */
const fieldRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('./templates/field-template', async (importOriginal) => {
  const original = await importOriginal<typeof import('./templates/field-template')>();
  function CountingFieldTemplate(props: FieldTemplateProps) {
    fieldRenders.set(props.id, (fieldRenders.get(props.id) ?? 0) + 1);
    return <original.FieldTemplate {...props} />;
  }
  return { ...original, FieldTemplate: CountingFieldTemplate };
});

/** A name (at most 5), a note (textarea), a kind that shows the remark; a table unique by account. */
function keptForm(): CompiledForm {
  const showRemark = { properties: { kind: { const: '1' } }, required: ['kind'] };
  return {
    formId: 'kept',
    version: 1,
    title: '保持',
    nodeId: 'apply',
    mode: 'edit',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        name: { type: 'string', title: '名称', maxLength: 5 },
        note: { type: 'string', title: '说明' },
        kind: { type: 'string', title: '类型' },
        remark: { type: 'string', title: '备注' },
        rows: {
          type: 'array',
          title: '明细',
          items: {
            type: 'object',
            properties: {
              account: { type: 'string', title: '账号' },
              holder: { type: 'string', title: '名称' },
              certType: { type: 'string', title: '证件类型' },
              certNo: { type: 'string', title: '证件号码' },
            },
          },
        },
      },
      required: ['name'],
    },
    uiSchema: {
      'ui:order': ['name', 'note', 'kind', 'remark', 'rows'],
      name: { 'ui:options': { section: 'a' } },
      note: { 'ui:widget': 'textarea', 'ui:options': { section: 'a' } },
      kind: { 'ui:options': { section: 'a' } },
      remark: { 'ui:options': { section: 'a', visibleWhen: showRemark } },
      rows: {
        'ui:widget': 'table',
        'ui:options': { section: 'a', uniqueBy: ['account'] },
        items: { certType: { 'ui:options': { resets: ['certNo'] } } },
      },
    },
    sections: [{ id: 'a', title: '甲', fields: ['name', 'note', 'kind', 'remark', 'rows'] }],
    defaults: {},
    messages: {},
    editable: ['name', 'note', 'kind', 'remark', 'rows'],
    formats: [],
  } as CompiledForm;
}

const twoRows = () => ({ rows: [{ account: 'A1', holder: '甲', certType: '1', certNo: '110' }, { account: 'A2' }] });
const input = (id: string) => document.getElementById(id) as HTMLInputElement;

/** The form through FormRenderer, counting React commits under it. */
function renderForm(initialData?: FormData, onChange?: (data: FormData) => void, form = keptForm()) {
  const ref = createRef<FormRendererHandle>();
  const commits = { count: 0 };
  renderAt(
    <Profiler id="form" onRender={() => void (commits.count += 1)}>
      <FormRenderer ref={ref} form={form} initialData={initialData} onChange={onChange} />
    </Profiler>,
  );
  return { ref, commits };
}

/** One section over a store the test holds, to change values from outside as rules, resets and imports do. */
function renderSection(data: FormData, form = keptForm()): { store: FormStore } {
  const validator = createFormValidator(form);
  const store = createFormStore(validator, data);
  const ctx: RenderContext = { form, validator, store };
  renderAt(<SectionCard section={form.sections[0]} ctx={ctx} limit={Infinity} />);
  return { store };
}

/** Types `text` as the browser does: the element's text changes, then the input event. */
const type = (id: string, text: string) => fireEvent.change(input(id), { target: { value: text } });

describe('a keystroke in a kept input', () => {
  beforeEach(() => {
    signedIn();
    fieldRenders.clear();
  });

  it('commits the value and renders nothing: not the SchemaField, not an input, not the section', async () => {
    const { ref, commits } = renderForm();
    await waitFor(() => expect(input('root_name')).toBeInTheDocument());
    await waitFor(() => expect(ref.current).not.toBeNull());
    const before = { commits: commits.count, name: fieldRenders.get('root_name'), note: fieldRenders.get('root_note') };
    expect(before.name).toBeGreaterThan(0);

    type('root_name', '张');
    type('root_name', '张三');
    type('root_note', '第一行\n第二行');
    expect(input('root_name').value).toBe('张三');
    expect(input('root_note').value).toBe('第一行\n第二行');
    expect(ref.current!.getData()).toMatchObject({ name: '张三', note: '第一行\n第二行' });
    // no React commit at all under the form: no SchemaField, no antd Input, no section rendered
    expect(commits.count).toBe(before.commits);
    expect(fieldRenders.get('root_name')).toBe(before.name);
    expect(fieldRenders.get('root_note')).toBe(before.note);

    // emptied: the field's empty value (none), shown empty, still without a render
    type('root_name', '');
    expect(ref.current!.getData().name).toBeUndefined();
    expect(input('root_name').value).toBe('');
    expect(commits.count).toBe(before.commits);
  });

  it('renders the sections whose fields appear with the value, as before', async () => {
    const { ref } = renderForm();
    await waitFor(() => expect(input('root_kind')).toBeInTheDocument());
    expect(input('root_remark')).toBeNull();
    type('root_kind', '1');
    await waitFor(() => expect(input('root_remark')).toBeInTheDocument());
    expect(input('root_kind').value).toBe('1');
    type('root_kind', '2');
    await waitFor(() => expect(input('root_remark')).toBeNull());
    expect(ref.current!.getData().kind).toBe('2');
  });

  it('shows and clears errors as the value is typed and validated; the typed text stays', async () => {
    const { ref } = renderForm();
    await waitFor(() => expect(input('root_name')).toBeInTheDocument());
    await waitFor(() => expect(ref.current).not.toBeNull());
    const item = () => input('root_name').closest('.ant-form-item') as HTMLElement;
    type('root_name', '一二三四五六');
    let errors: ReturnType<FormRendererHandle['validate']> = [];
    act(() => void (errors = ref.current!.validate()));
    expect(errors.map((e) => e.field)).toContain('name');
    await waitFor(() => expect(item()).toHaveClass('ant-form-item-has-error'));
    expect(input('root_name').value).toBe('一二三四五六');
    // the input wears the form item's error, as antd's own does
    expect(input('root_name').closest('.ant-input-affix-wrapper')).toHaveClass('ant-input-status-error');
    // the field's own keystroke clears it
    type('root_name', '一二三');
    await waitFor(() => expect(item()).not.toHaveClass('ant-form-item-has-error'));
    expect(input('root_name').closest('.ant-input-affix-wrapper')).not.toHaveClass('ant-input-status-error');
    expect(input('root_name').value).toBe('一二三');
    act(() => void (errors = ref.current!.validate()));
    expect(errors.map((e) => e.field)).not.toContain('name');
    // emptied and validated: required
    type('root_name', '');
    act(() => void (errors = ref.current!.validate()));
    expect(errors.map((e) => e.field)).toContain('name');
    await waitFor(() => expect(item()).toHaveClass('ant-form-item-has-error'));
  });

  it('hands every typed value to the page (drafts) and to submit', async () => {
    const onChange = vi.fn();
    const { ref } = renderForm(twoRows(), onChange);
    await waitFor(() => expect(input('root_rows_1_holder')).toBeInTheDocument());
    await waitFor(() => expect(ref.current).not.toBeNull());
    type('root_name', '张');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: '张' }));
    type('root_name', '张三');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: '张三' }));
    type('root_rows_1_holder', '乙');
    expect(onChange.mock.lastCall![0].rows[1]).toEqual({ account: 'A2', holder: '乙' });
    expect(ref.current!.getSubmitData()).toMatchObject({ name: '张三', rows: [{ account: 'A1' }, { account: 'A2', holder: '乙' }] });
    let errors: ReturnType<FormRendererHandle['submit']> = [];
    act(() => void (errors = ref.current!.submit()));
    expect(errors).toEqual([]);
  });
});

describe('a value set from outside', () => {
  beforeEach(() => {
    signedIn();
  });

  it('shows in the input: another rule setting it, a reset, a draft loaded over what was typed', async () => {
    const { store } = renderSection({ name: '甲' });
    await waitFor(() => expect(input('root_name')).toBeInTheDocument());
    expect(input('root_name').value).toBe('甲');
    type('root_name', '甲乙');
    expect(store.getState().data.name).toBe('甲乙');
    // a rule elsewhere sets it
    act(() => store.getState().patch({ name: '丙' }));
    expect(input('root_name').value).toBe('丙');
    // typed again, then reset to the value the field was last rendered with
    type('root_name', '丙丁');
    act(() => store.getState().patch({ name: '丙' }));
    expect(input('root_name').value).toBe('丙');
    type('root_name', '丙戊');
    act(() => store.getState().reset({ note: '草稿' }));
    expect(input('root_name').value).toBe('');
    expect(input('root_note').value).toBe('草稿');
    // a draft with the value the user had typed changes nothing on screen
    type('root_name', '己');
    act(() => store.getState().reset({ name: '己' }));
    expect(input('root_name').value).toBe('己');
  });

  it('shows a rule changing the value in the same change as the keystroke', async () => {
    const { store } = renderSection({});
    await waitFor(() => expect(input('root_name')).toBeInTheDocument());
    // a linked rule: the name is kept upper-case
    store.subscribe((state) => {
      const name = state.data.name;
      if (typeof name === 'string' && name !== name.toUpperCase()) state.patch({ name: name.toUpperCase() });
    });
    act(() => void type('root_name', 'abc'));
    expect(store.getState().data.name).toBe('ABC');
    expect(input('root_name').value).toBe('ABC');
  });

  it('shows an import of a table’s rows over a typed cell, and a cell typed after it', async () => {
    const { store } = renderSection(twoRows());
    await waitFor(() => expect(input('root_rows_0_holder')).toBeInTheDocument());
    type('root_rows_0_holder', '甲甲');
    expect(store.getState().data.rows).toEqual([{ account: 'A1', holder: '甲甲', certType: '1', certNo: '110' }, { account: 'A2' }]);
    act(() => store.getState().patch({ rows: [{ account: 'B1', holder: '导入' }] }));
    expect(input('root_rows_0_holder').value).toBe('导入');
    expect(input('root_rows_0_account').value).toBe('B1');
    expect(input('root_rows_1_holder')).toBeNull();
    type('root_rows_0_holder', '导入后');
    expect(store.getState().data.rows).toEqual([{ account: 'B1', holder: '导入后' }]);
    // set back to exactly the rows the cell was last rendered with: it shows them again
    act(() => store.getState().patch({ rows: [{ account: 'B1', holder: '导入' }] }));
    expect(input('root_rows_0_holder').value).toBe('导入');
  });
});

describe('a keystroke in a table cell', () => {
  beforeEach(() => {
    signedIn();
    fieldRenders.clear();
  });

  it('renders neither the table nor the cell; two cells typed in turn both count', async () => {
    const { ref, commits } = renderForm(twoRows());
    await waitFor(() => expect(input('root_rows_1_holder')).toBeInTheDocument());
    await waitFor(() => expect(ref.current).not.toBeNull());
    const before = { commits: commits.count, table: fieldRenders.get('root_rows'), cell: fieldRenders.get('root_rows_1_holder') };
    expect(before.table).toBeGreaterThan(0);
    type('root_rows_1_holder', '乙');
    type('root_rows_0_holder', '甲二');
    // an account that repeats no other leaves the repeated rows as they are: no render either
    type('root_rows_1_account', 'A3');
    expect(ref.current!.getData().rows).toEqual([
      { account: 'A1', holder: '甲二', certType: '1', certNo: '110' },
      { account: 'A3', holder: '乙' },
    ]);
    expect(commits.count).toBe(before.commits);
    expect(fieldRenders.get('root_rows')).toBe(before.table);
    expect(fieldRenders.get('root_rows_1_holder')).toBe(before.cell);
    expect(input('root_rows_1_holder').value).toBe('乙');
  });

  it('renders the table when the repeated rows change, and when a column resets another', async () => {
    const { ref } = renderForm(twoRows());
    await waitFor(() => expect(input('root_rows_1_account')).toBeInTheDocument());
    await waitFor(() => expect(ref.current).not.toBeNull());
    const tableRenders = fieldRenders.get('root_rows')!;
    type('root_rows_1_account', 'A1');
    expect(await screen.findByText(/1、2/)).toBeInTheDocument();
    expect(fieldRenders.get('root_rows')).toBeGreaterThan(tableRenders);
    type('root_rows_1_account', 'A4');
    await waitFor(() => expect(screen.queryByText(/1、2/)).toBeNull());
    // 证件类型 resets 证件号码: the other cell empties on screen too
    expect(input('root_rows_0_certNo').value).toBe('110');
    type('root_rows_0_certType', '2');
    await waitFor(() => expect(input('root_rows_0_certNo').value).toBe(''));
    expect((ref.current!.getData().rows as FormData[])[0]).toEqual({ account: 'A1', holder: '甲', certType: '2' });
    expect(input('root_rows_0_certType').value).toBe('2');
  });

  it('keeps a typed cell when the table renders on its own (a row added, a row removed)', async () => {
    const { ref } = renderForm(twoRows());
    await waitFor(() => expect(input('root_rows_1_holder')).toBeInTheDocument());
    await waitFor(() => expect(ref.current).not.toBeNull());
    type('root_rows_1_holder', '乙');
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    await waitFor(() => expect(input('root_rows_2_account')).toBeInTheDocument());
    expect(input('root_rows_1_holder').value).toBe('乙');
    expect(ref.current!.getData().rows).toEqual([{ account: 'A1', holder: '甲', certType: '1', certNo: '110' }, { account: 'A2', holder: '乙' }, {}]);
    type('root_rows_2_account', 'A9');
    fireEvent.click(screen.getByRole('button', { name: '删除 1' }));
    await waitFor(() => expect(input('root_rows_2_account')).toBeNull());
    expect(ref.current!.getData().rows).toEqual([{ account: 'A2', holder: '乙' }, { account: 'A9' }]);
    expect(input('root_rows_0_holder').value).toBe('乙');
    expect(input('root_rows_1_account').value).toBe('A9');
  });
});

describe('an IME composition', () => {
  beforeEach(() => {
    signedIn();
  });

  /** Composes `steps` (the element's text at each input event), ending with `result`. */
  function compose(id: string, steps: string[], result: string, during?: () => void) {
    const el = input(id);
    fireEvent.compositionStart(el);
    for (const step of steps) fireEvent.change(el, { target: { value: step } });
    during?.();
    el.value = result;
    fireEvent.compositionEnd(el);
  }

  it('commits the composed text at its end, not the letters on the way, and no render disturbs it', async () => {
    const { store } = renderSection({ name: '甲' });
    await waitFor(() => expect(input('root_name')).toBeInTheDocument());
    const seen: unknown[] = [];
    store.subscribe((s, p) => s.data.name !== p.data.name && seen.push(s.data.name));
    compose('root_name', ['甲z', '甲zh', '甲zhong'], '甲中', () => {
      expect(store.getState().data.name).toBe('甲');
      // the field renders in the middle of it (an error shown): the composition stays
      act(() => store.getState().setErrors([{ field: 'name', rule: 'required', message: '必填' }]));
      expect(input('root_name').value).toBe('甲zhong');
    });
    expect(store.getState().data.name).toBe('甲中');
    expect(seen).toEqual(['甲中']);
    expect(input('root_name').value).toBe('甲中');
    // typing goes on as usual afterwards
    type('root_name', '甲中乙');
    expect(store.getState().data.name).toBe('甲中乙');
  });

  it('composes in a table cell too', async () => {
    const { store } = renderSection(twoRows());
    await waitFor(() => expect(input('root_rows_1_holder')).toBeInTheDocument());
    compose('root_rows_1_holder', ['w', 'wa', 'wang'], '王');
    expect(store.getState().data.rows).toEqual([twoRows().rows[0], { account: 'A2', holder: '王' }]);
    expect(input('root_rows_1_holder').value).toBe('王');
  });
});

/** An amount in yuan, a capital in ten thousand yuan, a count (updown, at least 1); a table of both. */
function numberForm(): CompiledForm {
  const form = keptForm();
  return {
    ...form,
    schema: {
      ...form.schema,
      properties: {
        price: { type: 'string', title: '金额' },
        capital: { type: 'string', title: '注册资本' },
        volume: { type: 'integer', title: '数量', minimum: 1 },
        lots: {
          type: 'array',
          title: '明细',
          items: { type: 'object', properties: { account: { type: 'string', title: '账号' }, price: { type: 'string', title: '金额' }, volume: { type: 'integer', title: '数量' } } },
        },
      },
      required: [],
    },
    uiSchema: {
      'ui:order': ['price', 'capital', 'volume', 'lots'],
      price: { 'ui:widget': 'amount', 'ui:options': { section: 'a', unit: 'yuan' } },
      capital: { 'ui:widget': 'amount', 'ui:options': { section: 'a', unit: 'tenThousand' } },
      volume: { 'ui:widget': 'updown', 'ui:options': { section: 'a' } },
      lots: { 'ui:widget': 'table', 'ui:options': { section: 'a' }, items: { price: { 'ui:widget': 'amount' }, volume: { 'ui:widget': 'updown' } } },
    },
    sections: [{ id: 'a', title: '甲', fields: ['price', 'capital', 'volume', 'lots'] }],
    editable: ['price', 'capital', 'volume', 'lots'],
  } as CompiledForm;
}

const oneLot = () => ({ lots: [{ account: 'A1', price: '10', volume: 3 }] });

describe('a keystroke in an amount or an updown field', () => {
  beforeEach(() => {
    signedIn();
    fieldRenders.clear();
  });

  it('commits the amount as a string and the count as a number, and renders nothing', async () => {
    const { ref, commits } = renderForm(oneLot(), undefined, numberForm());
    await waitFor(() => expect(input('root_lots_0_volume')).toBeInTheDocument());
    await waitFor(() => expect(ref.current).not.toBeNull());
    const ids = ['root_price', 'root_volume', 'root_lots', 'root_lots_0_price', 'root_lots_0_volume'];
    const before = { commits: commits.count, fields: ids.map((id) => fieldRenders.get(id)) };
    expect(before.fields.every((n) => n! > 0)).toBe(true);

    fireEvent.focus(input('root_price'));
    type('root_price', '1');
    type('root_price', '12345.6');
    fireEvent.focus(input('root_volume'));
    type('root_volume', '1');
    type('root_volume', '12');
    type('root_lots_0_price', '10.5');
    type('root_lots_0_volume', '30');
    expect(ref.current!.getData()).toMatchObject({ price: '12345.6', volume: 12, lots: [{ account: 'A1', price: '10.5', volume: 30 }] });
    expect(input('root_price').value).toBe('12345.6');
    expect(input('root_volume').value).toBe('12');
    expect(input('root_lots_0_price').value).toBe('10.5');
    // no React commit under the form: no SchemaField, no input, no table rendered
    expect(commits.count).toBe(before.commits);
    expect(ids.map((id) => fieldRenders.get(id))).toEqual(before.fields);

    // a decimal count goes to the form as rjsf's number field hands it on, shown as typed
    type('root_volume', '1.50');
    expect(ref.current!.getData().volume).toBe(1.5);
    expect(input('root_volume').value).toBe('1.50');
    type('root_volume', '');
    type('root_price', '');
    expect(ref.current!.getData().volume).toBeUndefined();
    expect(ref.current!.getData().price).toBeUndefined();
    expect(commits.count).toBe(before.commits);
  });

  it('formats an amount when it is left and shows the digits again when it is entered', async () => {
    const { ref } = renderForm({ price: '1234567.5' }, undefined, numberForm());
    await waitFor(() => expect(input('root_capital')).toBeInTheDocument());
    await waitFor(() => expect(ref.current).not.toBeNull());
    expect(input('root_price').value).toBe('1,234,567.50');
    fireEvent.focus(input('root_price'));
    expect(input('root_price').value).toBe('1234567.5');
    type('root_price', '7654321.25');
    fireEvent.blur(input('root_price'));
    expect(input('root_price').value).toBe('7,654,321.25');
    fireEvent.focus(input('root_price'));
    expect(input('root_price').value).toBe('7654321.25');
    // ten thousand yuan: six decimals, the unit beside the input
    fireEvent.focus(input('root_capital'));
    type('root_capital', '12.5');
    fireEvent.blur(input('root_capital'));
    expect(input('root_capital').value).toBe('12.500000');
    expect(input('root_capital').parentElement).toHaveTextContent('万元');
    expect(ref.current!.getData()).toMatchObject({ price: '7654321.25', capital: '12.5' });
  });

  it('refuses letters and numbers above 2^53 as they are typed, drops commas, and says why', async () => {
    const { ref } = renderForm(undefined, undefined, numberForm());
    await waitFor(() => expect(input('root_price')).toBeInTheDocument());
    await waitFor(() => expect(ref.current).not.toBeNull());
    fireEvent.focus(input('root_price'));
    type('root_price', '12');
    type('root_price', '12a');
    expect(input('root_price').value).toBe('12');
    type('root_price', '1,234');
    expect(input('root_price').value).toBe('1234');
    expect(ref.current!.getData().price).toBe('1234');
    type('root_price', '9007199254740993');
    expect(await screen.findByText('数字超过最大安全长度')).toBeInTheDocument();
    expect(input('root_price').value).toBe('1234');
    expect(input('root_price').closest('.ant-input-affix-wrapper')).toHaveClass('ant-input-status-error');
    expect(ref.current!.getData().price).toBe('1234');
    type('root_price', '12345');
    await waitFor(() => expect(screen.queryByText('数字超过最大安全长度')).toBeNull());
    expect(input('root_price').value).toBe('12345');
    expect(ref.current!.getData().price).toBe('12345');
  });

  it('shows a count’s error and clears it on the next keystroke, keeping the typed text', async () => {
    const { ref } = renderForm(undefined, undefined, numberForm());
    await waitFor(() => expect(input('root_volume')).toBeInTheDocument());
    await waitFor(() => expect(ref.current).not.toBeNull());
    const item = () => input('root_volume').closest('.ant-form-item') as HTMLElement;
    type('root_volume', '-5');
    fireEvent.blur(input('root_volume'));
    let errors: ReturnType<FormRendererHandle['validate']> = [];
    act(() => void (errors = ref.current!.validate()));
    expect(errors.map((e) => [e.field, e.rule])).toContainEqual(['volume', 'minimum']);
    await waitFor(() => expect(item()).toHaveClass('ant-form-item-has-error'));
    expect(input('root_volume').value).toBe('-5');
    expect(ref.current!.getData().volume).toBe(-5);
    type('root_volume', '007');
    await waitFor(() => expect(item()).not.toHaveClass('ant-form-item-has-error'));
    // the field rendered (its error went) with 7: what was typed stays
    expect(input('root_volume').value).toBe('007');
    expect(ref.current!.getData().volume).toBe(7);
  });
});

describe('a value set from outside an amount or an updown field', () => {
  beforeEach(() => {
    signedIn();
  });

  it('shows in the input: a computed value, a value set back, a reset', async () => {
    const { store } = renderSection({ price: '100', volume: 1 }, numberForm());
    await waitFor(() => expect(input('root_price')).toBeInTheDocument());
    expect(input('root_price').value).toBe('100.00');
    // typed, left, then computed elsewhere
    fireEvent.focus(input('root_price'));
    type('root_price', '150');
    fireEvent.blur(input('root_price'));
    expect(input('root_price').value).toBe('150.00');
    act(() => store.getState().patch({ price: '2000' }));
    expect(input('root_price').value).toBe('2,000.00');
    // computed while the user is in the field: the digits
    fireEvent.focus(input('root_price'));
    act(() => store.getState().patch({ price: '3000' }));
    expect(input('root_price').value).toBe('3000');
    // typed, then set back to the value the field last rendered
    type('root_price', '3000.5');
    act(() => store.getState().patch({ price: '3000' }));
    expect(input('root_price').value).toBe('3000');
    fireEvent.blur(input('root_price'));
    expect(input('root_price').value).toBe('3,000.00');

    type('root_volume', '12');
    act(() => store.getState().patch({ volume: 20 }));
    expect(input('root_volume').value).toBe('20');
    type('root_volume', '21');
    act(() => store.getState().patch({ volume: 20 }));
    expect(input('root_volume').value).toBe('20');

    fireEvent.focus(input('root_price'));
    type('root_price', '9');
    act(() => store.getState().reset({ volume: 5 }));
    expect(input('root_price').value).toBe('');
    expect(input('root_volume').value).toBe('5');
  });
});

describe('the kept input’s dress', () => {
  /** antd's classes on every element, the hash class aside (antd's and the test's may differ). */
  const classesOf = (root: Element) =>
    [root, ...root.querySelectorAll('*')].map((el) => `${el.tagName}:${[...el.classList].filter((c) => !c.startsWith('css-')).sort().join(' ')}`);

  it.each([
    ['a form item with an error', 'error' as const, false],
    ['a form item', undefined, false],
    ['a text area in a form item with an error', 'error' as const, true],
  ])('is antd’s Input in %s', (_name, status, multiline) => {
    const Antd = multiline ? Input.TextArea : Input;
    const view = renderAt(
      <>
        <Form.Item hasFeedback validateStatus={status} help={status ? '错' : undefined}>
          <div data-testid="antd">
            <Antd id="a" style={{ width: '100%' }} />
          </div>
        </Form.Item>
        <Form.Item hasFeedback validateStatus={status} help={status ? '错' : undefined}>
          <div data-testid="kept">
            <KeptText {...({ id: 'b', value: 'x', multiline, describedBy: '', disabled: false, onText: () => undefined } satisfies ComponentProps<typeof KeptText>)} />
          </div>
        </Form.Item>
      </>,
    );
    expect(classesOf(view.getByTestId('kept'))).toEqual(classesOf(view.getByTestId('antd')));
  });

  it.each([
    ['a form item with an error', 'error' as const],
    ['a form item', undefined],
  ])('is antd’s Input with a unit in %s', (_name, status) => {
    const view = renderAt(
      <>
        <Form.Item hasFeedback validateStatus={status} help={status ? '错' : undefined}>
          <div data-testid="antd">
            <Input id="a" suffix="元" style={{ width: '100%' }} />
          </div>
        </Form.Item>
        <Form.Item hasFeedback validateStatus={status} help={status ? '错' : undefined}>
          <div data-testid="kept">
            <KeptText id="b" value="1" multiline={false} suffix="元" describedBy="" disabled={false} onText={() => undefined} />
          </div>
        </Form.Item>
      </>,
    );
    expect(classesOf(view.getByTestId('kept'))).toEqual(classesOf(view.getByTestId('antd')));
    expect(view.getByTestId('kept').textContent).toBe(view.getByTestId('antd').textContent);
  });

  it.each([
    ['with a unit and an error', '元', 'error' as const],
    ['with a unit', '元', undefined],
    ['with an error', undefined, 'error' as const],
  ])('is antd’s bare Input in a table cell %s', (_name, suffix, status) => {
    const view = renderAt(
      <>
        <div data-testid="antd">
          <Input id="a" suffix={suffix} status={status} style={{ width: '100%' }} />
        </div>
        <div data-testid="kept">
          <KeptText id="b" value="1" multiline={false} suffix={suffix} status={status} describedBy="" disabled={false} onText={() => undefined} />
        </div>
      </>,
    );
    expect(classesOf(view.getByTestId('kept'))).toEqual(classesOf(view.getByTestId('antd')));
    expect(view.getByTestId('kept').textContent).toBe(view.getByTestId('antd').textContent);
  });

  it('is antd’s bare Input in a table cell (no form item)', () => {
    const view = renderAt(
      <>
        <div data-testid="antd">
          <Input id="a" style={{ width: '100%' }} />
        </div>
        <div data-testid="kept">
          <KeptText id="b" value="x" multiline={false} describedBy="" disabled={false} onText={() => undefined} />
        </div>
      </>,
    );
    expect(classesOf(view.getByTestId('kept'))).toEqual(classesOf(view.getByTestId('antd')));
  });
});

