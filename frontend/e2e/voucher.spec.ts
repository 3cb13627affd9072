import type { Page } from '@playwright/test';
import { chooseAccount, expect, test, type Api } from './fixtures';
import { screenshotDir } from './helpers';

/**
 * The voucher print page /process_pdf?uuid= against the real server: a share transfer is
 * applied for by personal_demo and approved by both reviewers through the API; the applicant
 * opens its voucher, sees the toolbar (business, serial number, 区块链存证), the server's A4
 * voucher in the sandboxed frame, prints it and returns to the business detail. A business
 * still running answers 流程未办结，暂时无法打印凭证, an unknown one 凭证不存在.
 */

const formData = { transfersType: '2', productCode: '100001', accountNumberOut: '2000000001', accountNumberIn: '1000000001', transferVolume: 300 };

const submit = (api: Api, investor: string) => api.post(investor, '/api/rem-registrationbizweb/application/submit', { appId: '550004', formData });

async function shot(page: Page, name: string, fullPage = false) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}voucher-${name}.png`, fullPage });
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

test('the applicant opens the voucher of a completed transfer, prints it and returns to the business', async ({ page, signIn }) => {
  const ignored: string[] = [];
  page.on('console', (m) => {
    if (/print/i.test(m.text()) && /sandbox|ignored|blocked/i.test(m.text())) ignored.push(m.text());
  });
  await signIn('personal_demo');
  await chooseAccount(page, formData.accountNumberOut);
  await page.goto(`/process_pdf?uuid=${done.uuid}`);

  // the toolbar
  await expect(page.getByTestId('voucher-title')).toHaveText('股份转让业务凭证');
  await expect(page.getByTestId('voucher-biz-sn')).toHaveText(done.bizSn);
  await expect(page.getByTestId('voucher-page')).toContainText('区块链存证');
  const hash = (await page.getByTestId('voucher-chain-hash').innerText()).trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);

  // the short link of the voucher as a 120 × 120 QR code (03 §7, §9)
  const qr = page.getByTestId('voucher-qr-code');
  await expect(qr).toBeVisible();
  const qrBox = await qr.boundingBox();
  expect(Math.round(qrBox?.width ?? 0)).toBe(120);
  await expect(page.getByTestId('voucher-qr-text')).toContainText(`/process_pdf?uuid=${done.uuid}`);

  // the voucher itself, in the sandboxed frame sized like an A4 sheet
  const frame = page.getByTestId('voucher-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin allow-modals');
  const sheet = page.frameLocator('[data-testid="voucher-frame"]');
  await expect(sheet.locator('body')).toContainText(done.bizSn);
  await expect(sheet.locator('body')).toContainText('区块链存证');
  await expect(sheet.locator('body')).toContainText(hash);
  const box = await frame.boundingBox();
  expect(box).not.toBeNull();
  // 210 mm at 96 dpi is 794 px; at least 297 mm (1123 px) high
  expect(Math.round(box!.width)).toBe(794);
  expect(box!.height).toBeGreaterThanOrEqual(1122);
  // the frame runs no scripts
  expect(await frame.evaluate((f: HTMLIFrameElement) => f.sandbox.contains('allow-scripts'))).toBe(false);
  await shot(page, 'page', true);

  // 打印 prints the frame's document (headless Chromium opens no dialog); the sandbox allows it
  const printed = await frame.evaluate((f: HTMLIFrameElement) => {
    const win = f.contentWindow as Window & { printedTimes?: number };
    const original = win.print.bind(win);
    win.printedTimes = 0;
    win.print = () => {
      win.printedTimes = (win.printedTimes ?? 0) + 1;
      original();
    };
    return true;
  });
  expect(printed).toBe(true);
  await page.getByTestId('voucher-print').click();
  await expect
    .poll(() => frame.evaluate((f: HTMLIFrameElement) => (f.contentWindow as Window & { printedTimes?: number }).printedTimes))
    .toBe(1);
  expect(ignored).toEqual([]);

  // 返回 opens the business detail, whose chain hash is the voucher's
  await page.getByTestId('voucher-back').click();
  await expect(page).toHaveURL(new RegExp(`/process/ywlsDetail\\?bizSn=${done.bizSn}$`));
  await expect(page.getByTestId('detail-chain-hash')).toHaveText(hash);
});

test('a business still running answers 流程未办结，暂时无法打印凭证; an unknown one 凭证不存在', async ({ page, signIn, api }) => {
  const investor = await api.token('personal_demo');
  const running = await submit(api, investor);
  const uuid = String(running.uuid);
  try {
    await signIn('personal_demo');
    await chooseAccount(page, formData.accountNumberOut);
    await page.goto(`/process_pdf?uuid=${uuid}`);
    await expect(page.getByTestId('voucher-error')).toContainText('流程未办结，暂时无法打印凭证');
    await expect(page.getByTestId('voucher-frame')).toHaveCount(0);
    // the page shows the refusal itself, without the 提示 dialog
    await expect(page.locator('.ant-modal')).toHaveCount(0);
    await shot(page, 'running');
    await page.getByTestId('voucher-back').click();
    await expect(page).toHaveURL(/\/queryPage\/bizApplication2$/);

    await page.goto('/process_pdf?uuid=00000000-0000-0000-0000-000000000000');
    await expect(page.getByTestId('voucher-error')).toContainText('凭证不存在');

    await page.goto('/process_pdf');
    await expect(page.getByTestId('voucher-missing')).toContainText('缺少凭证编号（uuid），无法打印凭证');
  } finally {
    // close the business (it is with the first reviewer, so it can no longer be withdrawn)
    const first = await api.token('staff_first');
    await api.post(first, '/api/rem-registrationbizweb/taskItem/complete', { uuid, action: 'reject', memo: '测试结束，驳回' });
  }
});
