import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from '../form-renderer';
import type { CompiledForm, FormData } from '../types';

/** A form of one shareholder register, 股东名册, like the company registration's. */
function registerForm(): CompiledForm {
  return {
    formId: 'register',
    version: 1,
    title: '股东名册',
    nodeId: 'apply',
    mode: 'edit',
    schema: {
      type: 'object',
      required: ['shareHolderList'],
      properties: {
        shareHolderList: {
          type: 'array',
          title: '股东名册',
          minItems: 1,
          maxItems: 5000,
          items: {
            type: 'object',
            required: ['holderName', 'volume'],
            properties: {
              holderName: { type: 'string', title: '股东名称', minLength: 1 },
              certificateNo: { type: 'string', title: '证件号码' },
              volume: { type: 'integer', title: '持股数量（股）', minimum: 1 },
            },
          },
        },
      },
    },
    uiSchema: {
      'ui:order': ['shareHolderList'],
      shareHolderList: {
        'ui:field': 'table',
        'ui:options': { section: 'holders', minRows: 1, maxRows: 5000 },
        items: { 'ui:order': ['holderName', 'certificateNo', 'volume'], volume: { 'ui:widget': 'updown' } },
      },
    },
    sections: [{ id: 'holders', title: '股东名册', fields: ['shareHolderList'] }],
    defaults: {},
    messages: {},
    editable: ['shareHolderList'],
    formats: [],
  };
}

const holders = (n: number) => Array.from({ length: n }, (_v, i) => ({ holderName: `股东${i + 1}`, certificateNo: `C${i + 1}`, volume: 100 + i }));

function renderRegister(data: FormData) {
  const ref = createRef<FormRendererHandle>();
  renderAt(<FormRenderer ref={ref} form={registerForm()} initialData={data} />);
  const table = document.getElementById('root_shareHolderList') as HTMLElement;
  const bodyRows = () => table.querySelectorAll('tbody > tr[data-row]');
  return { ref, table, bodyRows };
}

const cell = (row: number, col: string) => document.getElementById(`root_shareHolderList_${row}_${col}`);

describe('a large table', () => {
  const scrolled: string[] = [];
  beforeEach(() => {
    signedIn();
    scrolled.length = 0;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders a table of 10 rows whole, every cell an editor', () => {
    const { table, bodyRows } = renderRegister({ shareHolderList: holders(10) });
    expect(table).toHaveAttribute('data-table-mode', 'plain');
    expect(bodyRows()).toHaveLength(10);
    expect(cell(9, 'holderName')).toHaveValue('股东10');
    expect(screen.getByRole('button', { name: /新增一行/ })).toBeInTheDocument();
  });

  // spec: 01§9.4
  it('renders only the rows in view of a table of 60 rows, which stay editable', async () => {
    const { ref, table, bodyRows } = renderRegister({ shareHolderList: holders(60) });
    expect(table).toHaveAttribute('data-table-mode', 'virtual');
    expect(bodyRows().length).toBeGreaterThan(5);
    expect(bodyRows().length).toBeLessThan(60);
    expect(cell(0, 'holderName')).toHaveValue('股东1');
    expect(cell(59, 'holderName')).toBeNull();
    // a cell in view is edited in place
    const input = cell(1, 'holderName') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '李四');
    await waitFor(() => expect((ref.current!.getData().shareHolderList as FormData[])[1].holderName).toBe('李四'));
    expect(ref.current!.getData().shareHolderList).toHaveLength(60);
  });

  it('brings a row out of view into it when its error is the first of the form', async () => {
    const rows = holders(60);
    rows[55] = { ...rows[55], holderName: '' };
    const { ref } = renderRegister({ shareHolderList: rows });
    expect(cell(55, 'holderName')).toBeNull();
    act(() => void ref.current!.submit());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('form-first-error')).toHaveTextContent(/^【股东名册第56行股东名称】/);
    expect(cell(55, 'holderName')).toBeInTheDocument();
    expect(scrolled).toContain('root_shareHolderList_55_holderName');
    // the rows with errors are named under the table
    expect(screen.getByTestId('table-invalid-rows')).toHaveTextContent('共1行有未填写或不正确的项：第56行');
  });

  it('names only the rows with errors under a large table, not its own error', async () => {
    const { ref } = renderRegister({ shareHolderList: holders(80) });
    act(() =>
      ref.current!.showErrors([
        { field: 'shareHolderList', rule: 'custom', message: '股东持股合计与总股本不符' },
        { field: 'shareHolderList/70/holderName', rule: 'format', message: '不能包含特殊字符' },
      ]),
    );
    expect(await screen.findByText('股东持股合计与总股本不符')).toBeInTheDocument();
    const note = screen.getByTestId('table-invalid-rows');
    expect(note).toHaveTextContent('共1行有未填写或不正确的项：第71行');
    expect(note).not.toHaveTextContent('NaN');
  });

  // spec: 02§4.17 02§9.9
  it('freezes a table of 600 rows: text cells with a notice, rows still validated and reachable', async () => {
    const rows = holders(600);
    rows[550] = { ...rows[550], volume: 0 };
    const { ref, table, bodyRows } = renderRegister({ shareHolderList: rows });
    expect(table).toHaveAttribute('data-table-mode', 'frozen');
    expect(screen.getByText('名册超过500行，已冻结逐行编辑以保证性能，可通过导入文件修改')).toBeInTheDocument();
    expect(bodyRows().length).toBeGreaterThan(5);
    expect(bodyRows().length).toBeLessThan(100);
    expect(table.querySelectorAll('tbody input, tbody textarea')).toHaveLength(0);
    expect(cell(0, 'holderName')).toHaveTextContent('股东1');
    // rows are imported, not added one by one; a row may still be removed
    expect(within(table).queryByRole('button', { name: /新增一行/ })).toBeNull();
    expect(within(table).getByRole('button', { name: '删除 1' })).toBeInTheDocument();

    let errors: { field: string }[] = [];
    act(() => void (errors = ref.current!.validate()));
    expect(errors.map((e) => e.field)).toEqual(['shareHolderList/550/volume']);
    const note = await screen.findByTestId('table-invalid-rows');
    expect(cell(550, 'volume')).toBeNull();
    await userEvent.click(within(note).getByRole('button', { name: '第551行' }));
    expect(cell(550, 'holderName')).toHaveTextContent('股东551');
    expect(table.querySelector('tr[data-row="550"]')).toHaveClass('form-table-row-invalid');
  });
});
