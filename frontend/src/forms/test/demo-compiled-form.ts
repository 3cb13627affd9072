import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CompiledForm } from '../types';

/**
 * A compiled form written by hand after forms/README.md ("What it compiles to"), using every
 * widget and both kinds of condition; the renderer's tests run on it until the server's
 * compiler answers the same shape.
 */
const remarkWhen = { properties: { transfersType: { enum: ['4', '5'] } }, required: ['transfersType'] };
const accountWhen = { properties: { hasAgent: { const: true } }, required: ['hasAgent'] };

const schema: RJSFSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    transfersType: { type: 'string', title: '转让类型', 'x-dict': 'transfersType', minLength: 1 } as RJSFSchema,
    holderName: { type: 'string', title: '股东名称', minLength: 1, maxLength: 50, format: 'holderName' },
    mobile: { type: 'string', title: '手机号码', format: 'mobile' },
    remark: { type: 'string', title: '转让说明', minLength: 1, maxLength: 200 },
    transferVolume: { type: 'integer', title: '转让数量' },
    transferAmount: { type: 'string', title: '转让金额', format: 'positiveNumber:12:2' },
    registeredCapital: { type: 'string', title: '注册资本' },
    applyDate: { type: 'string', title: '申请日期', format: 'date', 'x-noFuture': true } as RJSFSchema,
    level: { title: '投资者类别', enum: ['1', '2'] },
    hasAgent: { type: 'boolean', title: '是否委托代理' },
    agentAccount: { type: 'string', title: '代理人账号', minLength: 1 },
    accountNumbers: { type: 'string', title: '批量账号' },
    holder: {
      type: 'object',
      title: '受让股东',
      properties: { accountNumber: { type: 'string' }, holderName: { type: 'string' }, holderAccountStatus: { type: ['string', 'integer'] } },
    },
    productCode: { type: 'string', title: '产品代码' },
    area: {
      type: 'object',
      title: '所在地区',
      properties: { province: { type: 'string' }, city: { type: 'string' }, district: { type: 'string' } },
    },
    shareData: {
      type: 'array',
      title: '转让明细',
      minItems: 1,
      maxItems: 20,
      items: {
        type: 'object',
        properties: {
          accountNumber: { type: 'string', title: '登记账号', minLength: 1 },
          volume: { type: 'integer', title: '数量' },
          price: { type: 'string', title: '价格' },
        },
        required: ['accountNumber'],
      },
    },
    attachments: {
      type: 'array',
      title: '转让协议',
      minItems: 1,
      items: { type: 'object', properties: { attachId: { type: 'string' }, originalName: { type: 'string' } }, required: ['attachId'] },
    },
    otherMaterials: {
      type: 'array',
      title: '其他补充材料',
      items: { type: 'object', properties: { attachId: { type: 'string' }, originalName: { type: 'string' } }, required: ['attachId'] },
    },
    memo: { type: 'string', title: '审批意见', minLength: 1, maxLength: 500 },
    checkResult: { title: '审批结果', enum: ['Pass', 'Reject', 'UpdateMaterial'] },
  },
  required: ['transfersType', 'holderName', 'shareData', 'attachments'],
  allOf: [
    { if: remarkWhen, then: { required: ['remark'] } },
    { if: accountWhen, then: { required: ['agentAccount'] } },
  ],
};

const section = (id: string) => ({ section: id });

const uiSchema: UiSchema = {
  'ui:order': [
    'basicTitle', 'transfersType', 'holderName', 'mobile', 'remark', 'transferVolume', 'transferAmount', 'registeredCapital',
    'applyDate', 'level', 'hasAgent', 'agentAccount', 'accountNumbers', 'holder', 'productCode', 'area', 'banner', 'shareData',
    'attachments', 'otherMaterials', 'memo', 'checkResult',
  ],
  basicTitle: { 'ui:field': 'sectionTitle', 'ui:readonly': true, 'ui:options': { ...section('transfer'), label: '基本信息' } },
  transfersType: { 'ui:widget': 'dictSelect', 'ui:options': { ...section('transfer'), dicKeyWord: 'transfersType' } },
  holderName: { 'ui:options': section('transfer') },
  mobile: { 'ui:options': section('transfer') },
  remark: { 'ui:widget': 'textarea', 'ui:options': { ...section('transfer'), visibleWhen: remarkWhen } },
  transferVolume: { 'ui:options': section('transfer') },
  transferAmount: { 'ui:widget': 'amount', 'ui:options': { ...section('transfer'), unit: '元' } },
  registeredCapital: { 'ui:widget': 'amount', 'ui:options': { ...section('transfer'), unit: '万元' } },
  applyDate: { 'ui:widget': 'date', 'ui:options': { ...section('transfer'), noFuture: true } },
  level: {
    'ui:widget': 'radio',
    'ui:options': { ...section('transfer'), dataType: 'static', dataList: [{ value: '1', label: '普通投资者' }, { value: '2', label: '专业投资者' }] },
  },
  hasAgent: { 'ui:widget': 'switch', 'ui:options': section('transfer') },
  agentAccount: { 'ui:options': { ...section('transfer'), visibleWhen: accountWhen } },
  accountNumbers: { 'ui:widget': 'multiLineSearch', 'ui:options': section('transfer') },
  holder: { 'ui:widget': 'holderSearch', 'ui:options': section('parties') },
  productCode: {
    'ui:widget': 'lazySelect',
    'ui:options': { ...section('parties'), url: '/api/rem-registrationmgrweb/holder/queryByKey', ajaxMethod: 'get', propsKey: { value: 'productCode', label: 'productName' } },
  },
  area: { 'ui:widget': 'area', 'ui:options': section('parties') },
  banner: { 'ui:field': 'imageBlock', 'ui:readonly': true, 'ui:options': { ...section('parties'), src: '/favicon.svg', alt: '示意图' } },
  shareData: {
    'ui:widget': 'table',
    'ui:options': { ...section('detail'), minRows: 1, maxRows: 20, uniqueBy: ['accountNumber'] },
    items: { 'ui:order': ['accountNumber', 'volume', 'price'], price: { 'ui:widget': 'amount' } },
  },
  attachments: { 'ui:widget': 'upload', 'ui:options': { ...section('files'), accept: ['pdf', 'jpg', 'png'], maxSize: 50 } },
  otherMaterials: { 'ui:widget': 'upload', 'ui:options': { ...section('files'), other: true, maxCount: 3 } },
  memo: { 'ui:widget': 'textarea', 'ui:options': section('approval') },
  checkResult: {
    'ui:widget': 'select',
    'ui:options': {
      ...section('approval'),
      dataType: 'static',
      dataList: [{ value: 'Pass', label: '通过' }, { value: 'Reject', label: '驳回' }, { value: 'UpdateMaterial', label: '补充材料' }],
    },
  },
};

const sections = [
  {
    id: 'transfer',
    title: '转让信息',
    fields: ['basicTitle', 'transfersType', 'holderName', 'mobile', 'remark', 'transferVolume', 'transferAmount', 'registeredCapital', 'applyDate', 'level', 'hasAgent', 'agentAccount', 'accountNumbers'],
  },
  { id: 'parties', title: '交易对象', fields: ['holder', 'productCode', 'area', 'banner'] },
  { id: 'detail', title: '转让明细', fields: ['shareData'] },
  { id: 'files', title: '附件材料', fields: ['attachments', 'otherMaterials'] },
  { id: 'approval', title: '审批处理', fields: ['memo', 'checkResult'] },
];

const valueFields = Object.keys(schema.properties ?? {});

/** The demo form at `apply` (edit) or `PreliminaryApprove` (read-only but memo and checkResult). */
export function demoCompiledForm(nodeId: 'apply' | 'PreliminaryApprove' = 'apply'): CompiledForm {
  const readonly = nodeId !== 'apply';
  const editable = readonly ? ['memo', 'checkResult'] : valueFields;
  const ui: UiSchema = { ...uiSchema };
  if (readonly) {
    for (const field of valueFields) if (!editable.includes(field)) ui[field] = { ...(ui[field] as UiSchema), 'ui:readonly': true };
  }
  return {
    formId: 'demo_all_widgets',
    version: 1,
    title: '全部控件演示',
    nodeId,
    mode: readonly ? 'readonly' : 'edit',
    schema: readonly ? { ...schema, required: [...(schema.required ?? []), 'memo'] } : schema,
    uiSchema: ui,
    sections,
    defaults: { shareData: [{}] },
    // as the compiler words them: every item has its required message, texts their minLength too
    messages: {
      transfersType: { required: '请选择转让类型', minLength: '请选择转让类型' },
      holderName: { required: '请输入股东名称', minLength: '请输入股东名称' },
      remark: { required: '请输入转让说明', minLength: '请输入转让说明' },
      agentAccount: { required: '请输入代理人账号', minLength: '请输入代理人账号' },
      applyDate: { format: '请选择正确的申请日期', 'x-noFuture': '申请日期不能晚于今天' },
      shareData: { required: '请输入转让明细', minItems: '转让明细至少需要1行', maxItems: '转让明细最多20行' },
      'shareData/accountNumber': { required: '请输入登记账号', minLength: '请输入登记账号' },
      attachments: { required: '请上传文件', minItems: '请上传文件' },
      memo: { required: '审批意见为必填项', minLength: '审批意见为必填项' },
    },
    labels: Object.fromEntries([
      ...Object.entries(schema.properties ?? {}).map(([k, v]) => [k, String((v as RJSFSchema).title ?? k)]),
      ['shareData/accountNumber', '登记账号'],
      ['shareData/volume', '数量'],
      ['shareData/price', '价格'],
    ]),
    editable,
    formats: ['holderName', 'mobile', 'positiveNumber:12:2'],
  };
}

/** Stored data of a filled-in application, for the read-only node. */
export const demoStoredData = {
  transfersType: '4',
  holderName: '张三',
  mobile: '13800138000',
  remark: '协议转让',
  transferVolume: 1000,
  transferAmount: '1234567.5',
  registeredCapital: '1200.5',
  applyDate: '2024-03-01',
  level: '2',
  hasAgent: false,
  accountNumbers: 'A001,A002',
  holder: { accountNumber: 'B100', holderName: '李四', holderAccountStatus: '1' },
  productCode: 'P001',
  area: { province: '61', city: '6101', district: '610102' },
  shareData: [{ accountNumber: 'A001', volume: 500, price: '10.5' }, { accountNumber: 'A002', volume: 500, price: '11' }],
  attachments: [{ attachId: '1', originalName: '转让协议.pdf' }],
};
