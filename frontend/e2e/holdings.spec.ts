import { expect, test } from './fixtures';
import { closeDialog, snap } from './helpers';
import { xlsxParts } from './xlsx';

/**
 * Issue 5, the investor's holdings: 账户总览 (/capital) and 我的持股信息 (/gd/wdcgxx) read the
 * register of the current registration account. Product 100003 is one no other browser test
 * transfers, so its figures are exact; 100001 moves with the lifecycle tests, so only what no
 * transfer changes (pledged shares, face value) is checked there.
 */

// spec: 01§2.38
test('orgholder_demo opens its account overview from the menu, then its holdings', async ({ page, signIn }) => {
  await signIn('orgholder_demo');
  const menu = page.getByTestId('side-menu');
  await menu.getByText('我的账户').click();
  await menu.getByText('账户总览').click();
  await expect(page).toHaveURL(/\/capital$/);
  await expect(page.getByTestId('overview-account-number')).toHaveText('1000000001');
  await expect(page.getByTestId('overview-holder-name')).toHaveText('陕西丝路投资管理有限公司');
  await expect(page.getByTestId('overview-status')).toHaveText('正常');
  await expect(page.getByTestId('total-products')).toHaveText('1');
  await expect(page.getByTestId('total-pledged')).toHaveText('100,000');
  await snap(page, 'holdings-capital-orgholder');

  await page.getByTestId('view-holdings').click();
  await expect(page).toHaveURL(/\/gd\/wdcgxx$/);
  await expect(page.getByTestId('name-100001')).toHaveText('秦创智能');
  await expect(page.getByTestId('pledged-100001')).toHaveText('100,000');
  const row = page.getByRole('row').filter({ has: page.getByTestId('name-100001') });
  await expect(row).toContainText('1.00');
  await expect(page.getByTestId('holdings-account')).toContainText('1000000001');
  await snap(page, 'holdings-orgholder');
});

test('personal_demo chooses an account and sees exactly what it holds', async ({ page, signIn }) => {
  await signIn('personal_demo');
  const dialog = page.getByRole('dialog', { name: '选择登记账号' });
  await dialog.getByRole('row').filter({ hasText: '2000000002' }).getByRole('button', { name: '选择' }).click();
  await expect(page.getByTestId('wel-account')).toContainText('2000000002');

  await page.goto('/gd/wdcgxx');
  await expect(page.getByTestId('name-100003')).toHaveText('西咸新能');
  await expect(page.getByTestId('volume-100003')).toHaveText('50,000');
  await expect(page.getByTestId('pledged-100003')).toHaveText('0');
  await expect(page.getByTestId('frozen-100003')).toHaveText('10,000');
  await expect(page.getByTestId('freeVolume-100003')).toHaveText('40,000');
  // 50,000 shares at a face value of 1.5 yuan
  await expect(page.getByTestId('market-100003')).toHaveText('75,000.00');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await snap(page, 'holdings-personal');

  // 导出: the account's holdings as an .xlsx under its Chinese name
  const download = page.waitForEvent('download');
  await page.getByTestId('holdings-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('我的持股信息（2000000002）.xlsx');
  const parts = xlsxParts(await file.path());
  expect(parts.get('xl/workbook.xml')).toContain('name="我的持股信息"');
  const sheet = parts.get('xl/worksheets/sheet1.xml') ?? '';
  for (const text of ['产品代码', '市值（元）', '100003', '西咸新能', '<v>50000</v>', '<v>75000</v>', '<v>1.5</v>']) expect(sheet).toContain(text);
  await expect(page.getByTestId('holdings-export')).not.toHaveClass(/ant-btn-loading/);

  await page.goto('/capital');
  await expect(page.getByTestId('overview-account-number')).toHaveText('2000000002');
  await expect(page.getByTestId('total-free')).toHaveText('40,000');
  await expect(page.getByTestId('total-market-value')).toHaveText('75,000.00');
});

test('an enterprise at /gd/wdcgxx sees the page under construction', async ({ page, signIn }) => {
  await signIn('org_demo');
  await closeDialog(page, '切换企业');
  await page.goto('/gd/wdcgxx');
  await expect(page.getByTestId('under-construction')).toBeVisible();
});
