import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { savedFiles } from '@/test/saved-files';
import { BusinessDocumentsCard } from './business-documents-card';
import { detailOf } from './lifecycle-fakes';

const DOWNLOAD = 'GET /api/blade-resource/oss/endpoint/downloadFile';
const voucherList = [
  { name: '股份初始登记申请表', code: 'initialRegistration', attachId: 'a-initial', pages: 1 },
  { name: '股东名册', code: 'shareholderRegister', attachId: 'a-register', pages: 2 },
];
const completed = detailOf({
  status: 'approved',
  chainHash: 'ab'.repeat(32),
  ext5: { initialRegistration: 'a-initial', shareholderRegister: 'a-register' },
  voucherList,
});

function server(refused: Record<string, FakeRefusal> = {}) {
  return fakeApi({
    [DOWNLOAD]: (config) => {
      const id = String(config.params.attachId);
      const refusal = refused[id];
      if (refusal === 'empty') return { file: { blob: new Blob([]) } };
      if (refusal) return { status: refusal.status, file: { blob: new Blob([JSON.stringify({ code: refusal.status, success: false, msg: refusal.msg })], { type: 'application/json' }) } };
      const name = encodeURIComponent(`${id}-BIZ0001.pdf`);
      return { file: { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), headers: { 'content-disposition': `attachment; filename*=UTF-8''${name}` } } };
    },
  });
}
type FakeRefusal = { status: number; msg: string } | 'empty';

const open = (application = completed) =>
  renderRoutes(
    [
      { path: '/detail', element: <BusinessDocumentsCard application={application} /> },
      { path: '/process_pdf', element: <div data-testid="voucher-page" /> },
    ],
    '/detail',
  );

describe('the download list of a completed business (02 §3 Voucher list)', () => {
  const saved = savedFiles();
  beforeEach(() => signedIn());

  // spec: 02§2.21
  it('lists each document by name with its pages, 查看 and 下载', async () => {
    server();
    open();
    const card = await screen.findByTestId('detail-documents');
    expect(within(card).getByText('业务凭证')).toBeInTheDocument();
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('股份初始登记申请表'),
      expect.stringContaining('股东名册'),
    ]);
    const cells = within(screen.getByTestId('detail-document-shareholderRegister')).getAllByRole('cell');
    expect(cells.slice(0, 3).map((c) => c.textContent)).toEqual(['2', '股东名册', '2']);
  });

  // spec: 02§7.7 01§7.17
  it('downloads a document under the name the server gives', async () => {
    const api = server();
    open();
    await userEvent.click(await screen.findByTestId('detail-document-download-shareholderRegister'));
    await expect.poll(() => saved).toEqual(['a-register-BIZ0001.pdf']);
    expect(api.of(DOWNLOAD)[0].params).toEqual({ attachId: 'a-register' });
  });

  it('opens the document on /process_pdf with its code on 查看', async () => {
    server();
    const { router } = open();
    await userEvent.click(await screen.findByTestId('detail-document-view-shareholderRegister'));
    expect(await screen.findByTestId('voucher-page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?uuid=u-1&code=shareholderRegister');
  });

  // spec: 01§8.7 02§8.7
  it('says the server message, 下载失败 or 获取下载地址失败 when a download fails', async () => {
    server({ 'a-register': { status: 403, msg: '无权查看该申请' }, 'a-initial': 'empty' });
    open();
    await userEvent.click(await screen.findByTestId('detail-document-download-shareholderRegister'));
    expect(await screen.findByText('无权查看该申请')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('detail-document-download-initialRegistration'));
    expect(await screen.findByText('获取下载地址失败')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  // spec: 01§8.7 02§8.7
  it('says 获取下载地址失败 for a document without an attachment, asking nothing', async () => {
    const api = server();
    open({ ...completed, voucherList: [{ ...voucherList[0], attachId: '' }] });
    await userEvent.click(await screen.findByTestId('detail-document-download-initialRegistration'));
    expect(await screen.findByText('获取下载地址失败')).toBeInTheDocument();
    expect(api.of(DOWNLOAD)).toHaveLength(0);
  });

  it('shows nothing for a business still running, and why the documents are missing when they are', async () => {
    server();
    const running = open(detailOf());
    expect(screen.queryByTestId('detail-documents')).toBeNull();
    running.unmount();
    open({ ...completed, voucherList: [], documentsError: '未找到生成 PDF 所需的中文字体' });
    expect(await screen.findByTestId('detail-documents-error')).toHaveTextContent('凭证生成失败：未找到生成 PDF 所需的中文字体');
  });
});
