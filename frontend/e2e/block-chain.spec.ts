import type { Page } from '@playwright/test';
import { expect, test, type Api } from './fixtures';
import { screenshotDir } from './helpers';

/**
 * The chain (区块链存证) pages against the real server: two share transfers are applied for
 * and approved twice through the API, then /blockChain lists them, an entry opens at
 * /areaBlockChainDetail/:transHash and links to its business, staff verify the chain, and the
 * apply page carries the notice of blockchain.isOpen.
 */

/** A share transfer submitted by personal_demo and approved by both reviewers; its bizSn. */
async function completedTransfer(api: Api, volume: number): Promise<string> {
  const [investor, first, recheck] = await Promise.all(['personal_demo', 'staff_first', 'staff_recheck'].map((a) => api.token(a)));
  const formData = { transfersType: '2', productCode: '100001', accountNumberOut: '2000000001', accountNumberIn: '1000000001', transferVolume: volume };
  const submitted = await api.post(investor, '/api/rem-registrationbizweb/application/submit', { appId: '550004', formData });
  const uuid = String(submitted.uuid);
  await api.post(first, '/api/rem-registrationbizweb/taskItem/complete', { uuid, action: 'approve', memo: '材料齐全，同意' });
  const done = await api.post(recheck, '/api/rem-registrationbizweb/taskItem/complete', { uuid, action: 'approve', memo: '同意' });
  expect(done.status).toBe('approved');
  return String(submitted.bizSn);
}

async function shot(page: Page, name: string, fullPage = false) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${screenshotDir}chain-${name}.png`, fullPage });
}

const bizSns: string[] = [];

test.beforeAll(async ({ api }) => {
  bizSns.push(await completedTransfer(api, 100));
  bizSns.push(await completedTransfer(api, 200));
});

test('an investor sees the stamped businesses, opens an entry and its business; no verify button', async ({ page, signIn }) => {
  await signIn('personal_demo');
  // choose an account, so that the dialog does not come back on the next page load
  const dialog = page.getByRole('dialog', { name: '选择登记账号' });
  await dialog.getByRole('row').filter({ hasText: '2000000001' }).getByRole('button', { name: '选择' }).click();
  await expect(page.getByTestId('wel-account')).toContainText('2000000001');

  // the apply page tells that a completed business is stamped (blockchain.isOpen is "true")
  await page.goto('/process/apply?appId=550004&nodeId=apply');
  await expect(page.getByTestId('blockchain-notice')).toHaveText('业务申请成功办结后，将会进行区块链存证');
  await shot(page, 'apply-notice');

  await page.goto('/blockChain');
  const list = page.getByTestId('block-chain-page');
  await expect(list.getByRole('link', { name: bizSns[1] })).toBeVisible();
  await expect(list.getByRole('link', { name: bizSns[0] })).toBeVisible();
  await expect(page.getByTestId('chain-verify')).toHaveCount(0);
  const newest = list.getByRole('row').filter({ hasText: bizSns[1] });
  await expect(newest).toContainText('股份转让');
  await expect(newest).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await shot(page, 'list');

  // the newest entry's previous hash is the entry before it
  await newest.getByRole('link', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/areaBlockChainDetail\/[0-9a-f]{64}$/);
  const hash = (await page.getByTestId('chain-trans-hash').innerText()).trim();
  expect(page.url().endsWith(hash)).toBe(true);
  await expect(page.getByTestId('chain-biz-link')).toHaveText(bizSns[1]);
  await expect(page.getByTestId('chain-prev-hash')).toHaveText(/^[0-9a-f]{64}/);
  // a readable record: names, labels, units; no JSON, no user ids
  await expect(page.getByTestId('chain-applicant')).toHaveText('张伟');
  await expect(page.getByTestId('chain-field-转让数量')).toHaveText('200 股');
  await expect(page.getByTestId('chain-field-转出方账号')).toHaveText('2000000001（张伟）');
  await expect(page.getByTestId('block-chain-detail')).not.toContainText('u-personal_demo');
  await expect(page.getByTestId('block-chain-detail')).not.toContainText('{');
  await shot(page, 'detail', true);

  // the serial number opens the business detail, whose chain hash is this entry's
  await page.getByTestId('chain-biz-link').click();
  await expect(page).toHaveURL(new RegExp(`/process/ywlsDetail\\?bizSn=${bizSns[1]}$`));
  await expect(page.getByTestId('detail-chain-hash')).toHaveText(hash);
});

test('another investor sees none of them and is refused their entry', async ({ page, signIn, api }) => {
  const staff = await api.token('staff_first');
  const listed = (await api.get(staff, '/api/rem-registrationbizweb/blockChain/list?size=50')) as unknown as { records: { bizSn: string; transHash: string }[] };
  const theirs = listed.records.find((r) => r.bizSn === bizSns[0]);
  expect(theirs).toBeDefined();
  await signIn('orgholder_demo');
  await page.goto('/blockChain');
  await expect(page.getByTestId('block-chain-page')).toBeVisible();
  await expect(page.getByTestId('block-chain-page').getByRole('link', { name: bizSns[0] })).toHaveCount(0);
  await page.goto(`/areaBlockChainDetail/${theirs!.transHash}`);
  await expect(page.getByTestId('chain-detail-error')).toContainText('无权查看该存证记录');
});

test('a reviewer verifies the chain: intact', async ({ page, signIn }) => {
  await signIn('staff_first');
  await page.goto('/blockChain');
  await expect(page.getByTestId('block-chain-page').getByRole('link', { name: bizSns[0] })).toBeVisible();
  await page.getByTestId('chain-verify').click();
  await expect(page.getByTestId('chain-verify-result')).toHaveText('校验通过：区块链完整，全部存证记录与其哈希一致');
  await expect(page.getByTestId('block-chain-page').getByRole('row').filter({ hasText: bizSns[0] })).toContainText('一致');
  await shot(page, 'verified');
});

test('an unknown hash answers 存证记录不存在 on the detail page', async ({ page, signIn }) => {
  await signIn('staff_first');
  await page.goto(`/areaBlockChainDetail/${'0'.repeat(63)}1`);
  await expect(page.getByTestId('chain-detail-error')).toContainText('存证记录不存在');
});
