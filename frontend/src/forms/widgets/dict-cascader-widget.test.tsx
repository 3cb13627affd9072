import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from '../form-renderer';
import type { CompiledForm, FieldError } from '../types';
import { cascaderOptions, chainLabel } from './dict-cascader-widget';

const industry = [
  { dictKey: 'A', dictValue: '农、林、牧、渔业' },
  { dictKey: 'A01', dictValue: '农业' },
  { dictKey: 'C', dictValue: '制造业' },
  { dictKey: 'C13', dictValue: '农副食品加工业' },
  { dictKey: 'C131', dictValue: '谷物磨制' },
  { dictKey: 'C14', dictValue: '食品制造业' },
];

/** A form of one required industry cascader, as the engine compiles it (engine/tests/cascader.rs). */
function cascaderForm(mode: 'edit' | 'readonly'): CompiledForm {
  const options = { section: 's1', label: '所属行业', required: true, dataType: 'dic', dicKeyWord: 'industry' };
  return {
    formId: 'f',
    version: 1,
    title: 'F',
    nodeId: 'apply',
    mode,
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        industryCascader: {
          type: 'array',
          title: '所属行业',
          minItems: 1,
          maxItems: 4,
          items: { type: 'string', minLength: 1 },
          'x-dict': 'industry',
        } as CompiledForm['schema'],
      },
      required: ['industryCascader'],
    },
    uiSchema: {
      'ui:order': ['industryCascader', '*'],
      industryCascader: {
        'ui:widget': 'dictCascader',
        'ui:placeholder': '请选择所属行业',
        'ui:options': options,
        ...(mode === 'readonly' ? { 'ui:readonly': true } : {}),
      },
    },
    sections: [{ id: 's1', title: '基本信息', fields: ['industryCascader'] }],
    defaults: {},
    messages: { industryCascader: { required: '请选择所属行业', minItems: '请选择所属行业' } },
    labels: { industryCascader: '所属行业' },
    editable: mode === 'edit' ? ['industryCascader'] : [],
    formats: [],
  };
}

function renderForm(mode: 'edit' | 'readonly', initialData?: Record<string, unknown>) {
  fakeApi({ 'GET /api/blade-system/dict-biz/dictionary': () => ({ data: industry }) });
  const ref = createRef<FormRendererHandle>();
  renderAt(<FormRenderer ref={ref} form={cascaderForm(mode)} initialData={initialData} />);
  return ref;
}

describe('the dictionary tree', () => {
  it('puts each key under the longest other key that is a proper prefix of it', () => {
    const tree = cascaderOptions(industry);
    expect(tree.map((o) => o.value)).toEqual(['A', 'C']);
    const manufacturing = tree[1];
    expect(manufacturing.children?.map((o) => o.value)).toEqual(['C13', 'C14']);
    expect(manufacturing.children?.[0].children?.map((o) => o.label)).toEqual(['谷物磨制']);
    expect(manufacturing.children?.[1].children).toBeUndefined();
  });

  it('names a chain by its labels', () => {
    expect(chainLabel(industry, ['C', 'C13'])).toBe('制造业 / 农副食品加工业');
    expect(chainLabel(industry, ['Z'])).toBe('Z');
    expect(chainLabel(industry, undefined)).toBe('');
  });
});

describe('an industry cascader', () => {
  beforeEach(() => signedIn());

  it('keeps the chosen chain of keys, its list opened on the page body', async () => {
    const ref = renderForm('edit');
    let errors: FieldError[] = [];
    act(() => void (errors = ref.current!.validate()));
    expect(errors).toContainEqual({ field: 'industryCascader', rule: 'required', message: '请选择所属行业' });
    // the dictionary has loaded
    await waitFor(() => expect(document.querySelector('#root_industryCascader')?.closest('.ant-select-loading')).toBeNull());
    const box = document.getElementById('root_industryCascader') as HTMLElement;
    await userEvent.click(box.closest('.ant-select')?.querySelector('.ant-select-selector') ?? box);
    await userEvent.click(await screen.findByText('制造业'));
    await userEvent.click(await screen.findByText('农副食品加工业'));
    await userEvent.click(await screen.findByText('谷物磨制'));
    await waitFor(() => expect(ref.current!.getData().industryCascader).toEqual(['C', 'C13', 'C131']));
    // the list is not inside the form's card, so the card's overflow cannot clip it
    const menu = document.querySelector('.ant-cascader-dropdown') as HTMLElement;
    expect(menu.parentElement?.closest('form')).toBeNull();
    act(() => void (errors = ref.current!.validate()));
    expect(errors.filter((e) => e.field === 'industryCascader')).toEqual([]);
  });

  it('shows the labels of the chain when read-only', async () => {
    renderForm('readonly', { industryCascader: ['C', 'C13'] });
    expect(await screen.findByText('制造业 / 农副食品加工业')).toBeInTheDocument();
  });
});
