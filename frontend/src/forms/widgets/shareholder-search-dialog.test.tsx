// spec: 01§2.18 01§3.6 01§5.2
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { idNumberMessage, ShareholderSearchDialog } from './shareholder-search-dialog';

const SEARCH = 'POST /api/rem-registrationbizweb/holder/queryShareholder';
const DICT = 'GET /api/blade-system/dict-biz/dictionary';

const dictionaries: Record<string, [string, string][]> = {
  personCertType: [['1', '居民身份证'], ['2', '护照']],
  organTypeValidator: [['11', '统一社会信用代码']],
  productInfoIdType: [['21', '产品备案编码']],
};

function api(records: unknown[] = []) {
  return fakeApi({
    [DICT]: (config) => ({ data: (dictionaries[(config.params as { code: string }).code] ?? []).map(([dictKey, dictValue]) => ({ dictKey, dictValue })) }),
    [SEARCH]: () => ({ data: records }),
  });
}

async function pick(label: string, option: string) {
  const field = screen.getByLabelText(label);
  fireEvent.mouseDown(field);
  const item = await screen.findByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(item);
}

describe('the shareholder search dialog (01 §2, §3, §5)', () => {
  beforeEach(() => signedIn());

  it('checks the certificate number as the spec orders it', () => {
    expect(idNumberMessage('', 'long')).toBe('请填写证件号码！');
    expect(idNumberMessage('6101-03', 'long')).toBe('请输入不包含特殊字符的证件号码');
    expect(idNumberMessage('6101王', 'long')).toBe('请输入不包含中文的证件号码');
    expect(idNumberMessage('1234567890123456789', 'long')).toBe('long');
    expect(idNumberMessage('61010319880303333X', 'long')).toBeNull();
    expect(idNumberMessage('（91）_ab', 'long')).toBeNull();
  });

  it('refuses an empty search with each field’s message and sends nothing', async () => {
    const calls = api();
    renderAt(<ShareholderSearchDialog open onClose={() => {}} onChoose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('股东名称不能为空')).toBeInTheDocument();
    expect(screen.getByText('股东类型不能为空')).toBeInTheDocument();
    expect(screen.getByText('证件类型不能为空')).toBeInTheDocument();
    expect(screen.getByText('请填写证件号码！')).toBeInTheDocument();
    expect(calls.of(SEARCH)).toHaveLength(0);
  });

  it('offers the certificate types of the chosen kind and chooses the account found', async () => {
    const calls = api([
      { uuid: 'h-1', accountNumber: '2000000003', holderName: '王磊', organType: 2, certType: '1', certificateNo: '6101**********3338', holderAccountStatus: 1 },
    ]);
    const onChoose = vi.fn();
    renderAt(<ShareholderSearchDialog open onClose={() => {}} onChoose={onChoose} />);
    await userEvent.type(screen.getByLabelText('股东名称'), '王磊');
    await pick('股东类型', '个人');
    await waitFor(() => expect(calls.of(DICT).map((c) => (c.params as { code: string }).code)).toContain('personCertType'));
    await pick('证件类型', '护照');
    await userEvent.type(screen.getByLabelText('证件号码'), '610103198803033338');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    const row = (await screen.findByText('2000000003')).closest('tr')!;
    expect(JSON.parse(calls.of(SEARCH)[0].data as string)).toEqual({ name: '王磊', organType: '2', idType: '2', idNumber: '610103198803033338' });
    await userEvent.click(within(row).getByRole('button', { name: /选\s*择/ }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ accountNumber: '2000000003' }));
  });

  it('says so when nobody of that identity has an account', async () => {
    api([]);
    renderAt(<ShareholderSearchDialog open onClose={() => {}} onChoose={() => {}} />);
    await userEvent.type(screen.getByLabelText('股东名称'), '李四');
    await pick('股东类型', '机构');
    await pick('证件类型', '统一社会信用代码');
    await userEvent.type(screen.getByLabelText('证件号码'), '91610000MA6TXC0009');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('未找到该股东的登记账号')).toBeInTheDocument();
  });
});
