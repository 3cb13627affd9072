import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { closeDialog, screenshotDir } from './helpers';

/**
 * Issue 6 leftovers of the public site against the real server: the investment zone
 * (/private), the specialised-and-new enterprise detail (/specializationNewInfo) reached from
 * /specializationNewList, and the information notices (信息公告) from the disclosure submenu.
 */

async function shot(page: Page, name: string, fullPage = false) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}front-${name}.png`, fullPage });
}

test('a holder opens the investment zone from the front top menu', async ({ page, context, signIn }) => {
  await page.setViewportSize({ width: 1900, height: 900 });
  await signIn('personal_demo');
  await closeDialog(page, '选择登记账号');
  await page.goto('/companyList');
  const entry = page.getByTestId('front-menu-private');
  await expect(entry).toHaveAttribute('target', '_blank');
  const [zone] = await Promise.all([context.waitForEvent('page'), entry.click()]);
  await expect(zone).toHaveURL(/\/private$/);
  await expect(zone.getByTestId('page-banner')).toContainText('投资专区');
  await expect(zone.getByTestId('zone-listed-card')).toHaveCount(6);
  await expect(zone.getByTestId('zone-specialised').getByRole('row')).toHaveCount(6);
  await expect(zone.getByTestId('zone-funds').getByRole('row')).toHaveCount(6);
  await expect(zone.getByTestId('zone-count-listed')).toContainText('20家');
  await expect(zone.locator('.front-menu .ant-menu-item-selected')).toContainText('投资专区');
  await zone.setViewportSize({ width: 1440, height: 900 });
  await shot(zone, 'private', true);
  await zone.close();
});

test('/index/private answers the same page without login', async ({ page }) => {
  await page.goto('/index/private');
  await expect(page.getByTestId('investment-zone-page')).toBeVisible();
  await expect(page.getByTestId('zone-listed-card').first()).toBeVisible();
  await page.getByTestId('zone-listed-more').click();
  await expect(page).toHaveURL(/\/companyList\?isListing=1$/);
  await expect(page.getByTestId('company-card').first()).toBeVisible();
});

test('a specialised enterprise opens from the list with its recognition and disclosures', async ({ page, context }) => {
  await page.goto('/specializationNewList');
  const first = page.getByTestId('specialisation-name').first();
  const name = (await first.innerText()).trim();
  await expect(first).toHaveAttribute('href', /^\/specializationNewInfo\?tenantId=000000&uuid=sc-\d+$/);
  const [detail] = await Promise.all([context.waitForEvent('page'), first.click()]);
  await expect(detail.getByTestId('detail-name')).toHaveText(name);
  await expect(detail.getByTestId('specialised-level')).toContainText('专精特新');
  await expect(detail.getByTestId('specialisation-facts')).toContainText('统一社会信用代码');
  await expect(detail.getByTestId('specialisation-disclosures')).toBeVisible();
  await shot(detail, 'specialisation-info', true);
  await detail.close();

  // sc-00000 has disclosures; a non-specialised enterprise is not one of them
  await page.goto('/index/specializationNewInfo?tenantId=000000&uuid=sc-00000');
  await expect(page.getByTestId('specialisation-disclosures').getByRole('link').first()).toBeVisible();
  await page.goto('/specializationNewInfo?tenantId=000000&uuid=sc-00001');
  await expect(page.getByText('内容不存在')).toBeVisible();
});

test('信息公告 of the disclosure submenu opens the information notices; one unfolds with its text', async ({ page, context }) => {
  await page.goto('/companyList');
  await page.getByTestId('front-menu-disclosure').hover();
  const item = page.getByTestId('front-menu-infoNotice');
  await expect(item).toHaveText('信息公告');
  const [tab] = await Promise.all([context.waitForEvent('page'), item.click()]);
  await expect(tab).toHaveURL(/\/information\?tab=notice$/);
  await expect(tab.getByTestId('page-banner')).toContainText('信息公告');
  const titles = tab.getByTestId('info-notice-title');
  await expect(titles).toHaveCount(3);
  await expect(titles.first()).toHaveText('关于系统升级维护的公告');
  await titles.first().click();
  await expect(tab.getByTestId('info-notice-text')).toContainText('请各市场参与者知悉');
  await shot(tab, 'info-notices');

  // the disclosures are the other tab
  await tab.getByRole('tab', { name: '信息披露' }).click();
  await expect(tab).toHaveURL(/\/information$/);
  await expect(tab.getByTestId('information-list').locator('.ant-list-item')).toHaveCount(10);
  await tab.close();
});
