import { expect, test } from './fixtures';
import { snap } from './helpers';

/**
 * 01 §2 "Error log viewer" and §8 "script errors" in the browser: a script error on a page is
 * counted on the top bar's badge, listed with its stack, sent to the server once confirmed
 * (发送成功, the local log emptied), and read by the administrator on 系统管理 › 错误日志.
 */
// spec: 01§8.30 01§8.18 01§2.16
test('a script error is logged, sent, and read by the administrator', async ({ signedInPage }) => {
  test.setTimeout(120_000);
  const reviewer = await signedInPage('staff_recheck');
  const marker = `e2e-script-error-${Date.now()}`;
  await reviewer.evaluate((text) => {
    setTimeout(() => {
      throw new TypeError(text);
    }, 0);
  }, marker);
  const button = reviewer.getByTestId('error-log-button');
  await expect(button.locator('xpath=ancestor::*[contains(@class,"ant-badge")][1]')).toContainText('1');
  await button.click();
  await expect(reviewer.getByTestId('error-log-table')).toContainText(marker);
  await snap(reviewer, 'error-log-dialog');
  await reviewer.getByTestId('error-log-send').click();
  await expect(reviewer.getByText('确定上传本地日志到服务器?')).toBeVisible();
  await reviewer.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(reviewer.getByText('发送成功')).toBeVisible();
  await expect(reviewer.getByTestId('error-log-table')).toBeHidden();

  const admin = await signedInPage('admin');
  await admin.getByRole('menuitem', { name: /系统管理/ }).click();
  await admin.getByRole('menuitem', { name: /错误日志/ }).click();
  await expect(admin).toHaveURL(/\/queryPage\/errorLog$/);
  const row = admin.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('staff_recheck');
  await expect(row).toContainText('脚本错误');
  await snap(admin, 'error-log-admin-page');
});
