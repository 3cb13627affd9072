import { expect, test } from './fixtures';
import { snap } from './helpers';

/**
 * Issue 22, the rules in the studio (read only: it publishes nothing). analyst_demo filters the
 * studio's list to 脚本, opens the pledge charge charge_pledge (used by the pledge flows), sees
 * its examples all pass on the published source in 示例, and its versions in 版本.
 */
test('an analyst opens a script of the rules and sees its examples pass', async ({ signedInPage }) => {
  const page = await signedInPage('analyst_demo');
  await page.goto('/formDesign');
  await page.getByText('脚本', { exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'charge_pledge' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: /550008|股份质押/ }).first()).toBeVisible();
  await snap(page, 'studio-rules-01-list');

  await row.getByRole('link', { name: 'charge_pledge' }).click();
  await expect(page.getByTestId('studio-editor')).toBeVisible();
  await expect(page.getByTestId('json-editor')).toContainText('dec_or(form.agreementAmount, 0)');
  await page.getByRole('tab', { name: '示例' }).click();
  const outcomes = page.getByTestId('example-outcome');
  await expect(outcomes).toHaveCount(4);
  await expect(page.locator('[data-testid="example-outcome"][data-passed="true"]')).toHaveCount(4);
  await expect(page.getByRole('button', { name: '从申请添加示例' })).toBeDisabled();
  await snap(page, 'studio-rules-02-examples');

  await page.getByRole('tab', { name: '版本' }).click();
  await expect(page.getByText('仓库初始版本')).toBeVisible();
});
