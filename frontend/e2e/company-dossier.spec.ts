import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshotDir, submitAndNoVoucher } from './helpers';

/**
 * Issue 16, the company dossier ("Must show"): org_demo registers its enterprise in custody
 * (550001): the three elements typed, the business registry fills the form, the rest is filled by
 * hand, a draft is saved and reopened, then submitted; both reviewers see the 19 sections
 * read-only and approve; 企业管理 shows the dossier with its version table; a change (550116)
 * of 英文名称 and 注册地址 is applied for from 企业信息 → 申请变更 and approved; the change detail
 * shows both fields before and after.
 */

const company = {
  name: '西安秦创智能科技股份有限公司',
  idNumber: '91610131MA6TQC0011',
  legalName: '秦明',
  registeredAddress: '陕西省西安市高新区锦业路69号创业研发园A座',
};
// the short name stays: the other browser tests read it on the same server
const changed = { englishName: 'Xi\'an Qinchuang Intelligent Technology Co., Ltd.', registeredAddress: '陕西省西安市高新区丈八一路1号汇鑫中心B座' };

const sectionTitles = [
  '分层申请信息',
  '基本信息',
  '人员构成信息',
  '控股/第一大股东信息',
  '实际控制人信息',
  '产品信息',
  '股东名册',
  '资质信息',
  '补充信息',
  '评价信息',
  '历史认证、荣誉及资质信息',
  '财务及业务信息',
  '知识产权',
  '企业合规运营情况',
  '企业联系信息',
  '推荐单位信息',
  '客户经理信息',
  '服务信息',
  '审批处理',
];

let shots = 0;
async function shot(page: Page, name: string, fullPage = true) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  shots += 1;
  await page.screenshot({ path: `${screenshotDir}dossier-${String(shots).padStart(2, '0')}-${name}.png`, fullPage });
}

async function choose(page: Page, id: string, title: string) {
  await page.locator(`#${id}`).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`).click();
}

const tabTitles = (page: Page) => page.getByTestId('form-section-tabs').locator('.ant-anchor-link-title');

/** Jumps to each section through the right-hand list and takes a screenshot of it in view. */
async function shootSections(page: Page, prefix: string) {
  const links = tabTitles(page);
  const count = await links.count();
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    const id = ((await link.getAttribute('href')) ?? '').replace(/^#form-section-/, '');
    await link.click();
    await expect(page.getByTestId(`section-${id}`)).toBeInViewport();
    await shot(page, `${prefix}-${String(i + 1).padStart(2, '0')}-${id}`, false);
  }
}

/** Clicks 提交; when the browser refuses, the 提示 names what is missing and the test fails with it. */
async function submit(page: Page) {
  const refused = page.getByTestId('form-first-error');
  const submitted = submitAndNoVoucher(page);
  const first = await Promise.race([submitted.then(() => 'ok'), refused.waitFor({ timeout: 20_000 }).then(() => 'refused')]);
  if (first === 'refused') {
    const all = await page.locator('.ant-form-item-explain-error').allInnerTexts();
    throw new Error(`refused: ${await refused.innerText()} / ${all.join(' | ')}`);
  }
  return submitted;
}

/** A reviewer opens the to-do: the 19 sections read-only, the dossier's values as text; approves. */
async function review(page: Page, bizSn: string, memo: string, name: string, sections = true) {
  await page.goto('/queryPage/bjotcTaskItem2');
  const row = page.getByRole('row').filter({ hasText: bizSn });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '办理' }).click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
  if (sections) {
    await expect(tabTitles(page)).toHaveText(sectionTitles);
    await expect(page.getByTestId('ro-root_name')).toHaveText(company.name);
    await expect(page.getByTestId('ro-root_legalName')).toHaveText(company.legalName);
    await expect(page.getByTestId('ro-root_registryDate')).toHaveText('2012-08-16');
    await expect(page.locator('input#root_name')).toHaveCount(0);
  }
  await page.locator('textarea#root_memo').fill(memo);
  await shot(page, name);
  await page.getByTestId('action-approve').click();
  await expect(page).toHaveURL(/\/queryPage\/bjotcTaskItem2$/);
  await expect(page.getByRole('row').filter({ hasText: bizSn })).toHaveCount(0);
}

test('the company dossier: registration with the registry fill, approval, 企业管理, a change and its detail', async ({ signedInPage }) => {
  test.setTimeout(600_000);
  const org = await signedInPage('org_demo');
  // org_demo keeps two enterprises and none is current: it chooses the one it registers
  const chooser = org.getByRole('dialog', { name: '切换企业' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('radio', { name: company.name }).check();
  await chooser.getByRole('button', { name: '确定' }).click();
  await expect(org.getByTestId('wel-enterprise')).toHaveText(company.name);

  // (1) the registration: the three elements, the registry's fill
  await org.goto('/process/apply?appId=550001&nodeId=apply');
  await expect(org.getByTestId('form-title')).toHaveText('企业登记托管');
  await expect(tabTitles(org)).toHaveText(sectionTitles.filter((s) => s !== '审批处理'));
  await org.locator('#root_name').fill(company.name);
  await choose(org, 'root_idType', '统一社会信用代码');
  const lookup = org.waitForResponse((r) => r.url().includes('/company/getCompanyAndLegalInfo'));
  await org.locator('#root_idNumber').fill(company.idNumber);
  const answer = (await (await lookup).json()) as { data: { source: string; lockedFields: string[] } };
  expect(answer.data.source).toBe('registry');
  expect(answer.data.lockedFields).toEqual([]);
  await expect(org.getByText('已根据工商登记信息自动填写')).toBeVisible();
  await expect(org.locator('#root_legalName')).toHaveValue(company.legalName);
  await expect(org.locator('#root_registeredCapital')).toHaveValue(/^30,?000,?000(\.00)?$/);
  await expect(org.locator('#root_registryDate')).toHaveValue('2012-08-16');
  await expect(org.locator('#root_registeredAddress')).toHaveValue(company.registeredAddress);
  // nothing locked: the filled fields stay editable, none shows as text
  for (const prop of ['legalName', 'registeredCapital', 'registeredAddress', 'legalIdNumber']) {
    await expect(org.locator(`#root_${prop}`)).toBeEditable();
    await expect(org.getByTestId(`ro-root_${prop}`)).toHaveCount(0);
  }
  await shot(org, 'registry-filled');

  // what the registry does not know, by hand
  await org.locator('#root_shortName').fill('秦创智能');
  await org.locator('#root_legalMobile').fill('13991234567');
  await org.locator('#root_jbrName').fill('李华');
  await org.locator('#root_jbrPhoneEnc').fill('13800000001');
  await org.locator('#root_productCode').fill('610016');
  await org.locator('#root_totalShares').fill('30000000');
  await choose(org, 'root_shareHolderList_0_organType', '个人');
  await org.locator('#root_shareHolderList_0_holderName').fill(company.legalName);
  await choose(org, 'root_shareHolderList_0_certType', '居民身份证');
  await org.locator('#root_shareHolderList_0_certificateNo').fill('610113197806150036');
  await org.locator('#root_shareHolderList_0_volume').fill('30000000');

  // a draft, reopened from its page's address
  const saved = org.waitForResponse((r) => r.url().endsWith('/application/save') && r.status() === 200);
  await org.getByTestId('save-button').click();
  await saved;
  await expect(org).toHaveURL(/uuid=/);
  await org.reload();
  await expect(org.locator('#root_legalName')).toHaveValue(company.legalName);
  await expect(org.locator('#root_jbrName')).toHaveValue('李华');
  await expect(org.locator('#root_shareHolderList_0_holderName')).toHaveValue(company.legalName);
  await shot(org, 'draft-reopened');
  await shootSections(org, 'apply');

  const registration = await submit(org);
  expect(registration.bizSn).toMatch(/^550001/);

  // (2) both reviewers: the dossier read-only, approved
  const first = await signedInPage('staff_first');
  await review(first, registration.bizSn, '登记资料齐全，同意', 'first-review');
  const recheck = await signedInPage('staff_recheck');
  await review(recheck, registration.bizSn, '同意登记托管', 'recheck-review');

  // (3) 企业管理: the dossier and its version 1
  await org.goto('/companyAdmin');
  const dossier = org.getByTestId('company-dossier');
  await expect(dossier).toBeVisible();
  await expect(dossier.getByTestId('ro-root_legalName')).toHaveText(company.legalName);
  await expect(dossier).toContainText('档案版本');
  const versions = dossier.locator('.ant-table-tbody tr');
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText('1');
  await expect(versions.first()).toContainText('登记托管');
  await shot(org, 'company-admin');

  // (4) the change: 企业信息 → 申请变更, prefilled with the dossier
  await org.goto('/companyInfo/edit?type=edit');
  await expect(org.getByTestId('company-dossier')).toBeVisible();
  await shot(org, 'company-info');
  await org.getByTestId('start-change').click();
  await expect(org).toHaveURL(/appId=550116/);
  await expect(org.getByTestId('form-title')).toHaveText('企业信息变更');
  await expect(org.locator('#root_legalName')).toHaveValue(company.legalName);
  await expect(org.locator('#root_shortName')).toHaveValue('秦创智能');
  await org.locator('#root_englishName').fill(changed.englishName);
  await org.locator('#root_registeredAddress').fill(changed.registeredAddress);
  await shot(org, 'change-apply');
  const change = await submit(org);
  expect(change.bizSn).toMatch(/^550116/);
  await review(first, change.bizSn, '变更资料齐全，同意', 'change-first-review', false);
  await review(recheck, change.bizSn, '同意变更', 'change-recheck-review', false);

  // (5) the change detail: the two labels, both values before and after
  await org.goto(`/process/changeDetial?uuid=${change.uuid}`);
  await expect(org.getByTestId('changed-fields').locator('.ant-tag')).toHaveText(['英文名称', '注册地址']);
  const before = org.getByTestId('change-before');
  const after = org.getByTestId('change-after');
  await expect(before.getByTestId('ro-root_englishName')).toHaveText('-');
  await expect(before.getByTestId('ro-root_registeredAddress')).toHaveText(company.registeredAddress);
  await expect(after.getByTestId('ro-root_englishName')).toHaveText(changed.englishName);
  await expect(after.getByTestId('ro-root_registeredAddress')).toHaveText(changed.registeredAddress);
  await shot(org, 'change-detail');

  // the dossier is now version 2
  await org.goto('/companyAdmin');
  await expect(org.getByTestId('company-dossier').locator('.ant-table-tbody tr')).toHaveCount(2);
  await expect(org.getByTestId('company-dossier').getByTestId('ro-root_englishName')).toHaveText(changed.englishName);
  await shot(org, 'company-admin-v2');
});
