import { formatValidator, knownFormat, requiredMessage } from './registry';

describe('the format registry', () => {
  it('knows each name once, with number options only where they apply', () => {
    expect(knownFormat('positiveNumber:12:2')).toBe(true);
    expect(knownFormat('positiveInteger:12:2')).toBe(false);
    expect(knownFormat('toString')).toBe(false);
    expect(knownFormat('constructor')).toBe(false);
  });

  it('gives each validator its own required message', () => {
    expect(requiredMessage('bankCard')).toBe('请输入银行卡号');
    expect(requiredMessage('certificateNo')).toBe('请填写证件号码！');
    expect(requiredMessage('positiveNumber:8:4')).toBe('此项为必填项！');
    expect(requiredMessage('nope')).toBeUndefined();
  });

  // spec: 01§5.12
  it('lets empty values pass unless required', () => {
    const optional = formatValidator('mobile');
    const required = formatValidator('mobile', { required: true });
    expect(optional?.(undefined)).toEqual({ ok: true });
    expect(required?.(undefined)).toEqual({ ok: false, message: '请输入手机号码' });
  });

  it("counts ages to the browser's date when no date is given", () => {
    const check = formatValidator('idCard');
    expect(check?.('11010519491231002X')).toEqual({ ok: true });
    expect(check?.('11010519491231002X', 'not a date')).toEqual({ ok: true });
  });
});
