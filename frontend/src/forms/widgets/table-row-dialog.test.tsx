import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from '../form-renderer';
import { natureOfInvestorDict, pledgeRow, rowDialogForm } from '../test/row-dialog-form';
import type { CompiledForm, FieldError, FormData } from '../types';

function renderForm(form: CompiledForm, initialData?: FormData) {
  fakeApi({
    'GET /api/blade-system/dict-biz/dictionary': (config) => ({ data: config.params?.code === 'natureOfInvestor' ? natureOfInvestorDict : [] }),
  });
  const ref = createRef<FormRendererHandle>();
  const view = renderAt(<FormRenderer ref={ref} form={form} initialData={initialData} />);
  return { ...view, ref };
}

const table = () => document.getElementById('root_pledgeData') as HTMLElement;
const headers = () => within(table()).getAllByRole('columnheader').map((th) => th.textContent);
const rowsData = (ref: { current: FormRendererHandle | null }) => ref.current!.getData().pledgeData as FormData[];

async function expand(row = 1) {
  await userEvent.click(within(table()).getByRole('button', { name: `展开 ${row}` }));
  return screen.findByRole('dialog');
}

describe('a table whose rows open a dialog (rowDialog)', () => {
  beforeEach(() => signedIn());

  it('lists a summary of each row: the first four columns as text, choices by their labels', async () => {
    renderForm(rowDialogForm(), { pledgeData: [pledgeRow] });
    expect(headers()).toEqual(['序号', '证券账户', '出质人名称', '投资者性质', '出质人是否委托', '操作']);
    const row = screen.getByTestId('root_pledgeData-row-0');
    expect(within(row).getByText('A100001')).toBeInTheDocument();
    expect(within(row).getByText('张三')).toBeInTheDocument();
    expect(within(row).getByText('否')).toBeInTheDocument();
    expect(await within(row).findByText('境内自然人')).toBeInTheDocument();
    // the other columns are not in the table, nor is any input
    expect(within(table()).queryByText('某银行')).toBeNull();
    expect(table().querySelectorAll('input, textarea')).toHaveLength(0);
    expect(within(row).getByRole('button', { name: '删除 1' })).toBeInTheDocument();
  });

  it('names neighbouring columns of one title once and shows whichever the row fills (资质类型 per 资质类别)', async () => {
    const form = structuredClone(rowDialogForm());
    const rows = (form.schema.properties!.pledgeData as { items: { properties: Record<string, { title?: string }> } }).items.properties;
    rows.holderName = { ...rows.holderName, title: '证券账户' };
    renderForm(form, { pledgeData: [{ ...pledgeRow, securityAccountNo: undefined }] });
    expect(headers()).toEqual(['序号', '证券账户', '投资者性质', '出质人是否委托', '申请日期', '操作']);
    expect(within(screen.getByTestId('root_pledgeData-row-0')).getByText('张三')).toBeInTheDocument();
  });

  // spec: 02§4.1 02§6.3
  it('a default row (the platform\'s record) is marked, cannot be removed and opens read-only', async () => {
    const { ref } = renderForm(rowDialogForm(), { pledgeData: [{ ...pledgeRow, isDefault: true }, { ...pledgeRow, securityAccountNo: 'A200002' }] });
    const first = screen.getByTestId('root_pledgeData-row-0');
    expect(within(first).getByText('平台认定')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: '删除 1' })).toBeNull();
    expect(within(screen.getByTestId('root_pledgeData-row-1')).getByRole('button', { name: '删除 2' })).toBeInTheDocument();
    const dialog = await expand(1);
    expect(within(dialog).queryByRole('button', { name: '保存' })).toBeNull();
    expect(dialog.querySelectorAll('input, textarea')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(rowsData(ref)[0]).toMatchObject({ securityAccountNo: 'A100001', isDefault: true });
  });

  // spec: 03§2.12
  it('展开 opens a dialog titled with the table label holding every column with its own widget', async () => {
    renderForm(rowDialogForm(), { pledgeData: [pledgeRow] });
    const dialog = await expand();
    expect(within(dialog).getByText('质押冻结申报', { selector: '.ant-modal-title' })).toBeInTheDocument();
    for (const label of ['证券账户', '出质人名称', '投资者性质', '出质人是否委托', '申请日期', '证券代码', '质押股数', '质权人名称', '预警线(%)', '收件地址', '质权设立通知书', '质押合同', '其他补充材料']) {
      expect(within(dialog).getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(within(dialog).getByDisplayValue('某银行')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('西安市雁塔区').tagName).toBe('TEXTAREA');
    expect(within(dialog).getByRole('radio', { name: '否' })).toBeChecked();
    expect(within(dialog).getByText('通知书.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('保存 writes the edited row back into the table', async () => {
    const { ref } = renderForm(rowDialogForm(), { pledgeData: [pledgeRow] });
    const dialog = await expand();
    const name = within(dialog).getByDisplayValue('张三');
    await userEvent.clear(name);
    await userEvent.type(name, '李四');
    await userEvent.click(within(dialog).getByRole('radio', { name: '是' }));
    // nothing is written before 保存
    expect(rowsData(ref)[0].holderName).toBe('张三');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowsData(ref)).toEqual([{ ...pledgeRow, holderName: '李四', czrDelegate: '1' }]);
    expect(within(table()).getByText('李四')).toBeInTheDocument();
    expect(within(table()).getByText('是')).toBeInTheDocument();
  });

  it('取消 drops the edits', async () => {
    const { ref } = renderForm(rowDialogForm(), { pledgeData: [pledgeRow] });
    const dialog = await expand();
    await userEvent.clear(within(dialog).getByDisplayValue('张三'));
    await userEvent.type(within(dialog).getByLabelText('出质人名称'), '王五');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowsData(ref)).toEqual([pledgeRow]);
    expect(within(table()).getByText('张三')).toBeInTheDocument();
    // opened again, the dialog shows the stored row, not the dropped edits
    expect(within(await expand()).getByDisplayValue('张三')).toBeInTheDocument();
  });

  it('新增一行 opens the dialog for a new row, which joins the table when saved', async () => {
    const { ref } = renderForm(rowDialogForm(), { pledgeData: [pledgeRow] });
    await userEvent.click(screen.getByRole('button', { name: /新增一行/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('证券账户'), 'A200002');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rowsData(ref)).toHaveLength(2));
    expect(rowsData(ref)[1]).toEqual({ securityAccountNo: 'A200002' });
    expect(within(screen.getByTestId('root_pledgeData-row-1')).getByText('A200002')).toBeInTheDocument();

    // a new row dropped with 取消 never joins
    await userEvent.click(screen.getByRole('button', { name: /新增一行/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowsData(ref)).toHaveLength(2);
  });

  it('a new row starts with the columns\' defaults the form names (rowDefaults)', async () => {
    const form = rowDialogForm();
    const ui = form.uiSchema.pledgeData as { 'ui:options': Record<string, unknown> };
    ui['ui:options'] = { ...ui['ui:options'], rowDefaults: { hasAgent: '0' } };
    const { ref } = renderForm(form, { pledgeData: [pledgeRow] });
    await userEvent.click(screen.getByRole('button', { name: /新增一行/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('证券账户'), 'A200003');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rowsData(ref)).toHaveLength(2));
    expect(rowsData(ref)[1]).toEqual({ hasAgent: '0', securityAccountNo: 'A200003' });
  });

  // spec: 03§5.3
  it('refuses to remove the last row with the table’s minItems message 至少填写一组信息', async () => {
    const { ref } = renderForm(rowDialogForm(), { pledgeData: [pledgeRow, { ...pledgeRow, securityAccountNo: 'A2' }] });
    await userEvent.click(within(table()).getByRole('button', { name: '删除 1' }));
    await waitFor(() => expect(rowsData(ref)).toEqual([{ ...pledgeRow, securityAccountNo: 'A2' }]));
    await userEvent.click(within(table()).getByRole('button', { name: '删除 1' }));
    expect(await screen.findByText('至少填写一组信息')).toBeInTheDocument();
    expect(rowsData(ref)).toHaveLength(1);
  });

  it('falls back to the generic message when the table has no minItems message', async () => {
    const form = rowDialogForm();
    form.messages = { ...form.messages, pledgeData: {} };
    renderForm(form, { pledgeData: [pledgeRow] });
    await userEvent.click(within(table()).getByRole('button', { name: '删除 1' }));
    expect(await screen.findByText('至少保留1行')).toBeInTheDocument();
  });

  it('read-only: no 新增/删除, and the dialog shows the row as text with only a close button', async () => {
    renderForm(rowDialogForm('PreliminaryApprove'), { applicant: '某公司', pledgeData: [pledgeRow] });
    expect(within(table()).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增一行/ })).toBeNull();
    const dialog = await expand();
    expect(within(dialog).getByText('某银行')).toBeInTheDocument();
    expect(dialog.querySelectorAll('input:not([type=file]), textarea')).toHaveLength(0);
    expect(within(dialog).queryByRole('button', { name: '保存' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '取消' })).toBeNull();
    const buttons = within(dialog.closest('.ant-modal') as HTMLElement).getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toContain('关闭');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks a row with errors and shows them inside its dialog', async () => {
    const { ref } = renderForm(rowDialogForm(), { applicant: '某公司', pledgeData: [pledgeRow, { securityAccountNo: 'A2' }] });
    let errors: FieldError[] = [];
    act(() => void (errors = ref.current!.validate()));
    expect(errors).toContainEqual({ field: 'pledgeData/1/holderName', rule: 'required', message: '此项为必填' });
    const bad = screen.getByTestId('root_pledgeData-row-1');
    expect(await within(bad).findByText('该行有未填写或不正确的项')).toBeInTheDocument();
    expect(within(screen.getByTestId('root_pledgeData-row-0')).queryByText('该行有未填写或不正确的项')).toBeNull();

    const dialog = await expand(2);
    expect(within(dialog).getByText('该行有未填写或不正确的项')).toBeInTheDocument();
    expect(within(dialog).getAllByText('此项为必填').length).toBeGreaterThanOrEqual(4);
    // a corrected field stops showing its old error
    await userEvent.type(within(dialog).getByLabelText('出质人名称'), '李四');
    // (jsdom never ends antd's leave animation of the message, so the item's state is looked at)
    expect(within(dialog).getByLabelText('出质人名称').closest('.ant-form-item')).not.toHaveClass('ant-form-item-has-error');
    expect(within(dialog).getByLabelText('证券代码').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
  });
});
