import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approveFromTodos, screenshotDir } from './helpers';
import { useOwnServer } from './own-server';

/**
 * Issue 19 ("Must show", the browser test): org_demo, for 西安秦创智能科技股份有限公司, applies for
 * the charged business 550100 (收费业务, payment required before completion). The apply page
 * shows the fee the server estimates before anything is submitted; after 提交成功 the user is
 * taken to the business detail, which shows the charge unpaid; 获取付款码 shows the gateway's
 * 200×200 QR code; the payer "scans" it (opens its URL: the payment simulator's page) and pays;
 * the detail notices within its 2-second polling (缴费成功，请继续办理业务, the method disabled).
 * A reviewer could not have completed it unpaid; now both approve and the business completes,
 * paid; its detail lists its voucher, which downloads as a PDF stating the fee in figures and
 * in capital numerals (pdftotext), rendered to PNG with pdftoppm. Own server: the business
 * completes in the register.
 */
const company = '西安秦创智能科技股份有限公司';
const own = useOwnServer(10);

let shots = 0;
async function shot(page: Page, name: string) {
  shots += 1;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screenshotDir}payment-${String(shots).padStart(2, '0')}-${name}.png`, fullPage: true });
}

test('an enterprise pays a charged business by QR code and the reviewers complete it', async ({ browser }) => {
  test.setTimeout(240_000);
  const org = await own.enterpriseOn(browser, company);
  await org.goto('/process/apply?appId=550100&nodeId=apply');
  await expect(org.getByTestId('form-title')).toHaveText('收费业务');
  // before anything is filled in, the page says the business is charged and why there is no fee yet
  const estimate = org.getByTestId('charge-estimate');
  await expect(estimate.getByTestId('charge-estimate-pending')).toBeVisible();
  await expect(estimate.getByTestId('charge-estimate-required')).toHaveText('办结前须缴费');
  await org.locator('#root_chargeAmount').fill('1200.50');
  await org.locator('#root_chargeStatus').click();
  await org.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="同意收费"]').click();
  // the server's estimate of the form as it stands: the stated amount
  await expect(estimate.getByTestId('charge-estimate-amount')).toHaveText('1,200.50');
  await expect(estimate.getByTestId('charge-estimate-tariff')).toHaveText('按申报的收费金额收取');
  await shot(org, 'apply-estimate');

  // 提交: 提交成功, and straight to the business detail to pay
  const submitted = org.waitForResponse((r) => r.url().endsWith('/application/submit') && r.status() === 200);
  await org.getByTestId('submit-button').click();
  const { bizSn } = ((await (await submitted).json()) as { data: { bizSn: string } }).data;
  await expect(org.getByTestId('submit-success').first()).toHaveText('提交成功');
  await expect(org).toHaveURL(new RegExp(`/process/ywlsDetail\\?bizSn=${bizSn}$`));
  await expect(org.getByTestId('submit-payment-due').first()).toHaveText('本业务须在办结前缴费 1,200.50 元，请扫码缴费');

  // the business detail: the charge, unpaid, to be paid before completion
  const card = org.getByTestId('payment');
  await expect(card.getByTestId('payment-amount')).toHaveText('1,200.50');
  await expect(card.getByTestId('payment-status')).toHaveText('待缴费');
  await expect(card).toContainText('办结前须缴费');
  await expect(card).toContainText(`C${bizSn}`);

  // a reviewer cannot complete it unpaid: the first review passes, the recheck is refused
  const first = await own.signedInOn(browser, 'staff_first');
  await approveFromTodos(first, bizSn, '收费信息无误');
  const recheck = await own.signedInOn(browser, 'staff_recheck');
  await recheck.goto('/queryPage/bjotcTaskItem2');
  await recheck.getByRole('row').filter({ hasText: bizSn }).getByRole('button', { name: '办理' }).click();
  await expect(recheck.getByTestId('approve-page')).toBeVisible();
  await expect(recheck.getByTestId('review-charge')).toContainText('1,200.50');
  const memo = recheck.locator('textarea#root_memo');
  await ((await memo.count()) > 0 ? memo : recheck.getByTestId('approve-memo')).fill('同意');
  await recheck.getByTestId('action-approve').click();
  await expect(recheck.getByText('该业务尚未缴费，不能办结')).toBeVisible();
  await shot(recheck, 'refused-unpaid');

  // 获取付款码: the gateway's QR code, 200 × 200
  await org.getByTestId('payment-get-code').click();
  const qr = org.getByTestId('payment-qr');
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(200);
  expect(Math.round(box?.height ?? 0)).toBe(200);
  await expect(org.getByTestId('payment-waiting')).toBeVisible();
  await shot(org, 'qr-code');

  // the payer scans it: the simulator's page, 确认支付
  const codeUrl = await org.getByTestId('payment-code-url').getAttribute('href');
  expect(codeUrl).toMatch(/\/sim\/pay\/[0-9a-f]{32}$/);
  const phone = await (await own.contextOn(browser)).newPage();
  await phone.goto(codeUrl ?? '');
  await expect(phone.locator('.amount')).toHaveText('¥1200.50');
  await phone.screenshot({ path: `${screenshotDir}payment-${String(++shots).padStart(2, '0')}-gateway-page.png` });
  await phone.locator('#pay').click();
  await expect(phone.locator('#paid')).toHaveText('支付成功');

  // the detail notices within its 2-second polling
  await expect(org.getByTestId('payment-result')).toHaveText('缴费成功，请继续办理业务', { timeout: 6_000 });
  for (const radio of await org.getByTestId('payment-type').getByRole('radio').all()) await expect(radio).toBeDisabled();
  await expect(card.getByTestId('payment-status')).toHaveText('已缴费');
  await expect(card.getByTestId('payment-transfer-sn')).toHaveText(/^4200\d+/);
  await shot(org, 'paid');

  // now the recheck completes it
  await recheck.goto('/queryPage/bjotcTaskItem2');
  await approveFromTodos(recheck, bizSn, '已缴费，同意');
  await org.goto(`/process/ywlsDetail?bizSn=${bizSn}`);
  await expect(org.getByTestId('detail-status')).toHaveText('已办结');
  await expect(org.getByTestId('payment').getByTestId('payment-status')).toHaveText('已缴费');
  await expect(org.getByTestId('payment-step')).toHaveCount(0);
  await shot(org, 'completed');

  // its documents: the voucher, a PDF with the fee in figures and in capital numerals
  const documents = org.getByTestId('detail-documents');
  await expect(documents).toContainText('业务凭证');
  await documents.scrollIntoViewIfNeeded();
  await shot(org, 'documents');
  const [download] = await Promise.all([org.waitForEvent('download'), org.getByTestId('detail-document-download-voucher').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`业务凭证-${bizSn}\\.pdf$`));
  const path = `${screenshotDir}payment-voucher.pdf`;
  await download.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', path, '-']).toString('utf8');
  expect(text).toContain(bizSn);
  expect(text).toContain('1,200.50');
  expect(text).toContain('壹仟贰佰元伍角');
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', path, `${screenshotDir}payment-voucher`]);
  const png = [`${screenshotDir}payment-voucher-1.png`, `${screenshotDir}payment-voucher-01.png`].find(existsSync);
  expect(png, 'pdftoppm rendered the first page').toBeTruthy();
  expect(statSync(png!).size).toBeGreaterThan(5_000);
});
