import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshotDir } from './helpers';

/**
 * 业务办理 (/process/index): the businesses the user's landing mode may start (the flows'
 * `starters`), grouped by category, each card opening its apply page. An investor sees the
 * investor businesses and neither company registration nor judicial freeze; the administrator
 * (mgr) sees the registration agency's judicial freeze too.
 */

async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}catalogue-${name}.png`, fullPage: true });
}

test('personal_demo opens 业务办理 from the workbench and starts a share transfer from its card', async ({ page, signIn }) => {
  await signIn('personal_demo');
  const dialog = page.getByRole('dialog', { name: '选择登记账号' });
  await dialog.getByRole('row').filter({ hasText: '2000000001' }).getByRole('button', { name: '选择' }).click();
  await expect(page.getByTestId('wel-account')).toContainText('2000000001');

  await page.getByTestId('wel-catalogue').click();
  await expect(page).toHaveURL(/\/process\/index$/);
  const catalogue = page.getByTestId('business-catalogue');
  const investor = catalogue.getByRole('region', { name: '投资者业务' });
  await expect(investor.getByTestId('catalogue-550004')).toContainText('股份转让');
  await expect(investor.getByTestId('catalogue-550004')).toContainText('550004');
  await expect(investor.getByTestId('catalogue-550130')).toBeVisible();
  await expect(catalogue.getByTestId('catalogue-550001')).toHaveCount(0);
  await expect(catalogue.getByTestId('catalogue-550140')).toHaveCount(0);
  await expect(catalogue.getByRole('region', { name: '企业业务' })).toHaveCount(0);
  await shot(page, 'personal');

  await investor.getByTestId('catalogue-550004').click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550004&nodeId=apply$/);
  await expect(page.getByTestId('form-title')).toHaveText('股份转让');
});

// spec: 03§1.5
test('admin sees every zone, the judicial freeze under 登记机构业务, and its card opens the freeze form', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/process');
  await expect(page).toHaveURL(/\/process\/index$/);
  const catalogue = page.getByTestId('business-catalogue');
  const agency = catalogue.getByRole('region', { name: '登记机构业务' });
  await expect(agency.getByTestId('catalogue-550140')).toContainText('司法冻结');
  for (const category of ['企业业务', '会员业务', '投资者业务', '其他业务']) {
    await expect(catalogue.getByRole('region', { name: category })).toBeVisible();
  }
  await expect(catalogue.getByTestId('catalogue-550001')).toBeVisible();
  await expect(catalogue.getByTestId('catalogue-550004')).toBeVisible();
  await shot(page, 'admin');

  await agency.getByTestId('catalogue-550140').click();
  await expect(page).toHaveURL(/\/process\/apply\?appId=550140&nodeId=apply$/);
  await expect(page.getByTestId('form-title')).toHaveText('司法冻结');
});
