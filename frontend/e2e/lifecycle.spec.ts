import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshotDir } from './helpers';

/**
 * Issue 5, the application lifecycle in the browser: personal_demo applies for a share transfer
 * (550004), staff_first returns it, the investor revises and resubmits, both reviewers approve
 * and the detail shows the completed business with its chain hash; a rejection; and the
 * refused entry of heir_demo, whose rights are not confirmed yet.
 */

const transfer = { productCode: '100001', accountNumberOut: '2000000001', accountNumberIn: '1000000001' };

async function shot(page: Page, name: string, fullPage = false) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}lifecycle-${name}.png`, fullPage });
}

const tipDialog = (page: Page) => page.locator('.ant-modal-confirm').last();

/** Answers the open 提示 dialog and waits until it has gone. */
async function answer(page: Page, button: string) {
  await tipDialog(page).getByRole('button', { name: button }).click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
}

async function fillTransfer(page: Page, volume: number) {
  await page.locator('#root_transfersType').click();
  await page.locator('.ant-select-item-option[title="公司回购"]').click();
  await page.locator('#root_productCode').fill(transfer.productCode);
  await page.locator('#root_accountNumberOut').fill(transfer.accountNumberOut);
  await page.locator('#root_accountNumberIn').fill(transfer.accountNumberIn);
  await page.locator('#root_transferVolume').fill(String(volume));
}

/**
 * Clicks 提交 and answers the submit call's bizSn once 提交成功 shows: a business still running
 * has no voucher to wait for, so no question is asked (issue 15).
 */
async function submit(page: Page): Promise<string> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/application/submit') && r.status() === 200);
  await page.getByTestId('submit-button').click();
  const body = (await (await answer).json()) as { data: { bizSn: string } };
  await expect(page.getByTestId('submit-success').first()).toHaveText('提交成功');
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  return body.data.bizSn;
}

/** Opens the to-do of an application from 我的待办. */
async function openTodo(page: Page, bizSn: string) {
  await page.goto('/queryPage/bjotcTaskItem2');
  const row = page.getByRole('row').filter({ hasText: bizSn });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '办理' }).click();
}

/** A reviewer acts on the application with a memo and lands back on the to-do list. */
const actionIds = { 通过: 'action-approve', 退回: 'action-return', 驳回: 'action-reject' } as const;

async function review(page: Page, bizSn: string, action: keyof typeof actionIds, memo: string) {
  await openTodo(page, bizSn);
  await expect(page.getByTestId('approve-page')).toBeVisible();
  await page.locator('#root_memo').fill(memo);
  // antd spaces two-character labels (退 回) after a re-render: the buttons are found by test id
  await expect(page.getByTestId(actionIds[action])).toHaveText(new RegExp(`^${action[0]}\\s?${action[1]}$`));
  await page.getByTestId(actionIds[action]).click();
  await expect(page).toHaveURL(/\/queryPage\/bjotcTaskItem2$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

test('a share transfer is returned, revised, resubmitted and approved twice; the detail shows the chain hash', async ({ signedInPage }) => {
  test.setTimeout(150_000);
  const investor = await signedInPage('personal_demo', transfer.accountNumberOut);
  await expect(investor.getByTestId('wel-todo-count')).toBeVisible();
  // the other browser tests share this server's register: read the holdings before
  const holdingOf = async (page: Page) => {
    await page.goto('/gd/wdcgxx');
    return Number((await page.getByTestId('volume-100001').innerText()).replace(/,/g, ''));
  };
  const institution = await signedInPage('orgholder_demo');
  const [outBefore, inBefore] = [await holdingOf(investor), await holdingOf(institution)];

  // browser validation comes first: 提示 with 【label】message, nothing sent
  await investor.goto('/process/apply?appId=550004&nodeId=apply');
  await expect(investor.getByTestId('form-title')).toHaveText('股份转让');
  await investor.getByTestId('submit-button').click();
  await expect(investor.getByTestId('form-first-error')).toHaveText('【转让类型】请选择转让类型');
  await shot(investor, 'validation');
  await answer(investor, '确定');

  await fillTransfer(investor, 1000);
  const bizSn = await submit(investor);
  await expect(investor).toHaveURL(/\/queryPage\/bizApplication2$/);
  await shot(investor, 'submitted');
  await shot(investor, 'my-applications');

  // the first reviewer returns it; without a memo the server refuses
  const first = await signedInPage('staff_first');
  await expect(first.getByTestId('wel-todo-count')).not.toHaveText(/^0/);
  await shot(first, 'workbench-todos');
  await openTodo(first, bizSn);
  await expect(first.getByTestId('ro-root_accountNumberOut')).toHaveText(`${transfer.accountNumberOut}（张伟）`);
  await first.getByTestId('action-return').click();
  await expect(first.getByTestId('approve-failure')).toHaveText('审批意见为必填项');
  await shot(first, 'memo-required');
  await answer(first, '确定');
  await first.locator('#root_memo').fill('转让数量有误，请修改');
  await shot(first, 'approve-page');
  await first.getByTestId('action-return').click();
  await expect(first).toHaveURL(/\/queryPage\/bjotcTaskItem2$/);

  // the investor finds it among the to-dos, revises and resubmits; back to the to-dos
  await investor.goto('/wel/index');
  await expect(investor.getByTestId('wel-todo-count')).toHaveText('1 项');
  await openTodo(investor, bizSn);
  await expect(investor).toHaveURL(/nodeId=UpdateApplyApprove/);
  await expect(investor.getByTestId('return-memo')).toContainText('转让数量有误，请修改');
  await expect(investor.locator('#root_transferVolume')).toHaveValue('1000');
  await investor.locator('#root_transferVolume').fill('800');
  await shot(investor, 'revise');
  await submit(investor);
  await expect(investor).toHaveURL(/\/queryPage\/bjotcTaskItem2$/);

  await review(first, bizSn, '通过', '材料齐全，同意');
  const recheck = await signedInPage('staff_recheck');
  await review(recheck, bizSn, '通过', '同意');

  await investor.goto(`/process/ywlsDetail?bizSn=${bizSn}`);
  await expect(investor.getByTestId('detail-status')).toHaveText('已办结');
  await expect(investor.getByTestId('detail-chain-hash')).toHaveText(/^[0-9a-f]{64}$/);
  const history = investor.getByTestId('history-entry');
  await expect(history.filter({ hasText: '转让数量有误，请修改' })).toHaveCount(1);
  await expect(history.filter({ hasText: '材料齐全，同意' })).toHaveCount(1);
  const steps = investor.getByTestId('executed-path').locator('.ant-steps-item-title');
  await expect(steps).toHaveText(['申请', '初审', '修改申请', '初审', '复审', '办结']);
  await shot(investor, 'detail-approved');
  const chainHash = (await investor.getByTestId('detail-chain-hash').innerText()).trim();

  // the holdings of both accounts changed by the 800 shares
  expect(await holdingOf(investor)).toBe(outBefore - 800);
  await shot(investor, 'holdings-out');
  expect(await holdingOf(institution)).toBe(inBefore + 800);

  // its voucher is listed and prints (the server's PDF) with the chain hash
  await investor.goto(`/process/ywlsDetail?bizSn=${bizSn}`);
  await expect(investor.getByTestId('detail-document-voucher')).toContainText('股份转让业务凭证');
  await investor.getByTestId('detail-print-voucher').click();
  await expect(investor).toHaveURL(/\/process_pdf\?uuid=/);
  await expect(investor.getByTestId('voucher-biz-sn')).toHaveText(bizSn);
  await expect(investor.getByTestId('voucher-chain-hash')).toContainText(chainHash);
  const frame = investor.getByTestId('voucher-frame');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  const type = await frame.evaluate(async (f: HTMLIFrameElement) => (await (await fetch(f.src)).blob()).type);
  expect(type).toBe('application/pdf');
  await shot(investor, 'voucher', true);
});

test('a rejected share transfer ends rejected; a submit still under review waits for no voucher', async ({ signedInPage }) => {
  test.setTimeout(240_000);
  const investor = await signedInPage('personal_demo', transfer.accountNumberOut);
  await investor.goto('/process/apply?appId=550004&nodeId=apply');
  await fillTransfer(investor, 500);
  const started = Date.now();
  const bizSn = await submit(investor);
  // 提交成功 and the list at once: no fifteen-second look for a voucher that cannot exist yet
  await expect(investor).toHaveURL(/\/queryPage\/bizApplication2$/);
  expect(Date.now() - started).toBeLessThan(10_000);
  await expect(investor.getByText('流程未办结，暂时无法打印凭证')).toHaveCount(0);

  const first = await signedInPage('staff_first');
  await review(first, bizSn, '驳回', '不符合转让条件');

  await investor.goto(`/process/ywlsDetail?bizSn=${bizSn}`);
  await expect(investor.getByTestId('detail-status')).toHaveText('已驳回');
  await expect(investor.getByTestId('detail-chain-hash')).toHaveCount(0);
  await expect(investor.getByTestId('history-entry').filter({ hasText: '不符合转让条件' })).toHaveCount(1);
  await expect(investor.getByTestId('executed-path').locator('.ant-steps-item-error')).toHaveCount(1);
  await shot(investor, 'detail-rejected');
});

test('a holder whose rights are unconfirmed is refused with the spec message and keeps the form', async ({ signedInPage }) => {
  const heir = await signedInPage('heir_demo');
  await heir.goto('/process/apply?appId=550004&nodeId=apply');
  await heir.locator('#root_transfersType').click();
  await heir.locator('.ant-select-item-option[title="协议转让"]').click();
  await heir.locator('#root_productCode').fill(transfer.productCode);
  await heir.locator('#root_accountNumberOut').fill('2000000003');
  await heir.locator('#root_accountNumberIn').fill(transfer.accountNumberIn);
  await heir.locator('#root_transferVolume').fill('100');
  const refused = heir.waitForResponse((r) => r.url().endsWith('/application/submit'));
  await heir.getByTestId('submit-button').click();
  expect((await refused).status()).toBe(400);
  await expect(tipDialog(heir)).toContainText('1条股东信息未确权,需确权后方能办理业务');
  await shot(heir, 'refused-unconfirmed');
  await answer(heir, '确定');
  await expect(heir.locator('#root_transferVolume')).toHaveValue('100');
});
