import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from './form-renderer';
import { demoCompiledForm, demoStoredData } from './test/demo-compiled-form';
import { serverWith } from './test/form-server';
import type { CompiledForm, FieldError, FormData } from './types';

function renderForm(form: CompiledForm, initialData?: FormData) {
  const ref = createRef<FormRendererHandle>();
  const view = renderAt(<FormRenderer ref={ref} form={form} initialData={initialData} />);
  return { ...view, ref };
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('the form renderer', () => {
  beforeEach(() => {
    signedIn();
  });

  // spec: 02§4.17 02§6.5
  it('shows read-only fields as text, not as disabled inputs, and keeps the editable ones editable', async () => {
    serverWith(demoCompiledForm('PreliminaryApprove'));
    renderForm(demoCompiledForm('PreliminaryApprove'), demoStoredData);
    await waitFor(() => expect(screen.getByTestId('ro-root_transfersType')).toHaveTextContent('继承'));
    expect(screen.getByTestId('ro-root_holderName')).toHaveTextContent('张三');
    expect(screen.getByTestId('ro-root_transferAmount')).toHaveTextContent('1,234,567.50 元');
    expect(screen.getByTestId('ro-root_registeredCapital')).toHaveTextContent('1,200.500000 万元');
    expect(screen.getByTestId('ro-root_level')).toHaveTextContent('专业投资者');
    expect(screen.getByTestId('ro-root_hasAgent')).toHaveTextContent('否');
    expect(screen.getByTestId('ro-root_holder')).toHaveTextContent('B100 李四');
    expect(screen.getByTestId('ro-root_shareData_1_accountNumber')).toHaveTextContent('A002');
    expect(screen.getByRole('button', { name: '转让协议.pdf' })).toBeInTheDocument();
    // no input carries a read-only value, none is disabled
    expect(screen.queryByDisplayValue('张三')).toBeNull();
    expect(document.querySelectorAll('input:disabled, textarea:disabled')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /新增一行/ })).toBeNull();
    // the approval fields stay editable
    expect(field('root_memo').tagName).toBe('TEXTAREA');
  });

  it('neither shows nor requires a field hidden by its condition, and requires it once shown', async () => {
    const { ref } = renderForm(demoCompiledForm(), { transfersType: '1', holderName: '张三' });
    expect(document.getElementById('root_agentAccount')).toBeNull();
    expect(document.getElementById('root_remark')).toBeNull();
    let errors: FieldError[] = [];
    act(() => void (errors = ref.current!.validate()));
    expect(errors.map((e) => e.field)).not.toContain('agentAccount');
    expect(errors.map((e) => e.field)).not.toContain('remark');

    await userEvent.click(screen.getByRole('switch'));
    expect(await screen.findByLabelText('代理人账号')).toBeInTheDocument();
    act(() => void (errors = ref.current!.validate()));
    expect(errors).toContainEqual({ field: 'agentAccount', rule: 'required', message: '请输入代理人账号' });
  });

  it('drops the value of a hidden field from the data it submits', () => {
    const { ref } = renderForm(demoCompiledForm(), { transfersType: '1', remark: '不该提交', holderName: ' 张 三 ' });
    const data = ref.current!.getSubmitData();
    expect(data).not.toHaveProperty('remark');
    expect(data.holderName).toBe('张 三'); // trimmed; spaces are removed only from the name fields
  });

  // spec: 02§5.4
  it('reports table rows that repeat one another with their row numbers', async () => {
    const rows = [{ accountNumber: 'A1' }, { accountNumber: 'A2' }, { accountNumber: 'A1' }];
    const { ref } = renderForm(demoCompiledForm(), { shareData: rows });
    expect(await screen.findByText('第1、3行数据重复，请修改')).toBeInTheDocument();
    let errors: FieldError[] = [];
    act(() => void (errors = ref.current!.validate()));
    expect(errors).toContainEqual({ field: 'shareData', rule: 'uniqueBy', message: '第1、3行数据重复，请修改' });
    // editing the third row away from the first clears the live message
    await userEvent.clear(field('root_shareData_2_accountNumber'));
    await userEvent.type(field('root_shareData_2_accountNumber'), 'A3');
    await waitFor(() => expect(screen.queryByText('第1、3行数据重复，请修改')).toBeNull());
  });

  it('adds and removes table rows but never below the minimum', async () => {
    const { ref } = renderForm(demoCompiledForm(), { shareData: [{ accountNumber: 'A1' }] });
    await userEvent.click(screen.getByRole('button', { name: /删除 1/ }));
    expect(await screen.findByText('至少保留1行')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /新增一行/ }));
    await waitFor(() => expect(ref.current!.getData().shareData).toHaveLength(2));
    expect(field('root_shareData_1_accountNumber')).toBeInTheDocument();
  });

  // spec: 02§5.14
  it('formats amounts with separators and two decimals (six for 万元) and refuses numbers above 2^53', async () => {
    const { ref } = renderForm(demoCompiledForm());
    const amount = field('root_transferAmount');
    await userEvent.type(amount, '1234567.5');
    fireEvent.blur(amount);
    expect(amount).toHaveValue('1,234,567.50');
    expect(ref.current!.getData().transferAmount).toBe('1234567.5');

    const capital = field('root_registeredCapital');
    await userEvent.type(capital, '12.5');
    fireEvent.blur(capital);
    expect(capital).toHaveValue('12.500000');

    await userEvent.clear(amount);
    await userEvent.type(amount, '9007199254740993');
    expect(await screen.findByText('数字超过最大安全长度')).toBeInTheDocument();
    expect(ref.current!.getData().transferAmount).toBe('900719925474099');
  });

  it('maps a format failure to the named validator’s message', async () => {
    const { ref } = renderForm(demoCompiledForm(), { mobile: '123' });
    let errors: FieldError[] = [];
    act(() => void (errors = ref.current!.validate()));
    expect(errors).toContainEqual({ field: 'mobile', rule: 'format', message: '手机号码长度不为11位' });
    expect(await screen.findByText('手机号码长度不为11位')).toBeInTheDocument();
  });

  // spec: 01§5.14 01§8.9
  it('says 请填写地址和请求方式 for a lazy select without url or method and asks nothing', async () => {
    const form = demoCompiledForm();
    form.uiSchema = { ...form.uiSchema, productCode: { 'ui:widget': 'lazySelect', 'ui:options': { section: 'parties' } } };
    const api = serverWith(form);
    renderForm(form);
    expect(screen.getByText('请填写地址和请求方式')).toBeInTheDocument();
    expect(api.calls.filter((c) => String(c.url).includes('queryByKey'))).toHaveLength(0);
  });

  // spec: 01§8.10 01§4.2
  it('blocks holders whose account is closed (用户不存在) and warns for frozen ones (账号异常)', async () => {
    const records = [
      { accountNumber: 'C1', holderName: '销户人', holderAccountStatus: 2 },
      { accountNumber: 'F1', holderName: '冻结人', holderAccountStatus: 3 },
    ];
    serverWith(demoCompiledForm(), { 'POST /api/rem-registrationmgrweb/holder/queryByPage': () => ({ data: { records, total: 2 } }) });
    const { ref } = renderForm(demoCompiledForm());
    await userEvent.click(screen.getByRole('button', { name: /查询/ }));
    const dialog = await screen.findByRole('dialog');
    const chooseButtons = await within(dialog).findAllByRole('button', { name: '选择' });
    await userEvent.click(chooseButtons[0]);
    expect(await screen.findByText('用户不存在')).toBeInTheDocument();
    expect(ref.current!.getData().holder).toBeUndefined();
    await userEvent.click(chooseButtons[1]);
    expect(await screen.findByText('账号异常')).toBeInTheDocument();
    await waitFor(() => expect(ref.current!.getData().holder).toMatchObject({ accountNumber: 'F1', holderName: '冻结人' }));
  });

  // spec: 01§8.15 03§8.6 01§7.19
  it('uploads through put-file-attach; a refused file shows the server message and leaves the list', async () => {
    let answer: { data?: unknown; success?: boolean; msg?: string } = { data: { attachId: '42', originalName: '协议.pdf' } };
    const api = serverWith(demoCompiledForm(), { 'POST /api/blade-resource/oss/endpoint/put-file-attach': () => answer });
    const { ref } = renderForm(demoCompiledForm());
    const input = document.querySelector('#root_attachments input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF'], '协议.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(ref.current!.getData().attachments).toEqual([{ attachId: '42', originalName: '协议.pdf' }]));
    const sent = api.of('POST /api/blade-resource/oss/endpoint/put-file-attach')[0];
    expect((sent.data as FormData & { get: (k: string) => File }).get('file').name).toBe('协议.pdf');
    expect(sent.headers['Blade-Auth']).toBe('bearer tok');

    // a second file is over the slot's count (one file per required slot)
    // rc-upload renders a fresh input after every upload
    await userEvent.upload(document.querySelector('#root_attachments input[type=file]') as HTMLInputElement, new File(['x'], 'b.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('超出最大文件上传数量1个')).toBeInTheDocument();

    answer = { success: false, msg: '文件类型与内容不符' };
    const other = document.querySelector('#root_otherMaterials input[type=file]') as HTMLInputElement;
    await userEvent.upload(other, new File(['x'], 'c.png', { type: 'image/png' }));
    expect(await screen.findByText('文件类型与内容不符')).toBeInTheDocument();
    // (jsdom never ends antd's leave animation, so the list item itself is not looked at here)
    expect(ref.current!.getData().otherMaterials).toBeUndefined();
  });

  // spec: 01§5.3
  it('refuses a file of a type the slot does not accept', async () => {
    serverWith(demoCompiledForm());
    renderForm(demoCompiledForm());
    const input = document.querySelector('#root_attachments input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }), { applyAccept: false });
    expect(await screen.findByText('该文件不符合文件类型限制！')).toBeInTheDocument();
  });
});
