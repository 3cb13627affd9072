import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { savedFiles } from '@/test/saved-files';
import { VoucherPage } from './voucher-page';

const DETAIL = 'POST /api/rem-registrationbizweb/application/detail';
const DOWNLOAD = 'GET /api/blade-resource/oss/endpoint/downloadFile';
const SHORT_LINK = 'GET /api/rem-registrationbizweb/statement/shortLink';
const STATEMENT = 'POST /api/rem-registrationbizweb/statement/getStatementDetail';
const uuid = '3f0c2a9e-6d1b-4c8e-9a57-0b1d2e3f4a5b';
const chainHash = 'ab'.repeat(32);
const documents = [
  { name: '股份初始登记申请表', code: 'initialRegistration', attachId: 'a-initial', pages: 1 },
  { name: '股东名册', code: 'shareholderRegister', attachId: 'a-register', pages: 2 },
];
const business = { uuid, bizSn: '55000120261121000001', bizTypeName: '企业登记托管', status: 'approved', chainHash, voucherList: documents };
const statement = {
  uuid, chainHash, flowKey: '550001', appId: '550001', bizSn: business.bizSn, biz_type_name: '企业登记托管', ext5: '2026-11-21 10:00:00',
  ext: [{ title: '企业信息', lines: [{ label: '企业名称', value: '陕西秦创智能科技股份有限公司' }, { label: '注册资本', value: '1,000.00', capital: '壹仟元整' }], tables: [{ label: '股东', columns: ['股东名称', '股数'], rows: [['张伟', '1,000']] }] }],
};
const pdf = (name: string) => ({
  file: {
    blob: new Blob(['%PDF-1.7 ' + name], { type: 'application/pdf' }),
    headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
  },
});

function server(answer: { status?: number; msg?: string; data?: unknown } | null = null, files: Record<string, { status: number; msg: string }> = {}) {
  return fakeApi({
    [SHORT_LINK]: () => ({ data: { shortLink: 'http://localhost/process_pdf?uuid=' + uuid } }),
    [`${STATEMENT}?uuid=${uuid}`]: () => ({ data: statement }),
    [DETAIL]: (config) => {
      if (answer) return answer;
      const body = JSON.parse(String(config.data)) as { uuid: string };
      return body.uuid === uuid ? { data: business } : { status: 404, msg: '申请不存在' };
    },
    [DOWNLOAD]: (config) => {
      const id = String(config.params.attachId);
      const refused = files[id];
      if (refused) return { file: { blob: new Blob([JSON.stringify({ code: refused.status, success: false, msg: refused.msg })], { type: 'application/json' }) }, status: refused.status };
      return pdf(`${id}.pdf`);
    },
  });
}

const open = (path = `/process_pdf?uuid=${uuid}`) =>
  renderRoutes(
    [
      { path: '/process_pdf', element: <VoucherPage /> },
      { path: '/process/ywlsDetail', element: <div data-testid="business-detail" /> },
      { path: '/queryPage/bizApplication2', element: <div data-testid="my-applications" /> },
    ],
    path,
  );

describe('/process_pdf?uuid=', () => {
  const saved = savedFiles();
  beforeEach(() => signedIn());

  // spec: 02§2.5 02§7.7
  it('shows the first document of the business as a PDF in the viewer, its toolbar from the business', async () => {
    const api = server();
    open();
    const frame = (await screen.findByTestId('voucher-frame')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:x#navpanes=0');
    expect(frame).toHaveAttribute('title', '股份初始登记申请表');
    expect(screen.getByTestId('voucher-title')).toHaveTextContent('股份初始登记申请表');
    expect(screen.getByTestId('voucher-business')).toHaveTextContent('企业登记托管');
    expect(screen.getByTestId('voucher-biz-sn')).toHaveTextContent('55000120261121000001');
    expect(screen.getByTestId('voucher-chain-hash')).toHaveTextContent(chainHash);
    expect(JSON.parse(String(api.of(DETAIL)[0].data))).toEqual({ uuid });
    expect(api.of(DOWNLOAD).map((c) => c.params)).toEqual([{ attachId: 'a-initial' }]);
    expect(api.of(DOWNLOAD)[0].responseType).toBe('blob');
  });

  it('opens the document the detail page named, and another chosen in the list', async () => {
    const api = server();
    open(`/process_pdf?uuid=${uuid}&code=shareholderRegister`);
    expect(await screen.findByTestId('voucher-title')).toHaveTextContent('股东名册');
    await waitFor(() => expect(api.of(DOWNLOAD).map((c) => c.params.attachId)).toEqual(['a-register']));
    expect(screen.getByTestId('voucher-pages')).toHaveTextContent('共2页');
    await userEvent.click(screen.getByRole('combobox', { name: '凭证文件' }));
    await userEvent.click(await screen.findByTitle('股份初始登记申请表'));
    expect(await screen.findByTestId('voucher-title')).toHaveTextContent('股份初始登记申请表');
    await waitFor(() => expect(api.of(DOWNLOAD).map((c) => c.params.attachId)).toEqual(['a-register', 'a-initial']));
  });

  it('prints the viewer, not the page, on 打印, and saves the PDF under its name on 下载', async () => {
    server();
    open();
    const frame = (await screen.findByTestId('voucher-frame')) as HTMLIFrameElement;
    const framePrint = vi.spyOn(frame.contentWindow!, 'print').mockImplementation(() => undefined);
    const pagePrint = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByTestId('voucher-print'));
    expect(framePrint).toHaveBeenCalledTimes(1);
    expect(pagePrint).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('voucher-download'));
    expect(saved).toEqual(['a-initial.pdf']);
  });

  // spec: 03§9.12
  it('shows the short link as a 120 × 120 QR code (03 §7, §9)', async () => {
    server();
    open();
    const code = await screen.findByTestId('voucher-qr-code');
    expect(code.querySelector('svg')!.getAttribute('width')).toBe('120');
  });

  it('says the server message when the PDF cannot be had', async () => {
    server(null, { 'a-initial': { status: 403, msg: '无权查看该申请' } });
    open();
    expect(await screen.findByTestId('voucher-file-error')).toHaveTextContent('无权查看该申请');
    expect(screen.queryByTestId('voucher-frame')).toBeNull();
    expect(screen.getByTestId('voucher-download')).toBeDisabled();
  });

  it('returns to the business detail on 返回', async () => {
    server();
    const { router } = open();
    await userEvent.click(await screen.findByTestId('voucher-back'));
    expect(await screen.findByTestId('business-detail')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?bizSn=55000120261121000001');
  });

  // spec: 02§8.10
  it('says 流程未办结，暂时无法打印凭证 for a business still running, and returns to my applications', async () => {
    const api = server({ data: { ...business, status: 'running', chainHash: null, voucherList: [] } });
    const { router } = open();
    expect(await screen.findByTestId('voucher-error')).toHaveTextContent('流程未办结，暂时无法打印凭证');
    expect(screen.queryByTestId('voucher-frame')).toBeNull();
    expect(api.of(DOWNLOAD)).toHaveLength(0);
    expect(document.querySelector('.ant-modal')).toBeNull();
    await userEvent.click(screen.getByTestId('voucher-back'));
    expect(await screen.findByTestId('my-applications')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/queryPage/bizApplication2');
  });

  it('says why the documents could not be written', async () => {
    server({ data: { ...business, voucherList: [], documentsError: '未找到生成 PDF 所需的中文字体' } });
    open();
    expect(await screen.findByTestId('voucher-error')).toHaveTextContent('未找到生成 PDF 所需的中文字体');
  });

  it('shows the server message for an unknown business', async () => {
    server();
    open('/process_pdf?uuid=nope');
    expect(await screen.findByTestId('voucher-error')).toHaveTextContent('申请不存在');
    expect(screen.queryByTestId('voucher-frame')).toBeNull();
  });

  it('says so without a uuid and asks nothing of the server', async () => {
    const api = server();
    open('/process_pdf');
    expect(await screen.findByTestId('voucher-missing')).toHaveTextContent('缺少凭证编号（uuid），无法打印凭证');
    expect(api.calls).toHaveLength(0);
  });

  // spec: 01§7.26 01§3.10
  it('reads the voucher as text in 凭证内容: its sections, amounts in capitals, tables and the stamp', async () => {
    const api = server();
    open();
    await userEvent.click(await screen.findByTestId('voucher-statement'));
    const drawer = await screen.findByTestId('statement-drawer');
    expect(await screen.findByText('陕西秦创智能科技股份有限公司')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('1,000.00（壹仟元整）');
    expect(drawer).toHaveTextContent('2026-11-21 10:00:00');
    expect(screen.getByText('张伟')).toBeInTheDocument();
    expect(api.of(`${STATEMENT}?uuid=${uuid}`)).toHaveLength(1);
  });
});
