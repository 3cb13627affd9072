import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshotDir } from './helpers';

/**
 * The form renderer on the demonstration form (forms/demo_all_widgets.json, every widget and
 * condition), compiled by the server: editable at `apply`, read-only at `PreliminaryApprove`.
 */
const preview = (nodeId: string) => `/formPreview?formId=demo_all_widgets&nodeId=${nodeId}`;

/** A full-page screenshot once toasts are gone and every section has been rendered. */
async function shoot(page: Page, name: string) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await expect(page.locator('.form-section-placeholder')).toHaveCount(0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
}

test('the demonstration form renders editable at apply, with its sections listed on the right', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto(preview('apply'));
  const renderer = page.getByTestId('form-renderer');
  await expect(renderer).toBeVisible();
  await expect(page.getByTestId('form-mode')).toHaveText('编辑');
  const sections = renderer.locator('.form-section');
  expect(await sections.count()).toBeGreaterThan(1);
  // the right-hand list names every section and jumps to it
  const titles = await sections.locator('.ant-card-head-title').allInnerTexts();
  const links = page.locator('.form-renderer-anchor .ant-anchor-link-title');
  await expect(links).toHaveText(titles);
  await links.last().click();
  await expect(sections.last()).toBeInViewport();
  await page.waitForTimeout(800); // the list scrolls smoothly
  await page.evaluate(() => window.scrollTo(0, 0));
  // edit mode shows inputs, never read-only text
  expect(await renderer.locator('input:not([type=hidden]), textarea').count()).toBeGreaterThan(5);
  await shoot(page, 'form-renderer-edit');
});

test('校验 on an empty form opens 提示 with 【label】message of the first error and agrees with the server', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto(preview('apply'));
  await expect(page.getByTestId('form-renderer')).toBeVisible();
  await page.getByTestId('validate-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('提示');
  await expect(dialog.getByTestId('form-first-error')).toHaveText(/^【[^】]+】.+/);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}form-renderer-first-error.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  // the page has scrolled to the first field
  await expect(page.locator('#root_companyName, [data-field="root_companyName"]').first()).toBeInViewport();
  // both validators answered; the golden comparison is the agreement line
  await expect(page.getByTestId('server-errors')).not.toBeEmpty();
  await expect(page.getByTestId('validation-agreement')).toHaveText('两端结果一致');
  await page.waitForTimeout(500);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screenshotDir}form-renderer-validation.png` });
});

/** The golden file's complete application: what an application under review holds. */
const sample = (
  JSON.parse(readFileSync(new URL('../../forms/tests/golden/demo_all_widgets.json', import.meta.url), 'utf8')) as {
    cases: { formData: Record<string, unknown> }[];
  }
).cases[0].formData;

test('the demonstration form renders read-only at PreliminaryApprove: values as text, not disabled inputs', async ({ page, signIn }) => {
  await signIn('admin');
  // the preview opens no application: the server's compiled form gets the sample's values
  await page.route('**/otc-flow/form/compiled?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { defaults: Record<string, unknown> } };
    body.data.defaults = { ...body.data.defaults, ...sample };
    await route.fulfill({ response, json: body });
  });
  await page.goto(preview('PreliminaryApprove'));
  const renderer = page.getByTestId('form-renderer');
  await expect(renderer).toBeVisible();
  await expect(page.getByTestId('form-mode')).toHaveText('只读');
  expect(await renderer.locator('.form-readonly-text').count()).toBeGreaterThan(5);
  await expect(renderer.locator('input:disabled, textarea:disabled')).toHaveCount(0);
  await expect(renderer.getByRole('button', { name: /新增一行/ })).toHaveCount(0);
  await expect(renderer.getByTestId('ro-root_companyName')).toHaveText(String(sample.companyName));
  await expect(renderer.getByTestId('ro-root_shareData_1_accountNumber')).toHaveText('2000000002');
  await shoot(page, 'form-renderer-readonly');
});
