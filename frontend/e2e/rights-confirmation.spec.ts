import { expect, test } from './fixtures';
import { approveFromTodos, snap, submitAndNoVoucher } from './helpers';

/**
 * Issue 15: heir_demo (account 2000000003, rights not confirmed) applies 确权登记 (550058)
 * through the menu entry 股权确权, proving its identity (a wrong checksum and someone else's id
 * are refused at the field; its own certificate passes), both reviewers approve, the page then says 已确权 and a share
 * transfer (550004) is accepted without the 未确权 refusal. Runs after lifecycle.spec.ts, whose
 * last test needs heir_demo unconfirmed (the files run in name order on one server).
 */
test('heir_demo confirms its rights through 股权确权 and can then transfer', async ({ signedInPage }) => {
  test.setTimeout(180_000);
  const heir = await signedInPage('heir_demo');
  await heir.getByRole('menuitem', { name: '我的账户' }).click();
  await heir.getByRole('menuitem', { name: '股权确权' }).click();
  await expect(heir).toHaveURL(/\/confimation$/);
  await expect(heir.getByTestId('confirmation-pending')).toBeVisible();
  await snap(heir, 'rights-pending');
  await heir.getByTestId('confirmation-apply').click();
  await expect(heir).toHaveURL(/appId=550058/);
  const cells = heir.locator('table input');
  await cells.nth(0).fill('2000000003');
  await cells.nth(1).fill('王磊');
  await cells.nth(2).fill('100001');
  await cells.nth(3).fill('10000');
  // the holder proves who it is: the certificate the register keeps for the account
  await heir.locator('#root_idType').click();
  await heir.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="居民身份证"]').click();
  await heir.locator('#root_idNumber').fill('110105194912310021');
  await heir.getByTestId('submit-button').click();
  await expect(heir.locator('.ant-form-item').filter({ has: heir.locator('#root_idNumber') })).toContainText('请输入正确的身份证号码');
  const notice = heir.getByRole('dialog', { name: '提示' });
  await expect(notice).toContainText('【证件号码】请输入正确的身份证号码');
  await notice.getByRole('button', { name: '确定' }).click();
  await heir.locator('#root_idNumber').fill('11010519491231002X');
  await heir.getByTestId('submit-button').click();
  await expect(notice).toContainText('证件类型或证件号码与登记账号2000000003的持有人不一致');
  await snap(heir, 'rights-identity-refused');
  await notice.getByRole('button', { name: '确定' }).click();
  await expect(notice).toHaveCount(0);
  await heir.locator('#root_idNumber').fill('610103198803033338');
  const { bizSn } = await submitAndNoVoucher(heir);

  const first = await signedInPage('staff_first');
  await approveFromTodos(first, bizSn, '已核对身份证明与继承公证书');
  const recheck = await signedInPage('staff_recheck');
  await approveFromTodos(recheck, bizSn, '同意确权');

  await heir.goto('/confimation');
  await expect(heir.getByTestId('confirmation-done')).toBeVisible();
  await expect(heir.getByTestId('holder-confirmed')).toHaveText('已确权');
  await snap(heir, 'rights-confirmed');

  await heir.goto('/process/apply?appId=550004&nodeId=apply');
  await heir.locator('#root_transfersType').click();
  await heir.locator('.ant-select-item-option[title="协议转让"]').click();
  await heir.locator('#root_productCode').fill('100001');
  await heir.locator('#root_accountNumberOut').fill('2000000003');
  await heir.locator('#root_accountNumberIn').fill('1000000001');
  await heir.locator('#root_transferVolume').fill('100');
  const transfer = await submitAndNoVoucher(heir);
  expect(transfer.bizSn).toMatch(/^550004/);
  await expect(heir.getByText('未确权')).toHaveCount(0);
});
