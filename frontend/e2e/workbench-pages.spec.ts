import { expect, test } from './fixtures';
import { snap } from './helpers';

/**
 * The workbench group's pages of issue 20 item 4 beyond the lists: an enterprise user chooses
 * its enterprise, opens 企业业务办理 (/companyApply) and finds its standing and the businesses it
 * may start there, none of custody or listing, one of which opens its form; 信息中心
 * (/info/index) lists the disclosures and the information notices inside the back office.
 */
test('an enterprise opens 企业业务办理 and 信息中心 inside the shell', async ({ signedInPage }) => {
  const org = await signedInPage('org_demo');
  const chooser = org.getByRole('dialog', { name: '切换企业' });
  await expect(chooser).toBeVisible();
  const enterprise = (await chooser.locator('.ant-radio-wrapper').first().innerText()).trim();
  await chooser.getByRole('radio').first().check();
  await chooser.getByRole('button', { name: '确定' }).click();
  await expect(org.getByTestId('wel-enterprise')).toHaveText(enterprise);

  await org.goto('/companyApply');
  await expect(org.getByTestId('company-business')).toBeVisible();
  await expect(org.getByTestId('company-business-name')).toHaveText(enterprise);
  const starts = org.getByTestId('start-businesses');
  await expect(starts.getByRole('button').first()).toBeVisible();
  await expect(starts.getByTestId('start-550001')).toHaveCount(0);
  await expect(starts.getByTestId('start-550092')).toHaveCount(0);
  await expect(org.getByTestId('under-construction')).toHaveCount(0);
  await snap(org, 'workbench-company-apply');
  await starts.getByRole('button').first().click();
  await expect(org).toHaveURL(/\/process\/apply\?appId=55\d{4}&nodeId=apply$/);

  await org.goto('/info/index');
  await expect(org.getByTestId('information-page')).toBeVisible();
  await expect(org.getByTestId('information-tabs')).toContainText('信息公告');
  await expect(org.getByTestId('under-construction')).toHaveCount(0);
  await snap(org, 'workbench-info-center');
});
