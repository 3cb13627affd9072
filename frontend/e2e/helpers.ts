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
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: entry }).click();
}

/** Saves a screenshot once transient toasts are gone and dialogs have finished opening. */
export async function snap(page: Page, name: string) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}${name}.png` });
}
