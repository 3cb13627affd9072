import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { shellHandlers, signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { PledgeeRow } from '../api/get-pledgee-contracts';
import { PledgeeConfirmationCard } from './pledgee-confirmation-card';

const QUERY = 'POST /api/rem-registrationbizweb/eContract/queryPledgeeEContractInfo';
const SEND = 'GET /api/rem-registrationbizweb/pledgeeInfo/sendConfirmSms';
const FACE = 'GET /api/rem-registrationbizweb/pledgeeInfo/getFaceRecPic';
const PDF = 'POST /api/rem-registrationbizweb/eContract/queryEContractInfo';
const REGISTER = 'POST /api/rem-registrationmgrweb/eContract/registerEContractUser';

const waiting: PledgeeRow = {
  uuid: 'p-1', bizSn: '550008X', name: '长安银行股份有限公司', certType: '11', certNo: '91610000MA6TX0002B', pledgeeType: '1',
  mobile: '139****0001', status: 0, statusName: '待确认', registered: true, smsSentAt: '2026-11-29 10:00:00', attachments: [], hasFacePicture: false,
};
const signed: PledgeeRow = {
  ...waiting, uuid: 'p-2', name: '乙', status: 1, statusName: '已确认', signedAt: '2026-11-29 10:05:00', attachId: 'a1',
  originalName: '股份质押确认书-550008X.pdf', attachments: [{ attachId: 'a1', originalName: '股份质押确认书-550008X.pdf' }], hasFacePicture: true,
};
const refused: PledgeeRow = { ...waiting, uuid: 'p-3', name: '丙', status: 2, statusName: '已拒签', refusal: '金额不符' };
const rows = (records: PledgeeRow[], done = false) => () => ({ data: { ext8: '0', done, records } });
const png = () => ({ file: { blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) } });
const open = (taskDone = false) => renderRoutes([{ path: '/d', element: <PledgeeConfirmationCard uuid="app-1" taskDone={taskDone} /> }], '/d');
const confirmDialog = async () => {
  expect(await screen.findByTestId('pledgee-sms-confirm')).toHaveTextContent('确认发送确认短信？');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
  });
};

describe('PledgeeConfirmationCard: the pledgees of a pledge and their confirmation (01 §3, §4, §8)', () => {
  beforeEach(() => {
    signedIn('org');
    URL.createObjectURL = vi.fn(() => 'blob:face');
    URL.revokeObjectURL = vi.fn();
  });

  // spec: 01§4.7 01§3.8 01§7.25
  it('lists each pledgee with its state and SMS time; 下载表单 and the face picture only for the one who confirmed', async () => {
    const api = fakeApi({ [QUERY]: rows([waiting, signed, refused]), [FACE]: png });
    open();
    expect(await screen.findByTestId('pledgee-status-p-1')).toHaveTextContent('待确认');
    expect(screen.getByText('长安银行股份有限公司')).toBeInTheDocument();
    expect(screen.getAllByText('91610000MA6TX0002B')).toHaveLength(3);
    expect(screen.getAllByText('2026-11-29 10:00:00').length).toBeGreaterThan(0);
    expect(screen.getByTestId('pledgee-status-p-2')).toHaveTextContent('已确认');
    expect(screen.getByTestId('pledgee-status-p-3')).toHaveTextContent('已拒绝');
    expect(screen.getByText('金额不符')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(QUERY)[0].data))).toEqual({ uuid: 'app-1' });
    expect(screen.queryByTestId('pledgee-download-p-1')).toBeNull();
    expect(screen.queryByTestId('pledgee-download-p-3')).toBeNull();
    expect(screen.getByTestId('pledgee-download-p-2')).toBeInTheDocument();
    expect((await screen.findByTestId('pledgee-face-p-2')).querySelector('img')).toHaveAttribute('src', 'blob:face');
    expect(api.of(FACE).map((c) => c.params)).toEqual([{ uuid: 'p-2' }]);
    // a pledgee who answered gets no more SMS
    expect(screen.getByTestId('pledgee-resend-p-1')).toBeEnabled();
    expect(screen.getByTestId('pledgee-resend-p-2')).toBeDisabled();
    expect(screen.getByTestId('pledgee-resend-p-3')).toBeDisabled();
  });

  // spec: 01§8.13
  it('resends the confirmation SMS after confirming, and says 短信已发送…', async () => {
    const api = fakeApi({ [QUERY]: rows([waiting]), [SEND]: () => ({ msg: '短信已发送，若未收到短信，请3分钟后重试。' }) });
    open();
    fireEvent.click(await screen.findByTestId('pledgee-resend-p-1'));
    expect(api.of(SEND)).toHaveLength(0);
    await confirmDialog();
    expect(await screen.findByText('短信已发送，若未收到短信，请3分钟后重试。')).toBeInTheDocument();
    expect(api.of(SEND).map((c) => c.params)).toEqual([{ uuid: 'p-1' }]);
  });

  it.each([
    [{ status: 429, msg: '确认短信已发送，请3分钟后再重新发送' }, '确认短信已发送，请3分钟后再重新发送'],
    [{ status: 500, msg: '' }, '发送失败'],
  ])('a refused SMS says the server’s msg, else 发送失败 (%o)', async (answer, said) => {
    fakeApi({ [QUERY]: rows([waiting]), [SEND]: () => answer });
    open();
    fireEvent.click(await screen.findByTestId('pledgee-resend-p-1'));
    await confirmDialog();
    expect(await screen.findByText(said)).toBeInTheDocument();
  });

  // spec: 01§4.8
  it('a done business disables the resend link', async () => {
    fakeApi({ [QUERY]: rows([waiting]) });
    const { unmount } = open(true);
    expect(await screen.findByTestId('pledgee-resend-p-1')).toBeDisabled();
    unmount();
    fakeApi({ [QUERY]: rows([waiting], true) });
    open(false);
    expect(await screen.findByTestId('pledgee-resend-p-1')).toBeDisabled();
  });

  // spec: 01§8.7
  it('downloads the signed form as a PDF; a refusal says the server’s msg, an empty answer 获取pdf数据失败', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let answer: () => object = () => ({
      file: { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), headers: { 'content-disposition': "attachment; filename*=UTF-8''%E8%A1%A8.pdf" } },
    });
    const api = fakeApi({ [QUERY]: rows([signed]), [FACE]: png, [PDF]: () => answer() });
    open();
    fireEvent.click(await screen.findByTestId('pledgee-download-p-2'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(api.of(PDF)[0].data))).toEqual({ uuid: 'p-2' });
    answer = () => ({ file: { blob: new Blob([JSON.stringify({ success: false, msg: '合同尚未签署' })]) }, status: 400 });
    fireEvent.click(screen.getByTestId('pledgee-download-p-2'));
    expect(await screen.findByText('合同尚未签署')).toBeInTheDocument();
    answer = () => ({ file: { blob: new Blob([]), headers: {} } });
    fireEvent.click(screen.getByTestId('pledgee-download-p-2'));
    expect(await screen.findByText('获取pdf数据失败')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('staff register the signing mobile of a pledgee not registered yet; until then no SMS goes; others see no such link', async () => {
    signedIn('mgr');
    const fresh: PledgeeRow = { ...waiting, registered: false, mobile: null, smsSentAt: null };
    let records = [fresh];
    const api = fakeApi({
      ...shellHandlers(userInfo('mgr', 1)),
      [QUERY]: () => ({ data: { ext8: '0', done: false, records } }),
      [REGISTER]: () => {
        records = [{ ...fresh, registered: true, mobile: '139****0009' }];
        return { data: records[0] };
      },
    });
    open();
    const link = await screen.findByTestId('pledgee-register-p-1');
    expect(link).toHaveTextContent('登记签约手机');
    expect(screen.getByTestId('pledgee-resend-p-1')).toBeDisabled();
    fireEvent.click(link);
    const mobile = await screen.findByTestId('pledgee-mobile');
    fireEvent.change(mobile, { target: { value: '2390000000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
    });
    expect(await screen.findByText('手机号码长度不为11位')).toBeInTheDocument();
    expect(api.of(REGISTER)).toHaveLength(0);
    fireEvent.change(mobile, { target: { value: '13900000009' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
    });
    expect(await screen.findByText('登记成功')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(REGISTER)[0].data))).toEqual({ uuid: 'p-1', mobile: '13900000009' });
    await waitFor(() => expect(screen.getByTestId('pledgee-resend-p-1')).toBeEnabled());
    expect(screen.getByTestId('pledgee-register-p-1')).toHaveTextContent('更换签约手机');
  });

  it('a refused registration says the server’s msg', async () => {
    signedIn('mgr');
    fakeApi({
      ...shellHandlers(userInfo('mgr', 1)),
      [QUERY]: rows([{ ...waiting, registered: false }]),
      [REGISTER]: () => ({ status: 400, msg: '质权人已确认' }),
    });
    open();
    fireEvent.click(await screen.findByTestId('pledgee-register-p-1'));
    fireEvent.change(await screen.findByTestId('pledgee-mobile'), { target: { value: '13900000009' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
    });
    expect(await screen.findByText('质权人已确认')).toBeInTheDocument();
  });

  it('an applicant sees no registration link', async () => {
    fakeApi({ ...shellHandlers(userInfo('org', 2)), [QUERY]: rows([{ ...waiting, registered: false }]) });
    open();
    expect(await screen.findByTestId('pledgee-resend-p-1')).toBeDisabled();
    expect(screen.queryByTestId('pledgee-register-p-1')).toBeNull();
  });

  it('a business without pledgees shows nothing', async () => {
    const api = fakeApi({ [QUERY]: () => ({ data: { ext8: null, done: false, records: [] } }) });
    open();
    await waitFor(() => expect(api.of(QUERY)).toHaveLength(1));
    expect(screen.queryByTestId('pledgee-confirmation')).toBeNull();
  });
});
