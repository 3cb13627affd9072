import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { VoucherPage, voucherSandbox } from './voucher-page';

const VOUCHER = 'GET /api/rem-registrationbizweb/statement/voucher';
const SHORT_LINK = 'GET /api/rem-registrationbizweb/statement/shortLink';
const uuid = '3f0c2a9e-6d1b-4c8e-9a57-0b1d2e3f4a5b';
const chainHash = 'ab'.repeat(32);
const html =
  '<!doctype html><html><head><style>@page { size: A4 portrait; }</style></head>' +
  '<body><h1>股份转让业务凭证</h1><p>业务流水号：55000420261121000001</p><p>转让数量：壹仟股</p></body></html>';
const voucher = { uuid, bizSn: '55000420261121000001', bizTypeName: '股份转让', chainHash, html };

function server(answer: { status?: number; msg?: string } | null = null, link: string | null = 'http://localhost/process_pdf?uuid=' + uuid) {
  return fakeApi({
    [SHORT_LINK]: () => (link ? { data: { shortLink: link } } : { status: 500, msg: '服务器错误' }),
    [VOUCHER]: (config) => (answer ? { status: answer.status, msg: answer.msg } : config.params.uuid === uuid ? { data: voucher } : { status: 404, msg: '凭证不存在' }),
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
  beforeEach(() => signedIn());

  it('shows the business short link as a 120 × 120 QR code with the link beneath (03 §7, §9)', async () => {
    const api = server();
    open();
    const code = await screen.findByTestId('voucher-qr-code');
    expect(code.querySelector('svg')!.getAttribute('width')).toBe('120');
    expect(screen.getByTestId('voucher-qr-text')).toHaveTextContent(`http://localhost/process_pdf?uuid=${uuid}`);
    expect(api.of(SHORT_LINK)[0].params).toEqual({ uuid });
  });

  it('says 获取二维码失败 when the short link cannot be had, the voucher still shown', async () => {
    server(null, null);
    open();
    expect(await screen.findByTestId('voucher-qr-error')).toHaveTextContent('获取二维码失败');
    expect(screen.getByTestId('voucher-frame')).toBeInTheDocument();
  });

  it('shows the toolbar from the voucher: title, serial number and chain hash', async () => {
    const api = server();
    open();
    expect(await screen.findByTestId('voucher-title')).toHaveTextContent('股份转让业务凭证');
    expect(screen.getByTestId('voucher-biz-sn')).toHaveTextContent('55000420261121000001');
    expect(screen.getByTestId('voucher-chain-hash')).toHaveTextContent(chainHash);
    expect(screen.getByTestId('voucher-page')).toHaveTextContent('区块链存证');
    expect(screen.getByTestId('voucher-print')).toHaveTextContent('打印');
    expect(screen.getByTestId('voucher-back')).toHaveTextContent('返回');
    expect(api.of(VOUCHER)).toHaveLength(1);
    expect(api.of(VOUCHER)[0].params).toEqual({ uuid });
    expect(api.of(VOUCHER)[0].headers.get('Blade-Auth')).toBe('bearer tok');
  });

  it('renders the voucher document in a sandboxed frame without scripts', async () => {
    server();
    open();
    const frame = (await screen.findByTestId('voucher-frame')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('srcdoc')).toBe(html);
    expect(frame.getAttribute('sandbox')).toBe(voucherSandbox);
    const flags = voucherSandbox.split(' ');
    expect(flags).toEqual(expect.arrayContaining(['allow-same-origin', 'allow-modals']));
    expect(flags).not.toContain('allow-scripts');
    expect(frame).toHaveAttribute('title', '股份转让业务凭证');
    expect(frame).toHaveClass('voucher-sheet');
  });

  it('prints the frame, not the page, on 打印', async () => {
    server();
    open();
    const frame = (await screen.findByTestId('voucher-frame')) as HTMLIFrameElement;
    const framePrint = vi.spyOn(frame.contentWindow!, 'print').mockImplementation(() => undefined);
    const pagePrint = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByTestId('voucher-print'));
    expect(framePrint).toHaveBeenCalledTimes(1);
    expect(pagePrint).not.toHaveBeenCalled();
    pagePrint.mockRestore();
  });

  it('returns to the business detail of the voucher on 返回', async () => {
    server();
    const { router } = open();
    await userEvent.click(await screen.findByTestId('voucher-back'));
    expect(await screen.findByTestId('business-detail')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?bizSn=55000420261121000001');
  });

  it('shows the server message when the business has not completed, and returns to my applications', async () => {
    server({ status: 400, msg: '流程未办结，暂时无法打印凭证' });
    const { router } = open();
    expect(await screen.findByTestId('voucher-error')).toHaveTextContent('流程未办结，暂时无法打印凭证');
    expect(screen.queryByTestId('voucher-frame')).toBeNull();
    // the page shows the refusal itself: no 提示 dialog over it
    expect(document.querySelector('.ant-modal')).toBeNull();
    await userEvent.click(screen.getByTestId('voucher-back'));
    expect(await screen.findByTestId('my-applications')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/queryPage/bizApplication2');
  });

  it('shows 凭证不存在 for an unknown voucher', async () => {
    server();
    open('/process_pdf?uuid=nope');
    expect(await screen.findByTestId('voucher-error')).toHaveTextContent('凭证不存在');
    expect(screen.queryByTestId('voucher-frame')).toBeNull();
  });

  it('says so without a uuid and asks nothing of the server', async () => {
    const api = server();
    open('/process_pdf');
    expect(await screen.findByTestId('voucher-missing')).toHaveTextContent('缺少凭证编号（uuid），无法打印凭证');
    expect(api.calls).toHaveLength(0);
    await userEvent.click(screen.getByTestId('voucher-back'));
    expect(await screen.findByTestId('my-applications')).toBeInTheDocument();
  });
});
