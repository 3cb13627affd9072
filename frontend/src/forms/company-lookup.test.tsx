import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { lookupField } from './company-lookup';
import { FormRenderer, type FormRendererHandle } from './form-renderer';
import { serverWith } from './test/form-server';
import type { CompiledForm } from './types';

const LOOKUP = 'GET /api/rem-registrationbizweb/company/getCompanyAndLegalInfo';
const props = ['name', 'idType', 'idNumber', 'registeredCapital', 'legalName', 'jbrName'];
const labels: Record<string, string> = {
  name: '企业名称',
  idType: '证件类型',
  idNumber: '证件号码',
  registeredCapital: '注册资本',
  legalName: '法定代表人',
  jbrName: '经办人姓名',
};

function dossierForm(mode: 'edit' | 'readonly' = 'edit'): CompiledForm {
  const uiSchema: Record<string, unknown> = { 'ui:order': props };
  for (const prop of props) uiSchema[prop] = { 'ui:title': labels[prop], 'ui:options': { section: 'basic', ...(prop === 'name' ? { lookup: 'company' } : {}) } };
  return {
    formId: 'company_registration',
    version: 1,
    title: '企业登记托管',
    nodeId: 'apply',
    mode,
    schema: {
      type: 'object',
      properties: Object.fromEntries(props.map((p) => [p, { type: 'string', title: labels[p] }])),
      required: ['name'],
    },
    uiSchema,
    sections: [{ id: 'basic', title: '基本信息', fields: props }],
    defaults: {},
    messages: {},
    editable: mode === 'edit' ? props : [],
    formats: [],
  };
}

const answer = {
  source: 'platform',
  companyInfo: { name: '西安长乐精工科技有限公司', idType: '11', idNumber: '91610104MA6TCL0001', registeredCapital: '3000000', legalName: '马骏', jbrName: '刘洋', contacts: [{ contactName: '刘洋' }] },
  legalInfo: { name: '马骏' },
  role: { hasRole: 0 },
  companyShow: 0,
  product: { isRegister: 0 },
  refData: { haveRole: 0, isOrgRole: 1, haveConfirm: 1, haveChildAccount: 0 },
  lockedFields: ['name', 'idType', 'idNumber', 'registeredCapital', 'legalName'],
};

function renderForm(form: CompiledForm) {
  const ref = createRef<FormRendererHandle>();
  renderAt(<FormRenderer ref={ref} form={form} />);
  return ref;
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

async function typeElements(name: string) {
  await userEvent.type(input('root_name'), name);
  await userEvent.type(input('root_idType'), '11');
  await userEvent.type(input('root_idNumber'), '91610104MA6TCL0001');
}

describe('the company look-up', () => {
  beforeEach(() => signedIn());

  it('finds the look-up field by its ui option', () => {
    expect(lookupField(dossierForm())).toBe('name');
    const plain = dossierForm();
    plain.uiSchema.name = { 'ui:options': {} };
    expect(lookupField(plain)).toBeUndefined();
  });

  // spec: 02§4.8 02§2.15 02§7.26
  it('fills the form from the answer, locks the locked fields and empties them again on a new name', async () => {
    const server = serverWith(dossierForm(), { [LOOKUP]: () => ({ data: answer }) });
    const ref = renderForm(dossierForm());
    await typeElements('西安长乐精工科技有限公司');
    await waitFor(() => expect(server.of(LOOKUP)).toHaveLength(1), { timeout: 3000 });
    expect(server.of(LOOKUP)[0].params).toEqual({ companyName: '西安长乐精工科技有限公司', companyIdType: '11', companyIdNumber: '91610104MA6TCL0001' });
    // locked fields read as text; the handler stays editable
    await waitFor(() => expect(ref.current!.getData().legalName).toBe('马骏'));
    await waitFor(() => expect(screen.getByTestId('ro-root_legalName')).toHaveTextContent('马骏'));
    expect(screen.getByTestId('ro-root_registeredCapital')).toHaveTextContent('3000000');
    expect(input('root_jbrName').value).toBe('刘洋');
    // only what the form holds is filled
    expect(ref.current!.getData()).not.toHaveProperty('contacts');

    // another name: the filled fields empty and unlock, the handler keeps its value
    await userEvent.clear(input('root_name'));
    await userEvent.type(input('root_name'), '西安长乐新材料有限公司');
    await waitFor(() => expect(input('root_legalName').value).toBe(''));
    const data = ref.current!.getData();
    expect(data.registeredCapital).toBeUndefined();
    expect(data.idNumber).toBeUndefined();
    expect(data.jbrName).toBe('刘洋');
    expect(screen.queryByTestId('ro-root_registeredCapital')).toBeNull();
  });

  it('asks nothing until the three elements are typed', async () => {
    const server = serverWith(dossierForm(), { [LOOKUP]: () => ({ data: answer }) });
    renderForm(dossierForm());
    await userEvent.type(input('root_name'), '西安长乐精工科技有限公司');
    await userEvent.type(input('root_idType'), '11');
    await new Promise((r) => setTimeout(r, 800));
    expect(server.of(LOOKUP)).toHaveLength(0);
  });

  // spec: 02§8.20
  it('shows a mismatch in 提示 and clears the name, keeping the rest', async () => {
    serverWith(dossierForm(), { [LOOKUP]: () => ({ status: 400, success: false, msg: '该证件号码在工商登记中的企业名称为【西安长乐精工科技有限公司】，请核对企业名称' }) });
    const ref = renderForm(dossierForm());
    await typeElements('西安长乐精工有限公司');
    expect(await screen.findByText(/请核对企业名称/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(ref.current!.getData().name).toBeUndefined();
    expect(ref.current!.getData().idNumber).toBe('91610104MA6TCL0001');
  });

  it('is not active in a read-only form', () => {
    const server = serverWith(dossierForm('readonly'), { [LOOKUP]: () => ({ data: answer }) });
    renderAt(<FormRenderer form={dossierForm('readonly')} initialData={{ name: '西安长乐精工科技有限公司', idType: '11', idNumber: '91610104MA6TCL0001' }} />);
    expect(screen.getByTestId('ro-root_name')).toHaveTextContent('西安长乐精工科技有限公司');
    expect(server.of(LOOKUP)).toHaveLength(0);
  });
});
