import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approveFromTodos, screenshotDir, submitAndNoVoucher } from './helpers';
import { useOwnServer } from './own-server';

/**
 * The fund share-transfer project picker (03 §2 添加转让项目, §4, §9; 550223 基金份额转让项目登记):
 * personal_demo picks two projects in the dialog (five a page), deletes one from the table and
 * finds it offered again; the other is submitted; at the review the table is read-only with 详情,
 * which opens the project's detail page (/fundTransferDetail?id=) with the unflagged fund details
 * hidden. The approval records the business, so the file runs on a server of its own.
 */
const own = useOwnServer(7);

let shots = 0;
async function shot(page: Page, name: string) {
  shots += 1;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screenshotDir}transfer-projects-${String(shots).padStart(2, '0')}-${name}.png` });
}

async function openPicker(page: Page) {
  await page.getByTestId('add-transfer-projects').click();
  const dialog = page.getByRole('dialog', { name: '添加转让项目' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  return dialog;
}

// spec: 03§4.9 03§1.8 03§2.15 03§2.16
test('an investor picks two transfer projects, deletes one and finds it offered again; approved, the review shows 详情', async ({ browser }) => {
  test.setTimeout(240_000);
  const investor = await own.signedInOn(browser, 'personal_demo');
  const accounts = investor.getByRole('dialog', { name: '选择登记账号' });
  await accounts.getByRole('row').filter({ hasText: '2000000001' }).getByRole('button', { name: '选择' }).click();
  await expect(investor.getByTestId('wel-account')).toContainText('2000000001');
  await investor.goto('/process/apply?appId=550223&nodeId=apply');
  await expect(investor.getByTestId('form-title')).toHaveText('基金份额转让项目登记');

  let dialog = await openPicker(investor);
  await expect(dialog.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(5);
  await expect(dialog.locator('.ant-pagination-total-text')).toHaveText('共 14 条');
  // search by fund name and status
  await dialog.locator('#transfer-search-companyName').fill('曲江');
  await dialog.getByRole('button', { name: '查询' }).click();
  await expect(dialog.locator('.ant-pagination-total-text')).toHaveText('共 2 条');
  await shot(investor, 'search');
  await dialog.getByRole('button', { name: '重置' }).click();
  await expect(dialog.locator('.ant-pagination-total-text')).toHaveText('共 14 条');
  const rows = dialog.locator('.ant-table-tbody tr.ant-table-row');
  const first = (await rows.nth(0).locator('td').nth(1).innerText()).trim();
  const second = (await rows.nth(1).locator('td').nth(1).innerText()).trim();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await shot(investor, 'picker');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  const table = investor.getByTestId('transfer-projects');
  await expect(table.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
  await shot(investor, 'picked');

  // picked projects are not offered
  dialog = await openPicker(investor);
  await expect(dialog.locator('.ant-pagination-total-text')).toHaveText('共 12 条');
  await expect(dialog.getByRole('row').filter({ hasText: first })).toHaveCount(0);
  await dialog.getByRole('button', { name: '取消' }).click();

  // a deleted one is offered again
  await table.getByRole('row').filter({ hasText: first }).getByRole('button', { name: '删除' }).click();
  await expect(table.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  dialog = await openPicker(investor);
  await expect(dialog.locator('.ant-pagination-total-text')).toHaveText('共 13 条');
  await expect(dialog.getByRole('row').filter({ hasText: first })).toHaveCount(1);
  await expect(dialog.getByRole('row').filter({ hasText: second })).toHaveCount(0);
  await shot(investor, 'deleted-offered-again');
  await dialog.getByRole('button', { name: '取消' }).click();

  await investor.locator('#root_transferDescription').fill('份额转让项目登记');
  const filed = await submitAndNoVoucher(investor);
  expect(filed.bizSn).toMatch(/^550223/);

  // the reviewer sees the table read-only, each row with 详情
  const staff = await own.signedInOn(browser, 'staff_first');
  await staff.goto('/queryPage/bjotcTaskItem2');
  await staff.getByRole('row').filter({ hasText: filed.bizSn }).getByRole('button', { name: '办理' }).click();
  await expect(staff.getByTestId('approve-page')).toBeVisible();
  const review = staff.getByTestId('transfer-projects');
  await expect(review.getByRole('row').filter({ hasText: second })).toHaveCount(1);
  await expect(staff.getByTestId('add-transfer-projects')).toHaveCount(0);
  await expect(review.getByRole('button', { name: '删除' })).toHaveCount(0);
  await shot(staff, 'review');
  const [detail] = await Promise.all([
    staff.context().waitForEvent('page'),
    review.getByRole('link', { name: '详情' }).click(),
  ]);
  await expect(detail).toHaveURL(/\/fundTransferDetail\?id=/);
  await expect(detail.getByTestId('transfer-project-detail')).toContainText(second);
  await shot(detail, 'detail');
  await detail.close();

  await approveFromTodos(staff, filed.bizSn, '同意');
  await approveFromTodos(await own.signedInOn(browser, 'staff_recheck'), filed.bizSn, '同意');
});
