import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshotDir } from './helpers';

/**
 * Issue 15, approvers see what they decide on: personal_demo submits a share transfer in the
 * browser (a charged business of org_demo waits among the to-dos too); staff_first filters the
 * to-dos by business, opens the transfer, reads both holders' names and balances and approves
 * with a memo; staff_recheck opens it and reads the first review's memo.
 */

const transfer = { productCode: '100001', accountNumberOut: '2000000001', accountNumberIn: '1000000001' };

async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}approver-${name}.png`, fullPage: true });
}

async function submitTransfer(page: Page, volume: number): Promise<string> {
  await page.goto('/process/apply?appId=550004&nodeId=apply');
  await expect(page.getByTestId('form-title')).toHaveText('股份转让');
  // the approvers' fields are not the applicant's
  await expect(page.locator('#root_memo')).toHaveCount(0);
  await expect(page.locator('#root_checkResult')).toHaveCount(0);
  await page.locator('#root_transfersType').click();
  await page.locator('.ant-select-item-option[title="公司回购"]').click();
  await page.locator('#root_productCode').fill(transfer.productCode);
  await page.locator('#root_accountNumberOut').fill(transfer.accountNumberOut);
  await page.locator('#root_accountNumberIn').fill(transfer.accountNumberIn);
  await page.locator('#root_transferVolume').fill(String(volume));
  const answer = page.waitForResponse((r) => r.url().endsWith('/application/submit') && r.status() === 200);
  await page.getByTestId('submit-button').click();
  const body = (await (await answer).json()) as { data: { bizSn: string } };
  // a transfer waits for its reviews: 提交成功 and no voucher question
  await expect(page.getByTestId('submit-success')).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  return body.data.bizSn;
}

/** The free volume shown for an account on the approve page (its first balance row). */
async function shownVolumes(page: Page, account: string): Promise<string> {
  return (await page.getByTestId(`party-${account}`).locator('xpath=ancestor::tr').innerText()).replace(/\s+/g, ' ');
}

test('an approver filters the to-dos by business, sees both holders with balances, and the recheck reads the first memo', async ({ signedInPage, api }) => {
  test.setTimeout(150_000);
  // another business waits among the to-dos: the filter must leave it out
  const org = await api.token('org_demo');
  const charged = await api.post(org, '/api/rem-registrationbizweb/application/submit', {
    appId: '550100', formData: { chargeAmount: '88.00', chargeStatus: '1' },
  });

  const investor = await signedInPage('personal_demo', transfer.accountNumberOut);
  const bizSn = await submitTransfer(investor, 700);

  const first = await signedInPage('staff_first');
  await first.goto('/queryPage/bjotcTaskItem2');
  const list = first.getByTestId('query-page-bjotcTaskItem2');
  await expect(list.getByRole('row').filter({ hasText: String(charged.bizSn) })).toHaveCount(1);
  const row = list.getByRole('row').filter({ hasText: bizSn });
  await expect(row).toContainText('张伟');
  await expect(row).toContainText('股份转让');
  await expect(row).toContainText(/20\d\d-\d\d-\d\d \d\d:\d\d:\d\d/);
  await expect(row).toContainText('初审');
  await shot(first, 'todos');

  await first.getByTestId('query-filter-appId').click();
  await first.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('股份转让', { exact: true }).click();
  await first.getByTestId('query-page-search').click();
  await expect(list.getByRole('row').filter({ hasText: String(charged.bizSn) })).toHaveCount(0);
  await expect(row).toHaveCount(1);
  await first.getByTestId('query-filter-bizSn').fill(bizSn);
  await first.getByTestId('query-filter-bizSn').press('Enter');
  await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await shot(first, 'todos-filtered');

  await row.getByRole('button', { name: '办理' }).click();
  await expect(first.getByTestId('approve-page')).toBeVisible();
  await expect(first.getByTestId('review-applicant')).toHaveText('张伟');
  await expect(first.getByTestId(`party-${transfer.accountNumberOut}`)).toContainText('张伟');
  await expect(first.getByTestId(`party-${transfer.accountNumberIn}`)).toContainText('陕西丝路投资管理有限公司');
  // total, free, pledged, frozen of product 100001, as numbers with separators
  expect(await shownVolumes(first, transfer.accountNumberOut)).toMatch(/100001）? [\d,]+ [\d,]+ [\d,]+ [\d,]+$/);
  expect(await shownVolumes(first, transfer.accountNumberIn)).toMatch(/[\d,]{5,} [\d,]+ [\d,]+ [\d,]+$/);
  await shot(first, 'approve-context');
  await first.locator('#root_memo').fill('材料齐全，双方账户核对无误');
  await first.getByTestId('action-approve').click();
  await expect(first).toHaveURL(/\/queryPage\/bjotcTaskItem2$/);

  const recheck = await signedInPage('staff_recheck');
  await recheck.goto('/queryPage/bjotcTaskItem2');
  const recheckRow = recheck.getByRole('row').filter({ hasText: bizSn });
  await expect(recheckRow).toContainText('复审');
  await recheckRow.getByRole('button', { name: '办理' }).click();
  const memo = recheck.getByTestId('review-memo').filter({ hasText: '初审' });
  await expect(memo).toContainText('材料齐全，双方账户核对无误');
  await expect(memo).toContainText('陈初审');
  await expect(memo).toContainText('通过');
  await shot(recheck, 'recheck-reads-memo');
});

test('after a return the approver sees what the applicant changed, highlighted in the form', async ({ signedInPage, api }) => {
  const investor = await api.token('personal_demo');
  const first = await api.token('staff_first');
  const form = (volume: number) => ({ transfersType: '2', ...transfer, transferVolume: volume });
  const submitted = await api.post(investor, '/api/rem-registrationbizweb/application/submit', { appId: '550004', formData: form(900) });
  await api.post(first, '/api/rem-registrationbizweb/taskItem/complete', { uuid: submitted.uuid, action: 'return', memo: '转让数量有误，请修改' });
  await api.post(investor, '/api/rem-registrationbizweb/application/submit', { appId: '550004', uuid: submitted.uuid, formData: form(600) });

  const page = await signedInPage('staff_first');
  await page.goto('/queryPage/bjotcTaskItem2');
  await page.getByRole('row').filter({ hasText: String(submitted.bizSn) }).getByRole('button', { name: '办理' }).click();
  const changes = page.getByTestId('review-changes');
  await expect(changes).toContainText('转让数量');
  await expect(changes).toContainText('900');
  await expect(changes).toContainText('600');
  await expect(page.getByTestId('review-memo').filter({ hasText: '转让数量有误，请修改' })).toHaveCount(1);
  await expect(page.getByTestId('ro-root_accountNumberOut')).toHaveText('2000000001（张伟）');
  const highlighted = page.locator('[data-field="root_transferVolume"]');
  await expect(highlighted).toHaveCSS('background-color', 'rgb(255, 251, 230)');
  await shot(page, 'changes-since-return');
});
