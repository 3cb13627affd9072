import { request as requestContext, type Page } from '@playwright/test';
import { apiOf, expect, test } from './fixtures';
import { approveFromTodos, screenshotDir } from './helpers';
import { useOwnServer } from './own-server';

/**
 * Issue 21 item 7, the pledgee's confirmation by electronic contract (01 §3 "Pledgee info", §4,
 * §7 "Electronic contract", §8): 陕西丝路投资管理有限公司 pledges 100 shares to 长安银行. On the
 * business detail the first reviewer sees 质权人确认 with the pledgee 待确认 and no SMS possible
 * yet; registers the pledgee's signing mobile (a mistyped number refused), sends the
 * confirmation SMS (asked first; 短信已发送…) and approves. The recheck cannot complete the pledge
 * (质权人尚未确认，不能办结). The pledgee opens the link of the SMS the outbox holds, reads the
 * contract and signs. The detail then shows 已确认 with the face picture of the signing and
 * downloads the signed confirmation as a PDF; the recheck completes the pledge. Own server: the
 * pledge changes the register.
 */
const own = useOwnServer(14);
const pledgeeMobile = '13900000009';

let shots = 0;
async function shot(page: Page, name: string) {
  shots += 1;
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screenshotDir}pledgee-${String(shots).padStart(2, '0')}-${name}.png`, fullPage: true });
}

const attachment = [{ attachId: 'f-1', originalName: '材料.pdf' }];
const row = {
  securityAccountNo: '1000000001', holderName: '陕西丝路投资管理有限公司', securityCode: '100001', pledgeShares: 100,
  idNumber: '91610131MA6TX0001A', natureOfInvestor: '2', applyDate: '2026-11-20', securityShorterForm: '秦创智能',
  natureOfShare: '1', czrDelegate: '0', stateOwnedShareholder: '0', directionalSecurityAccount: '0',
  zqrName: '长安银行股份有限公司', zqrCertType: '11', zqrCertno: '91610000MA6TX0002B', zqrType: '1', zqrDelegate: '0',
  contractNum: 'ZY-100', allottedShare: '0', unitCode: 'M001', unitName: '西部证券', receiver: '王五',
  receiverMobile: '13800000000', receiverAddress: '西安市高新区', sendType: '1', financingStartDate: '2026-11-21',
  financingEndDate: '2027-11-20', att1011: attachment, att1012: attachment, att1013: attachment, att1014: attachment,
};

async function recheckOnce(page: Page, bizSn: string) {
  await page.goto('/queryPage/bjotcTaskItem2');
  await page.getByRole('row').filter({ hasText: bizSn }).getByRole('button', { name: '办理' }).click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  const memo = page.locator('textarea#root_memo');
  await ((await memo.count()) > 0 ? memo : page.getByTestId('approve-memo')).fill('同意');
  await page.getByTestId('action-approve').click();
}

test('a pledgee signs the confirmation from the SMS link and the pledge completes only then', async ({ browser }) => {
  test.setTimeout(240_000);
  const request = await requestContext.newContext({ baseURL: own.url });
  const api = apiOf(request);
  const holder = await api.token('orgholder_demo');
  const submitted = await api.post(holder, '/api/rem-registrationbizweb/application/submit', {
    appId: '550008', formData: { faceValue: '1', agreementAmount: '800000', pledgeList: [row] },
  });
  const bizSn = String(submitted.bizSn);

  // the first reviewer: the pledgee is waiting, and cannot be sent anything before registration
  const first = await own.signedInOn(browser, 'staff_first');
  await first.goto(`/process/ywlsDetail?bizSn=${bizSn}`);
  const card = first.getByTestId('pledgee-confirmation');
  await expect(card).toBeVisible();
  await expect(card).toContainText('长安银行股份有限公司');
  await expect(card.locator('[data-testid^="pledgee-status-"]')).toHaveText('待确认');
  await expect(card.locator('[data-testid^="pledgee-resend-"]')).toBeDisabled();
  await card.locator('[data-testid^="pledgee-register-"]').click();
  const dialog = first.getByRole('dialog', { name: '登记质权人签约手机' });
  await dialog.getByTestId('pledgee-mobile').fill('2390000000');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toContainText('手机号码长度不为11位');
  await dialog.getByTestId('pledgee-mobile').fill(pledgeeMobile);
  await shot(first, 'register-mobile');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(first.getByText('登记成功')).toBeVisible();
  await expect(card.locator('[data-testid^="pledgee-register-"]')).toHaveText('更换签约手机');

  await card.locator('[data-testid^="pledgee-resend-"]').click();
  await expect(first.getByTestId('pledgee-sms-confirm')).toHaveText('确认发送确认短信？');
  await first.getByRole('dialog').filter({ has: first.getByTestId('pledgee-sms-confirm') }).getByRole('button', { name: /确\s*定/ }).click();
  await expect(first.getByText('短信已发送，若未收到短信，请3分钟后重试。')).toBeVisible();
  await shot(first, 'sms-sent');
  await approveFromTodos(first, bizSn, '质押材料齐全');

  // the recheck cannot complete it while the pledgee has not confirmed
  const recheck = await own.signedInOn(browser, 'staff_recheck');
  await recheckOnce(recheck, bizSn);
  await expect(recheck.getByText('质权人尚未确认，不能办结')).toBeVisible();
  await shot(recheck, 'refused-unconfirmed');

  // the pledgee's phone: the SMS the outbox holds carries the signing page
  const admin = await api.token('admin');
  const outbox = (await api.get(admin, `/api/blade-system/sms/outbox?phone=${pledgeeMobile}&current=1&size=1`)) as {
    records: { content: string }[];
  };
  const text = outbox.records[0]?.content ?? '';
  expect(text).toContain(bizSn);
  const link = /https?:\/\/\S+\/sim\/esign\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');
  const phone = await (await own.contextOn(browser)).newPage();
  await phone.goto(new URL(link).pathname);
  await expect(phone.locator('body')).toContainText('长安银行股份有限公司');
  await expect(phone.locator('#sign')).toBeVisible();
  await shot(phone, 'signing-page');
  await phone.locator('#sign').click();
  await expect(phone.locator('#signed')).toHaveText('签署成功');
  await shot(phone, 'signed');

  // the detail: confirmed, with the face picture; the signed form downloads as a PDF
  await first.goto(`/process/ywlsDetail?bizSn=${bizSn}`);
  await expect(card.locator('[data-testid^="pledgee-status-"]')).toHaveText('已确认');
  await expect(card.locator('[data-testid^="pledgee-face-"] img')).toBeVisible();
  const download = first.waitForEvent('download');
  await card.locator('[data-testid^="pledgee-download-"]').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await (await import('node:fs/promises')).readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await shot(first, 'confirmed');

  // now the recheck completes the pledge
  await recheckOnce(recheck, bizSn);
  await expect(recheck).toHaveURL(/\/queryPage\/bjotcTaskItem2$/);
  await expect(recheck.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
  await first.goto(`/process/ywlsDetail?bizSn=${bizSn}`);
  await expect(first.getByTestId('detail-status')).toHaveText('已办结');
  await request.dispose();
});
