import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { errorsOf, snap } from './helpers';

/**
 * Issue 24, the company pages that were 建设中 (01 §2 route table), against the real server, each
 * as a user entitled to it: the enterprise opens a holder of its register from 股东持股信息, keeps
 * its electronic seals (registered with the e-contract simulator, disabled) and reads its
 * specialised-new scoring table and a share-option plan; staff read and the administrator
 * corrects an enterprise in custody, a listed one and its listed product; an investor browses
 * the transfer projects one state a tab. No page is under construction, none logs an error.
 */

// spec: 01§2 /process/gdgl/gdxxDetail/{uuid}/{id} /sealAdmin /assessment rgqDetail2 /tabQueryPage/zrxmcx2
// spec: 01§2 /companyAdmin/companyManage1/detail/{id} 01§2 /companyAdmin/companyManage1/edit/{id} 01§2 /companyAdmin/companyManage2/detail/{id} 01§2 /companyAdmin/companyManage2/edit/{id} /gpcpglManagenment/edit/{id} /gpcpglManagenment/detail/{id}

async function built(page: Page) {
  await expect(page.getByTestId('under-construction')).toHaveCount(0);
  await expect(page.getByText('建设中')).toHaveCount(0);
}

/** A red ring, 48×48: the seal's image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAAvUlEQVR42u2a3Q3AIAiEGcH9p+pG7QgV+TvwSHyF+xoDCBWhDbFnrVd7WoqGgPEUng4SKT4UwiKmHCQiYBpExlcKi5F5V91jVWUKt7iV+docG6HYHGtAKvtHWloDIDZdKk2QHaNGV2sA2J59Vxuq+G19BJgGkO5vHEBa7jb45BUaDcA0SoBuvRDbaVSAVi8yPuo5Whky3AodLbaZjf45g59OZ0KULzmgNzTagJA7Mg+Qa1atEJXymt8OhCbyAY51BiMm1zM+AAAAAElFTkSuQmCC',
  'base64',
);

test('the enterprise opens a holder of its register, keeps its seals, reads its scoring table and a share-option plan', async ({ page, signIn, api }) => {
  test.setTimeout(180_000);
  const errors = errorsOf(page);
  const org = await api.token('org_demo');
  // answers to score, and an equity-incentive plan granting options to two holders
  await api.post(org, '/api/rem-registrationbizweb/companyHitech/evaluate', {
    kind: 'fast',
    formData: {
      name: '西安秦创智能科技股份有限公司', idType: '11', idNumber: '91610131MA6TQC0011', corporateCredit: '5', conformsCompany: '1',
      prohielimin: '0', keyLink: '1', leadingProduInfluen: '2', isTechnologyAward: '1', intellectualPropertyNumber1: 1, qualityAssurance: ['1'],
    },
  });
  const plan = await api.post(org, '/api/rem-registrationbizweb/application/submit', {
    appId: '550401',
    formData: {
      filingTitle: '2026年股权激励计划', filingDate: '2026-01-05', companyName: '西安秦创智能科技股份有限公司', description: '核心技术人员股权激励',
      grants: [
        { accountNumber: '2000000001', holderName: '张伟', grantedOptions: 12000, exercisePrice: '2.50', vestingDate: '2027-06-30' },
        { accountNumber: '1000000001', holderName: '陕西丝路投资管理有限公司', grantedOptions: 8000, exercisePrice: '2.50', vestingDate: '2027-12-31' },
      ],
    },
  });

  await signIn('org_demo');
  // org_demo keeps two enterprises: it works in 秦创智能's
  const chooser = page.getByRole('dialog', { name: '切换企业' });
  const chosen = page.getByTestId('wel-enterprise').filter({ hasText: '西安秦创智能科技股份有限公司' });
  await expect(chooser.or(chosen)).toBeVisible({ timeout: 15_000 });
  if (await chooser.isVisible()) {
    await chooser.getByRole('radio', { name: '西安秦创智能科技股份有限公司' }).check();
    await chooser.getByRole('button', { name: '确定' }).click();
  }
  await expect(page.getByTestId('wel-enterprise')).toHaveText('西安秦创智能科技股份有限公司');

  // 股东持股信息 → a holder of the register
  await page.goto('/shareholderDetail');
  await page.getByTestId('register-holder-link-1000000001').first().click();
  await expect(page).toHaveURL(/\/process\/gdgl\/gdxxDetail\/h-silk-road\/c-qinchuang$/);
  await expect(page.getByTestId('register-holder-name')).toHaveText('陕西丝路投资管理有限公司');
  await expect(page.getByTestId('register-holder-positions')).toContainText('100001');
  await expect(page.getByTestId('register-holder-encumbrances')).toBeVisible();
  await built(page);
  await snap(page, 'company-register-holder');

  // 印章管理: a seal registered with the e-contract service, then disabled
  const name = `合同专用章${Date.now() % 100000}`;
  await page.goto('/sealAdmin');
  await expect(page.getByTestId('seal-admin-page')).toContainText('西安秦创智能科技股份有限公司');
  await page.getByTestId('seal-register').click();
  await page.getByTestId('seal-name').fill(name);
  await page.getByTestId('seal-kind').click();
  await page.locator('.ant-select-dropdown').getByTitle('合同专用章', { exact: true }).click();
  const certificate = page.getByTestId('seal-id-number');
  if (await certificate.isVisible()) await certificate.fill('91610131MA6TQC0011');
  await page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('seal-upload')).toContainText('seal.png');
  await page.getByTestId('seal-register-ok').click();
  await expect(page.getByTestId(`seal-state-${name}`)).toHaveText('已启用');
  await expect(page.getByTestId('seal-image').first()).toBeVisible();
  await page.getByTestId(`seal-toggle-${name}`).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId(`seal-state-${name}`)).toHaveText('已停用');
  await built(page);
  await snap(page, 'company-seals');

  // 专精特新评分
  await page.goto('/assessment');
  await expect(page.getByTestId('assessment-table')).toContainText('专业化指标');
  await expect(page.getByTestId('assessment-total')).not.toHaveText('');
  await expect(page.getByTestId('assessment-thresholds')).toContainText('无不良信用记录');
  await built(page);
  await snap(page, 'company-assessment');

  // 认购权详情 of the plan
  await page.goto(`/process/rgqDetail2?bizSn=${String(plan.bizSn)}`);
  await expect(page.getByTestId('options-total')).toHaveText('20,000');
  await expect(page.getByTestId('share-option-grants')).toContainText('陕西丝路投资管理有限公司');
  await built(page);
  await snap(page, 'company-share-options');
  expect(errors).toEqual([]);
});

test('the administrator reads and corrects an enterprise in custody, a listed one and its listed product', async ({ page, signIn }) => {
  test.setTimeout(150_000);
  const errors = errorsOf(page);
  await signIn('admin');
  await page.goto('/companyAdmin/companyManage1/detail/sc-00001');
  await expect(page.getByTestId('managed-company-name')).not.toHaveText('');
  await built(page);
  await snap(page, 'company-manage1-detail');
  await page.getByTestId('managed-company-edit').click();
  await expect(page).toHaveURL(/\/companyAdmin\/companyManage1\/edit\/sc-00001$/);
  const short = `星火${Date.now() % 1000}`;
  await page.getByTestId('manage-short-name').fill(short);
  await page.getByTestId('manage-save').click();
  await expect(page).toHaveURL(/\/companyAdmin\/companyManage1\/detail\/sc-00001$/);
  await expect(page.getByTestId('managed-company-short')).toHaveText(short);

  await page.goto('/companyAdmin/companyManage2/detail/sc-00024');
  await expect(page.getByTestId('managed-company-listing')).toContainText('800024');
  await built(page);
  await snap(page, 'company-manage2-detail');
  await page.goto('/companyAdmin/companyManage2/edit/sc-00024');
  await expect(page.getByTestId('managed-company-edit-page')).toBeVisible();
  await built(page);

  await page.goto('/gpcpglManagenment/detail/p-600024');
  await expect(page.getByTestId('listed-product-detail')).toContainText('800024');
  await built(page);
  await snap(page, 'company-listed-product');
  await page.getByTestId('listed-product-edit').click();
  await expect(page).toHaveURL(/\/gpcpglManagenment\/edit\/p-600024$/);
  await page.getByTestId('product-name').fill('星辰股份');
  await page.getByTestId('product-save').click();
  await expect(page).toHaveURL(/\/gpcpglManagenment\/detail\/p-600024$/);
  await expect(page.getByTestId('listed-product-name')).toHaveText('星辰股份');
  await snap(page, 'company-listed-product-saved');
  expect(errors).toEqual([]);
});

test('an investor browses the transfer projects one state a tab and opens one', async ({ page, signIn }) => {
  const errors = errorsOf(page);
  await signIn('orgholder_demo');
  const menu = page.getByTestId('side-menu');
  await menu.getByText('我的账户').click();
  await menu.getByText('转让项目查询').click();
  await expect(page).toHaveURL(/\/tabQueryPage\/zrxmcx2$/);
  const tabs = page.getByTestId('tab-query-page-zrxmcx2');
  await expect(tabs.getByRole('row').nth(1)).toBeVisible();
  await page.getByTestId('tab-1').click();
  await expect(tabs.getByRole('row').nth(1)).toContainText('挂牌中');
  await built(page);
  await snap(page, 'company-transfer-projects');
  await tabs.getByTestId('query-action-detail').first().click();
  await expect(page).toHaveURL(/\/fundTransferDetail\?id=/);
  expect(errors).toEqual([]);
});
