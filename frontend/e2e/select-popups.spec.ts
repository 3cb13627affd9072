import { chooseAccount, expect, test } from './fixtures';
import { screenshotDir } from './helpers';

/**
 * Issue 15, every select has its options: a mouse user opens the 测评类型 select of the risk
 * assessment (550026) and picks an option. The option list opens on the page body, above the
 * form's cards (rjsf's own select opened it inside its card, which clipped it), and offers the
 * options only, never the placeholder.
 */
// spec: 02§2.20
test('a mouse user opens the 测评类型 select of the risk assessment and picks an option', async ({ page, signIn }) => {
  await signIn('personal_demo');
  await chooseAccount(page, '2000000001');
  await page.goto('/investor/550026');
  await expect(page.getByTestId('form-title')).toHaveText('投资者风险测评');

  await page.locator('#root_riskType').click();
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(list).toBeVisible();
  // the list hangs off the body, not off a card
  expect(await list.evaluate((el) => el.closest('.ant-card') === null && el.closest('form') === null && document.body.contains(el))).toBe(true);
  const titles = await list.locator('.ant-select-item-option').evaluateAll((items) => items.map((i) => i.getAttribute('title')));
  expect(titles).toEqual(['私募股权类', '可转债类', '基金份额类']);
  await page.screenshot({ path: `${screenshotDir}select-popup-risk-type.png` });

  // picked with the mouse: a real click where the option shows, nothing covering it
  const option = list.locator('.ant-select-item-option[title="可转债类"]');
  const box = await option.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect(page.locator('#root_riskType').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('可转债类');
});
