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

test('the demonstration form renders editable at apply', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto(preview('apply'));
  const renderer = page.getByTestId('form-renderer');
  await expect(renderer).toBeVisible();
  await expect(page.getByTestId('form-mode')).toHaveText('编辑');
  const sections = renderer.locator('.form-section');
  expect(await sections.count()).toBeGreaterThan(1);
  // a form of four sections or fewer has no list of them on the right
  expect(await sections.count()).toBeLessThanOrEqual(4);
  await expect(page.getByTestId('form-section-tabs')).toHaveCount(0);
  // edit mode shows inputs, never read-only text
  expect(await renderer.locator('input:not([type=hidden]), textarea').count()).toBeGreaterThan(5);
  await shoot(page, 'form-renderer-edit');
});

// spec: 02§2.14
test('a long form lists its titled sections on the right and jumps to the one clicked', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/formPreview?formId=company_registration&nodeId=apply');
  const renderer = page.getByTestId('form-renderer');
  await expect(renderer.locator('.form-section').first()).toBeVisible();
  const sections = renderer.locator('.form-section');
  // text, not innerText: the sections out of view skip rendering (content-visibility)
  const titles = await sections.locator('.ant-card-head-title').allTextContents();
  test.skip(titles.length <= 4, 'the company registration form of this checkout has four sections or fewer');
  const links = page.getByTestId('form-section-tabs').locator('.ant-anchor-link-title');
  await expect(links).toHaveText(titles);
  const pick = Math.floor(titles.length / 2); // one the page can bring to the top
  await links.nth(pick).click();
  await expect(sections.nth(pick)).toBeInViewport();
  await expect(links.nth(pick)).toHaveClass(/ant-anchor-link-title-active/);
  // the section stays where the jump put it, just under the top, while the ones around it are laid out
  await page.waitForTimeout(600);
  const top = await sections.nth(pick).evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(top - 112)).toBeLessThan(4);
  await page.screenshot({ path: `${screenshotDir}form-renderer-section-tabs.png` });
});

// spec: 02§5.15
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

// spec: 03§4.7 02§4.17
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
