import { expect, type Page } from '@playwright/test';

export const demoPassword = 'Demo#2026';
export const screenshotDir = new URL('./screenshots/', import.meta.url).pathname;

/** Waits for the named dialog (opened on entry) and closes it with its close button. */
export async function closeDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^(Close|关闭)$/ }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the user dropdown and answers its entries in order. */
export async function userMenuEntries(page: Page): Promise<string[]> {
  await page.getByTestId('user-dropdown').click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
  await expect(menu).toBeVisible();
  const entries = (await menu.getByRole('menuitem').allInnerTexts()).map((s) => s.trim());
  return entries;
}

export async function chooseUserMenu(page: Page, entry: string) {
  await page.getByTestId('user-dropdown').click();
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  const item = open.getByRole('menuitem', { name: entry });
  await expect(item).toBeVisible();
  // a click while the menu still zooms in can be lost on a busy machine: click until it closes
  await expect(async () => {
    if ((await item.count()) > 0) await item.click({ timeout: 2_000 });
    await expect(open).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
}

/** Saves a screenshot once transient toasts are gone and dialogs have finished opening. */
export async function snap(page: Page, name: string) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}${name}.png` });
}

/**
 * Clicks 提交 on an apply page and waits for 提交成功 (a business still running goes straight
 * back to its list; one that completed on submit asks about the voucher, answered 否);
 * answers the submit call's uuid and bizSn.
 */
export async function submitAndNoVoucher(page: Page): Promise<{ uuid: string; bizSn: string }> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/application/submit') && r.status() === 200);
  await page.getByTestId('submit-button').click();
  const body = (await (await answer).json()) as { data: { uuid: string; bizSn: string; status: string } };
  await expect(page.getByTestId('submit-success').first()).toHaveText(/^提交成功/);
  if (body.data.status === 'approved') {
    // a click while the dialog still zooms in can be lost: answer until it has gone
    const confirm = page.locator('.ant-modal-confirm');
    await expect(async () => {
      if ((await confirm.count()) > 0) await confirm.last().getByRole('button', { name: '否' }).click({ timeout: 2_000 });
      await expect(confirm).toHaveCount(0, { timeout: 2_000 });
    }).toPass();
  }
  return body.data;
}

/** A reviewer opens the application from 我的待办, approves it with a memo and is back on the list. */
export async function approveFromTodos(page: Page, bizSn: string, memo: string) {
  await page.goto('/queryPage/bjotcTaskItem2');
  const row = page.getByRole('row').filter({ hasText: bizSn });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '办理' }).click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  // the memo is the form's field where the form makes it editable at review, else the page's own box
  const inForm = page.locator('textarea#root_memo');
  await (await inForm.count() > 0 ? inForm : page.getByTestId('approve-memo')).fill(memo);
  await page.getByTestId('action-approve').click();
  await expect(page).toHaveURL(/\/queryPage\/bjotcTaskItem2$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

/** The code in the last text to `to`, as the administrator reads it on 短信记录. */
export async function codeOnOutboxPage(admin: Page, to: string): Promise<string> {
  await admin.goto('/system/sms');
  await admin.getByTestId('sms-filter-phone').fill(to);
  await admin.getByTestId('sms-search').click();
  const row = admin.getByRole('row').filter({ hasText: to }).first();
  await expect(row).toContainText('验证码为');
  return /验证码为(\d{6})/.exec(await row.innerText())?.[1] ?? '';
}

/** Collects the browser's errors of a page (console errors and uncaught exceptions), each with its address. */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}
