import { describe, expect, it } from 'vitest';
import { exceedsSafeLength, formatAmount } from './amount-format';
import { createFormValidator, duplicateRows, errorText } from './form-validator';
import { demoCompiledForm } from './test/demo-compiled-form';
import { joinLines } from './widgets/multi-line-search-widget';
import { refuseUpload, uploadLimits } from './widgets/upload-field';

describe('browser validation of a compiled form', () => {
  const validator = createFormValidator(demoCompiledForm());
  const filled = {
    transfersType: '1',
    holderName: '张三',
    shareData: [{ accountNumber: 'A1' }],
    attachments: [{ attachId: '1', originalName: 'a.pdf' }],
  };

  it('registers exactly the formats the form lists', () => {
    expect(validator.unknownFormats).toEqual([]);
    expect(createFormValidator({ ...demoCompiledForm(), formats: ['noSuchRule'] }).unknownFormats).toEqual(['noSuchRule']);
  });

  it('answers no errors for a complete form', () => {
    expect(validator.validate(filled)).toEqual([]);
  });

  // spec: 02§5.15
  it('trims first: a blank required text fails its minLength with the form’s message', () => {
    expect(validator.validate({ ...filled, holderName: '   ' })).toEqual([{ field: 'holderName', rule: 'minLength', message: '请输入股东名称' }]);
  });

  // spec: 02§5.3
  it('refuses a date after today (x-noFuture) with the form’s message', () => {
    expect(validator.validate({ ...filled, applyDate: '2999-01-01' })).toEqual([
      { field: 'applyDate', rule: 'x-noFuture', message: '申请日期不能晚于今天' },
    ]);
  });

  it('looks a table cell’s message up without its row number', () => {
    expect(validator.validate({ ...filled, shareData: [{ accountNumber: 'A1' }, { volume: 3 }] })).toEqual([
      { field: 'shareData/1/accountNumber', rule: 'required', message: '请输入登记账号' },
    ]);
    expect(errorText(demoCompiledForm(), { field: 'shareData/1/accountNumber', rule: 'required', message: '请输入登记账号' })).toBe(
      '【转让明细第2行登记账号】请输入登记账号',
    );
  });

  it('requires a conditional field only when its condition holds, without an "if" error', () => {
    expect(validator.validate({ ...filled, transfersType: '4' })).toEqual([{ field: 'remark', rule: 'required', message: '请输入转让说明' }]);
  });

  it('answers a format failure as rule "format" with the named validator’s message', () => {
    const [error] = validator.validate({ ...filled, transferAmount: '-5' });
    expect(error).toMatchObject({ field: 'transferAmount', rule: 'format' });
    expect(error.message).not.toMatch(/^(格式不正确)?$/);
  });

  it('falls back to the server’s wording for keywords without a message', () => {
    expect(validator.validate({ ...filled, level: '9' })).toEqual([{ field: 'level', rule: 'enum', message: '请选择有效的选项' }]);
    expect(validator.validate({ ...filled, transferVolume: 1.5 })).toEqual([{ field: 'transferVolume', rule: 'type', message: '格式不正确' }]);
  });

  // spec: 02§4.18
  it('validates only the memo when the approval asks for more material', () => {
    const readonly = createFormValidator(demoCompiledForm('PreliminaryApprove'));
    expect(readonly.validate({ checkResult: 'UpdateMaterial' })).toEqual([{ field: 'memo', rule: 'required', message: '审批意见为必填项' }]);
  });

  it('puts errors in form order, sections first', () => {
    const fields = validator.validate({}).map((e) => e.field);
    expect(fields).toEqual(['transfersType', 'holderName', 'shareData', 'attachments']);
  });
});

describe('widget rules', () => {
  // spec: 02§5.14 01§5.13
  it('formats amounts on the digits: two decimals, six for 万元, commas kept', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('-0.005')).toBe('-0.01');
    expect(formatAmount('12.3456789', 6)).toBe('12.345679');
    expect(formatAmount('9999999999999999.999', 2)).toBe('10,000,000,000,000,000.00');
    expect(formatAmount('1,000')).toBe('1,000');
    expect(formatAmount('abc')).toBe('abc');
  });

  // spec: 02§5.14
  it('refuses amounts above 2^53', () => {
    expect(exceedsSafeLength('9007199254740992')).toBe(false);
    expect(exceedsSafeLength('9007199254740993')).toBe(true);
    expect(exceedsSafeLength('-9007199254740993.5')).toBe(true);
  });

  // spec: 02§5.15
  it('joins multi-line search lines with commas, blanks dropped', () => {
    expect(joinLines('A1\n\n  A2 \r\nA3\n')).toBe('A1,A2,A3');
    expect(joinLines('\n \n')).toBe('');
  });

  it('finds rows repeating each other on the uniqueBy columns', () => {
    expect(duplicateRows([{ a: 1 }, { a: 2 }, { a: 1 }, {}, {}, { a: 2 }], ['a'])).toEqual([[1, 3], [2, 6]]);
    const validator = createFormValidator(demoCompiledForm());
    const rows = [{ accountNumber: 'B' }, { accountNumber: 'A' }, { accountNumber: 'B' }, { accountNumber: 'A' }];
    expect(validator.validate({ shareData: rows }).filter((e) => e.rule === 'uniqueBy')).toEqual([
      { field: 'shareData', rule: 'uniqueBy', message: '第1、3行数据重复，请修改' },
    ]);
  });

  // spec: 03§5.4 03§5.5 03§5.6 03§5.7 01§5.3 03§9.1
  it('refuses uploads by type, size (50 MB) and count, one file per required slot', () => {
    const limits = uploadLimits({ accept: ['.PDF', 'jpg'] }, true);
    expect(limits).toEqual({ accept: ['pdf', 'jpg'], maxSizeMb: 50, maxCount: 1 });
    expect(refuseUpload({ name: 'a.exe', size: 1 }, limits, 0)).toEqual({ key: 'form.upload.badType' });
    expect(refuseUpload({ name: 'a.pdf', size: 51 * 1024 * 1024 }, limits, 0)).toEqual({ key: 'form.upload.tooLarge', size: 50 });
    expect(refuseUpload({ name: 'a.pdf', size: 1 }, limits, 1)).toEqual({ key: 'form.upload.tooMany', n: 1 });
    expect(refuseUpload({ name: 'a.pdf', size: 1 }, limits, 0)).toBeNull();
    expect(uploadLimits({ other: true }, false).accept).toContain('mp4');
  });
});
