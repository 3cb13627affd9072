// An upload with `importTo` (the bulk businesses' Excel upload, 01 §7), rendered from the
// server's own compiled bulk_transfer form (forms/tests/golden/compiled.json).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { bulkImportScope } from './api/bulk-import';
import { FormRenderer, type FormRendererHandle } from './form-renderer';
import { serverWith } from './test/form-server';
import type { CompiledForm, FieldError, FormData, FormPageContext } from './types';

const compiled = JSON.parse(readFileSync(join(process.cwd(), '../forms/tests/golden/compiled.json'), 'utf8')) as Record<string, CompiledForm>;
const bulkTransfer = compiled['bulk_transfer/apply'];

const importUrl = (appId: string, scope: string) => `POST /api/rem-registrationbizweb/bulkImport/${appId}/${scope}`;
const workbook = (name = '过户明细.xlsx') =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const importedRows = [
  { accountNumberOut: '2000000001', accountNumberIn: '1000000001', productCode: '100001', volume: 100 },
  { accountNumberOut: '2000000001', accountNumberIn: '3000000001', productCode: '100001', volume: 50 },
];

function renderForm(form: CompiledForm, context: FormPageContext | undefined, initialData?: FormData) {
  const ref = createRef<FormRendererHandle>();
  renderAt(<FormRenderer ref={ref} form={form} initialData={initialData} context={context} />);
  return ref;
}

const importInput = () => document.querySelector('#root_importFile input[type=file]') as HTMLInputElement;

/** The bulk form with a product code in front of the upload: a business scoped by product. */
function productScopedForm(): CompiledForm {
  const form = structuredClone(bulkTransfer);
  form.schema.properties = { productCode: { type: 'string', title: '产品代码' }, ...form.schema.properties };
  form.uiSchema = { ...form.uiSchema, productCode: { 'ui:widget': 'text', 'ui:options': { label: '产品代码', section: 'transfers' } } };
  form.sections = form.sections.map((s, i) => (i === 0 ? { ...s, fields: ['productCode', ...s.fields] } : s));
  form.editable = ['productCode', ...form.editable];
  return form;
}

describe('an upload that imports into a table', () => {
  beforeEach(() => {
    signedIn();
  });

  it('posts the workbook under the tenant scope, fills the table with the answered rows and keeps the file', async () => {
    const api = serverWith(bulkTransfer, {
      [importUrl('550060', '000000')]: () => ({
        data: { attachId: 77, originalName: '过户明细.xlsx', table: 'transferList', rows: importedRows, total: 2 },
      }),
    });
    const ref = renderForm(bulkTransfer, { appId: '550060' });
    await userEvent.upload(importInput(), workbook());

    await waitFor(() => expect(ref.current!.getData().transferList).toEqual(importedRows));
    expect(ref.current!.getData().importFile).toEqual([{ attachId: '77', originalName: '过户明细.xlsx' }]);
    expect(await screen.findByText('已导入2行')).toBeInTheDocument();
    const sent = api.of(importUrl('550060', '000000'));
    expect(sent).toHaveLength(1);
    expect((sent[0].data as { get: (k: string) => File }).get('file').name).toBe('过户明细.xlsx');
    expect(api.of('POST /api/blade-resource/oss/endpoint/put-file-attach')).toHaveLength(0);

    // the table shows the rows, which stay editable and are validated like typed ones
    expect(await screen.findByDisplayValue('3000000001')).toBeInTheDocument();
    let errors: FieldError[] = [];
    act(() => void (errors = ref.current!.validate()));
    expect(errors).toEqual([]);
    const cell = screen.getByDisplayValue('3000000001');
    await userEvent.clear(cell);
    await userEvent.type(cell, '300000000X');
    await waitFor(() => expect((ref.current!.getData().transferList as FormData[])[1].accountNumberIn).toBe('300000000X'));
    act(() => void (errors = ref.current!.validate()));
    expect(errors).toContainEqual(expect.objectContaining({ field: 'transferList/1/accountNumberIn', rule: 'pattern', message: '请输入10位登记账号' }));
  });

  // spec: 01§7.21 01§8.15
  it('shows a refusal’s message, leaves the table as it was and takes the file off the list', async () => {
    const typed = [{ accountNumberOut: '2000000009', accountNumberIn: '1000000009', productCode: '100009', volume: 9 }];
    const api = serverWith(bulkTransfer, {
      [importUrl('550060', '000000')]: () => ({ status: 400, msg: '第1行缺少列：转入方账号' }),
    });
    const ref = renderForm(bulkTransfer, { appId: '550060' }, { transferList: typed });
    await userEvent.upload(importInput(), workbook());

    expect(await screen.findByText('第1行缺少列：转入方账号')).toBeInTheDocument();
    expect(api.of(importUrl('550060', '000000'))).toHaveLength(1);
    expect(ref.current!.getData().transferList).toEqual(typed);
    expect(ref.current!.getData().importFile).toBeUndefined();
    expect(screen.getByDisplayValue('2000000009')).toBeInTheDocument();
  });

  it('lists a refused sheet’s errors one per row and column, in view until the next file', async () => {
    serverWith(bulkTransfer, {
      [importUrl('550060', '000000')]: () => ({
        status: 400,
        msg: '导入文件有2处错误，未导入：第4行「转出方账号」：请输入10位登记账号；第5行「过户数量（股）」：请输入正整数',
      }),
    });
    renderForm(bulkTransfer, { appId: '550060' });
    await userEvent.upload(importInput(), workbook());
    const refusal = await screen.findByTestId('import-refusal');
    expect(refusal).toHaveTextContent('导入文件有2处错误，未导入');
    expect(within(refusal).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '第4行「转出方账号」：请输入10位登记账号',
      '第5行「过户数量（股）」：请输入正整数',
    ]);
  });

  it('posts under the form’s product code for any other business, and asks for one first', async () => {
    const form = productScopedForm();
    const api = serverWith(form, {
      [importUrl('550999', '100001')]: () => ({
        data: { attachId: '5', originalName: '明细.xlsx', table: 'transferList', rows: importedRows.slice(0, 1), total: 1 },
      }),
    });
    const ref = renderForm(form, { appId: '550999' });
    await userEvent.upload(importInput(), workbook('明细.xlsx'));
    expect(await screen.findByText('请先填写产品代码')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url?.includes('bulkImport'))).toHaveLength(0);
    expect(ref.current!.getData().importFile).toBeUndefined();

    await userEvent.type(document.getElementById('root_productCode') as HTMLInputElement, '100001');
    await userEvent.upload(importInput(), workbook('明细.xlsx'));
    await waitFor(() => expect(ref.current!.getData().transferList).toEqual(importedRows.slice(0, 1)));
    expect(api.of(importUrl('550999', '100001'))).toHaveLength(1);
  });

  it('is a plain upload where the page names no business (a preview)', async () => {
    const api = serverWith(bulkTransfer, {
      'POST /api/blade-resource/oss/endpoint/put-file-attach': () => ({ data: { attachId: '9', originalName: '过户明细.xlsx' } }),
    });
    const ref = renderForm(bulkTransfer, undefined);
    await userEvent.upload(importInput(), workbook());
    await waitFor(() => expect(ref.current!.getData().importFile).toEqual([{ attachId: '9', originalName: '过户明细.xlsx' }]));
    expect(api.calls.filter((c) => c.url?.includes('bulkImport'))).toHaveLength(0);
    expect(ref.current!.getData().transferList).toEqual([{}]);
  });

  // spec: 01§7.21
  it('scopes 550060 and 550227 to the tenant and every other business to its product code', () => {
    expect(bulkImportScope('550060', { productCode: '100001' })).toBe('000000');
    expect(bulkImportScope('550227', {})).toBe('000000');
    expect(bulkImportScope('550002', { productCode: ' 100001 ' })).toBe('100001');
    expect(bulkImportScope('550002', { productCode: '' })).toBeNull();
    expect(bulkImportScope('550002', {})).toBeNull();
  });
});
