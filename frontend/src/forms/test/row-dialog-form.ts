import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CompiledForm } from '../types';

/**
 * A compiled form with a `rowDialog` table written by hand after the pledge-freeze declaration
 * (spec 03 §3 "Pledge-freeze row", §5 "Pledge dialog"): a table labelled 质押冻结申报 whose rows
 * are edited in a dialog, with dictionary, static, date, number and upload columns.
 */
const file: RJSFSchema = { type: 'object', properties: { attachId: { type: 'string' }, originalName: { type: 'string' } }, required: ['attachId'] };
const slot = (title: string, required = true): RJSFSchema => ({ type: 'array', title, ...(required ? { minItems: 1 } : {}), items: file });

const rowSchema: RJSFSchema = {
  type: 'object',
  properties: {
    securityAccountNo: { type: 'string', title: '证券账户', minLength: 1 },
    holderName: { type: 'string', title: '出质人名称', minLength: 1 },
    natureOfInvestor: { type: 'string', title: '投资者性质', 'x-dict': 'natureOfInvestor', minLength: 1 } as RJSFSchema,
    czrDelegate: { title: '出质人是否委托', enum: ['1', '0'] },
    applyDate: { type: 'string', title: '申请日期', format: 'date' },
    securityCode: { type: 'string', title: '证券代码', minLength: 1 },
    pledgeShares: { type: 'integer', title: '质押股数' },
    zqrName: { type: 'string', title: '质权人名称', minLength: 1 },
    waringLine: { type: 'string', title: '预警线(%)' },
    receiverAddress: { type: 'string', title: '收件地址' },
    '1011': slot('质权设立通知书'),
    '1012': slot('质押合同'),
    att5: slot('其他补充材料', false),
  },
  required: ['securityAccountNo', 'holderName', 'natureOfInvestor', 'securityCode', 'zqrName', '1011', '1012'],
};

/** As the compiler writes a column: its section and label among the options. */
const columnUi = (label: string, extra: UiSchema = {}): UiSchema => ({
  ...extra,
  'ui:options': { section: 'pledge', label, ...((extra['ui:options'] as object) ?? {}) } as Record<string, unknown> as UiSchema['ui:options'],
});

// the compiler lists the columns in order: a JS object puts integer-like keys (1011) first
const order = [
  'securityAccountNo', 'holderName', 'natureOfInvestor', 'czrDelegate', 'applyDate', 'securityCode', 'pledgeShares', 'zqrName',
  'waringLine', 'receiverAddress', '1011', '1012', 'att5',
];

const itemsUi: UiSchema = {
  'ui:order': order,
  securityAccountNo: columnUi('证券账户'),
  holderName: columnUi('出质人名称'),
  natureOfInvestor: columnUi('投资者性质', { 'ui:widget': 'dictSelect', 'ui:options': { dicKeyWord: 'natureOfInvestor' } }),
  czrDelegate: columnUi('出质人是否委托', {
    'ui:widget': 'radio',
    'ui:options': { dataType: 'static', dataList: [{ value: '1', label: '是' }, { value: '0', label: '否' }] },
  }),
  applyDate: columnUi('申请日期', { 'ui:widget': 'date' }),
  securityCode: columnUi('证券代码'),
  pledgeShares: columnUi('质押股数'),
  zqrName: columnUi('质权人名称'),
  waringLine: columnUi('预警线(%)'),
  receiverAddress: columnUi('收件地址', { 'ui:widget': 'textarea' }),
  '1011': columnUi('质权设立通知书', { 'ui:widget': 'upload', 'ui:options': { accept: ['jpg', 'jpeg', 'png', 'pdf'], maxSize: 50 } }),
  '1012': columnUi('质押合同', { 'ui:widget': 'upload', 'ui:options': { accept: ['jpg', 'jpeg', 'png', 'pdf'], maxSize: 50 } }),
  att5: columnUi('其他补充材料', { 'ui:widget': 'upload', 'ui:options': { other: true } }),
};

const schema: RJSFSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    applicant: { type: 'string', title: '申报单位', minLength: 1 },
    pledgeData: { type: 'array', title: '质押冻结申报', minItems: 1, items: rowSchema },
  },
  required: ['applicant', 'pledgeData'],
};

const required = '此项为必填';
const columnMessages = Object.fromEntries(
  (rowSchema.required as string[]).map((col) => [`pledgeData/${col}`, { required, minLength: required, minItems: required }]),
);

/** The pledge form at `apply` (edit) or `PreliminaryApprove` (read-only). */
export function rowDialogForm(nodeId: 'apply' | 'PreliminaryApprove' = 'apply'): CompiledForm {
  const readonly = nodeId !== 'apply';
  const ui: UiSchema = {
    'ui:order': ['applicant', 'pledgeData'],
    applicant: { 'ui:options': { section: 'base', label: '申报单位' } },
    pledgeData: {
      'ui:widget': 'table',
      'ui:options': { section: 'pledge', label: '质押冻结申报', minRows: 1, rowDialog: true },
      items: itemsUi,
    },
  };
  if (readonly) for (const field of ['applicant', 'pledgeData']) ui[field] = { ...(ui[field] as UiSchema), 'ui:readonly': true };
  return {
    formId: 'pledge_demo',
    version: 1,
    title: '股权质押演示',
    nodeId,
    mode: readonly ? 'readonly' : 'edit',
    schema,
    uiSchema: ui,
    sections: [
      { id: 'base', title: '申报信息', fields: ['applicant'] },
      { id: 'pledge', title: '质押冻结申报', fields: ['pledgeData'] },
    ],
    defaults: {},
    messages: {
      applicant: { required: '请输入申报单位', minLength: '请输入申报单位' },
      pledgeData: { required: '至少填写一组信息', minItems: '至少填写一组信息' },
      ...columnMessages,
    },
    labels: {
      applicant: '申报单位',
      pledgeData: '质押冻结申报',
      ...Object.fromEntries(Object.entries(rowSchema.properties ?? {}).map(([k, v]) => [`pledgeData/${k}`, String((v as RJSFSchema).title)])),
    },
    editable: readonly ? [] : ['applicant', 'pledgeData'],
    formats: [],
  };
}

/** A filled-in pledge row. */
export const pledgeRow = {
  securityAccountNo: 'A100001',
  holderName: '张三',
  natureOfInvestor: '1',
  czrDelegate: '0',
  applyDate: '2024-03-01',
  securityCode: '100001',
  pledgeShares: 5000,
  zqrName: '某银行',
  waringLine: '150',
  receiverAddress: '西安市雁塔区',
  '1011': [{ attachId: '11', originalName: '通知书.pdf' }],
  '1012': [{ attachId: '12', originalName: '合同.pdf' }],
};

/** The dictionary the fixture's natureOfInvestor column reads. */
export const natureOfInvestorDict = [
  { dictKey: '1', dictValue: '境内自然人' },
  { dictKey: '2', dictValue: '境内法人' },
];
