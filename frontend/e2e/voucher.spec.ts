import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { request, type Page } from '@playwright/test';
import { apiOf, chooseAccount, expect, test, type Api } from './fixtures';
import { screenshotDir } from './helpers';
import { useOwnServer } from './own-server';

/**
 * The business documents (02 §2 /process_pdf, §3 Voucher list, §9) against the real server: a
 * share transfer is applied for by personal_demo and approved by both reviewers through the
 * API; its detail lists its voucher (股份转让业务凭证), which downloads as a PDF (rendered to PNG
 * with pdftoppm, to look at) and opens on /process_pdf in the browser's PDF viewer with 打印,
 * 下载 and 返回. A business still running reads 流程未办结，暂时无法打印凭证. A joint-stock company
 * registration (on a server of its own: it takes an enterprise into custody) lists the twelve
 * documents, and its 股东名册 downloads as a PDF.
 */

const formData = { transfersType: '2', productCode: '100001', accountNumberOut: '2000000001', accountNumberIn: '1000000001', transferVolume: 300 };

const submit = (api: Api, investor: string) => api.post(investor, '/api/rem-registrationbizweb/application/submit', { appId: '550004', formData });

async function shot(page: Page, name: string, fullPage = false) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}voucher-${name}.png`, fullPage });
}

/** Saves a download, checks it is a whole PDF and renders its first page to PNG (pdftoppm -r 60). */
async function savedPdf(download: { saveAs: (path: string) => Promise<void> }, name: string): Promise<Buffer> {
  const path = `${screenshotDir}voucher-${name}.pdf`;
  await download.saveAs(path);
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-64).toString('latin1')).toContain('%%EOF');
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', path, `${screenshotDir}voucher-${name}`]);
  const png = [`${screenshotDir}voucher-${name}-1.png`, `${screenshotDir}voucher-${name}-01.png`].find(existsSync);
  expect(png, 'pdftoppm rendered the first page').toBeTruthy();
  expect(statSync(png!).size).toBeGreaterThan(5_000);
  return bytes;
}

let done = { uuid: '', bizSn: '' };

test.beforeAll(async ({ api }) => {
  const [investor, first, recheck] = await Promise.all(['personal_demo', 'staff_first', 'staff_recheck'].map((a) => api.token(a)));
  const submitted = await submit(api, investor);
  const uuid = String(submitted.uuid);
  await api.post(first, '/api/rem-registrationbizweb/taskItem/complete', { uuid, action: 'approve', memo: '材料齐全，同意' });
  const approved = await api.post(recheck, '/api/rem-registrationbizweb/taskItem/complete', { uuid, action: 'approve', memo: '同意' });
  expect(approved.status).toBe('approved');
  done = { uuid, bizSn: String(submitted.bizSn) };
});

test('the detail of a completed transfer lists its voucher, which downloads as a PDF and opens on /process_pdf', async ({ page, signIn }) => {
  await signIn('personal_demo');
  await chooseAccount(page, formData.accountNumberOut);
  await page.goto(`/process/ywlsDetail?bizSn=${done.bizSn}`);

  // the download list: one document, by name
  const card = page.getByTestId('detail-documents');
  await expect(card).toContainText('业务凭证');
  await expect(page.getByTestId('detail-document-voucher')).toContainText('股份转让业务凭证');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'detail-documents');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('detail-document-download-voucher').click()]);
  expect(download.suggestedFilename()).toBe(`股份转让业务凭证-${done.bizSn}.pdf`);
  const pdf = await savedPdf(download, 'transfer');

  // 查看: the PDF in the browser's viewer, the toolbar from the business
  await page.getByTestId('detail-document-view-voucher').click();
  await expect(page).toHaveURL(new RegExp(`/process_pdf\\?uuid=${done.uuid}&code=voucher$`));
  await expect(page.getByTestId('voucher-title')).toHaveText('股份转让业务凭证');
  await expect(page.getByTestId('voucher-biz-sn')).toHaveText(done.bizSn);
  const hash = (await page.getByTestId('voucher-chain-hash').innerText()).trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  const qr = page.getByTestId('voucher-qr-code');
  await expect(qr).toBeVisible();
  expect(Math.round((await qr.boundingBox())?.width ?? 0)).toBe(120);
  const frame = page.getByTestId('voucher-frame');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  const shown = await frame.evaluate(async (f: HTMLIFrameElement) => {
    const blob = await (await fetch(f.src)).blob();
    return { type: blob.type, size: blob.size };
  });
  expect(shown).toEqual({ type: 'application/pdf', size: pdf.length });
  await page.waitForTimeout(1_500);
  await shot(page, 'page', true);

  // 下载 on the page: the same file
  const [again] = await Promise.all([page.waitForEvent('download'), page.getByTestId('voucher-download').click()]);
  expect(again.suggestedFilename()).toBe(`股份转让业务凭证-${done.bizSn}.pdf`);

  // 返回 opens the business detail, whose chain hash is the voucher's
  await page.getByTestId('voucher-back').click();
  await expect(page).toHaveURL(new RegExp(`/process/ywlsDetail\\?bizSn=${done.bizSn}$`));
  await expect(page.getByTestId('detail-chain-hash')).toHaveText(hash);
});

test('a business still running answers 流程未办结，暂时无法打印凭证 and lists no documents', async ({ page, signIn, api }) => {
  const investor = await api.token('personal_demo');
  const running = await submit(api, investor);
  const uuid = String(running.uuid);
  try {
    await signIn('personal_demo');
    await chooseAccount(page, formData.accountNumberOut);
    await page.goto(`/process/ywlsDetail?bizSn=${String(running.bizSn)}`);
    await expect(page.getByTestId('detail-status')).toBeVisible();
    await expect(page.getByTestId('detail-documents')).toHaveCount(0);
    await page.goto(`/process_pdf?uuid=${uuid}`);
    await expect(page.getByTestId('voucher-error')).toContainText('流程未办结，暂时无法打印凭证');
    await expect(page.getByTestId('voucher-frame')).toHaveCount(0);
    // the page shows the refusal itself, without the 提示 dialog
    await expect(page.locator('.ant-modal')).toHaveCount(0);
    await shot(page, 'running');
    await page.getByTestId('voucher-back').click();
    await expect(page).toHaveURL(/\/queryPage\/bizApplication2$/);

    await page.goto('/process_pdf?uuid=00000000-0000-0000-0000-000000000000');
    await expect(page.getByTestId('voucher-error')).toContainText('申请不存在');

    await page.goto('/process_pdf');
    await expect(page.getByTestId('voucher-missing')).toContainText('缺少凭证编号（uuid），无法打印凭证');
  } finally {
    // close the business (it is with the first reviewer, so it can no longer be withdrawn)
    const first = await api.token('staff_first');
    await api.post(first, '/api/rem-registrationbizweb/taskItem/complete', { uuid, action: 'reject', memo: '测试结束，驳回' });
  }
});

test.describe('a joint-stock company registration', () => {
  const own = useOwnServer(8);

  // spec: 02§9.6
  test('its detail lists the twelve documents; 股东名册 downloads as a PDF', async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await request.newContext({ baseURL: own.url });
    const api = apiOf(context);
    const [org, first, recheck] = await Promise.all(['org_demo', 'staff_first', 'staff_recheck'].map((a) => api.token(a)));
    const submitted = await api.post(org, '/api/rem-registrationbizweb/application/submit', {
      appId: '550001',
      formData: {
        name: '陕西秦创新材料股份有限公司', shortName: '秦创新材', idType: '11', idNumber: '91610000MA6TQC0099', companyType: '2',
        registeredCapital: '10000000.50', registeredAddress: '西安市高新区锦业路1号', registryDate: '2015-06-18',
        provinceCityDistrictCode: { province: '610000', city: '610100', district: '610113' }, industryCascader: ['C', 'C39'],
        legalName: '李雷', legalIdType: '1', legalIdNumber: '610102198001011114', legalMobile: '13812345678',
        jbrName: '韩梅梅', jbrPhoneEnc: '13987654321', productCode: '200123', faceValue: '1', totalShares: 3000,
        theFirstShareholdersName: '李雷',
        shareHolderList: [
          { organType: '2', holderName: '李雷', certType: '1', certificateNo: '610102198001011114', volume: 2000 },
          { organType: '2', holderName: '韩梅梅', certType: '1', certificateNo: '610102198502022225', volume: 1000 },
        ],
      },
    });
    const uuid = String(submitted.uuid);
    await api.post(first, '/api/rem-registrationbizweb/taskItem/complete', { uuid, action: 'approve', memo: '同意' });
    await api.post(recheck, '/api/rem-registrationbizweb/taskItem/complete', { uuid, action: 'approve', memo: '同意' });
    await context.dispose();

    const page = await own.enterpriseOn(browser, '西安秦创智能科技股份有限公司');
    await page.goto(`/process/ywlsDetail?bizSn=${String(submitted.bizSn)}`);
    const card = page.getByTestId('detail-documents');
    await expect(card.locator('tbody tr')).toHaveCount(12);
    for (const name of ['股份初始登记申请表', '托管服务协议', '股东名册', '企业基本信息表', '授权委托书', '股份限售申请', '股东大会决议', '备案材料清单']) {
      await expect(card).toContainText(name);
    }
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'registration-documents');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('detail-document-download-shareholderRegister').click()]);
    expect(download.suggestedFilename()).toBe(`股东名册-${String(submitted.bizSn)}.pdf`);
    await savedPdf(download, 'shareholder-register');
  });
});
