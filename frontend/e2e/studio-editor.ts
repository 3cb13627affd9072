import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the studio's specs share: the editor, its search-and-replace as an analyst does it, the list, the tabs. */

/** The definition's editor (CodeMirror's content). */
export const editor = (page: Page) => page.getByTestId('json-editor').locator('.cm-content');

/**
 * Selects the first occurrence of `text` in a CodeMirror editor (the definition's unless
 * another is named) with its search panel (Ctrl+F, Enter, Escape: the match stays selected
 * and the editor focused).
 */
export async function selectInEditor(page: Page, text: string, content: Locator = editor(page)) {
  const search = page.locator('.cm-search input[name="search"]');
  // A key pressed while the editor is still taking focus is lost: press again until the panel has it.
  await expect(async () => {
    await content.click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('ControlOrMeta+f');
    await expect(search).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await search.fill(text);
  // the panel takes its query on change or keyup; fill sends neither
  await search.dispatchEvent('change');
  await search.press('Enter');
  await search.press('Escape');
  await expect(page.locator('.cm-search')).toHaveCount(0);
}

/** Replaces the first occurrence of `text` in the editor as the analyst would: select, type over. */
export async function replaceInEditor(page: Page, text: string, by: string) {
  await selectInEditor(page, text);
  await page.keyboard.insertText(by);
  await expect(editor(page)).toContainText(by);
  await expect(editor(page)).not.toContainText(text);
}

/** Opens a definition from the studio's list (/formDesign), searched by its key. */
export async function openDefinition(page: Page, key: string) {
  await page.goto('/formDesign');
  await expect(page.getByTestId('studio-list')).toBeVisible();
  await page.getByPlaceholder('搜索标识或名称').fill(key);
  await page.getByRole('link', { name: key, exact: true }).first().click();
  await expect(page.getByTestId('studio-editor-header')).toContainText(key);
  await expect(editor(page)).toBeVisible();
}

export const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });

/** The zoom the flow graph is drawn at (its viewport's scale). */
export async function graphZoom(page: Page): Promise<number> {
  return page.locator('.react-flow__viewport').evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);
}

/**
 * Scrolls the flow graph right, as an analyst does with the wheel, until `target` is wholly in
 * view: the graph opens legible at the flow's start, wider flows go on to the right.
 */
export async function scrollGraphTo(page: Page, target: Locator) {
  await page.locator('.react-flow__pane').hover({ position: { x: 20, y: 20 } });
  await expect(async () => {
    if (await target.evaluate((el) => el.getBoundingClientRect().right > (el.closest('.react-flow')?.getBoundingClientRect().right ?? 0))) {
      await page.mouse.wheel(240, 0);
    }
    await expect(target).toBeInViewport({ ratio: 0.95, timeout: 500 });
  }).toPass({ timeout: 15_000 });
}
