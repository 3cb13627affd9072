import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approveFromTodos, screenshotDir, submitAndNoVoucher } from './helpers';
import { useOwnServer } from './own-server';

/**
 * The company attachment list (03 §3 "Attachment row", §5 "Attachment list", appId 550074):
 * org_demo, for 西安秦创智能科技股份有限公司, may not add a material before the enterprise is
 * chosen (请先选择企业！); a text file disguised as 章程.pdf is refused with the server's message;
 * a real PDF uploads; submitted and approved by both reviewers, the list is the enterprise's on
 * 企业管理 (/companyAdmin, 附件材料), whose file opens the preview dialog. The approval replaces the
 * enterprise's list in the register, so the file runs on a server of its own.
 */
const company = '西安秦创智能科技股份有限公司';
const own = useOwnServer(6);

/** A minimal valid one-page PDF (header, catalog, pages, page, xref, trailer). */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

let shots = 0;
async function shot(page: Page, name: string) {
  shots += 1;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screenshotDir}attachments-${String(shots).padStart(2, '0')}-${name}.png` });
}

// spec: 03§1.6 03§2.14 03§5.11
test('an enterprise attaches its articles; approved, they are on 企业管理 with a preview', async ({ browser }) => {
  test.setTimeout(240_000);
  const org = await own.enterpriseOn(browser, company);
  await org.goto('/process/apply?appId=550074&nodeId=apply');
  await expect(org.getByTestId('form-title')).toHaveText('企业附件材料');

  // no material added before the enterprise (the required list opens with its one empty row)
  const list = org.locator('#root_attachList');
  await expect(list.locator('tr[data-row]')).toHaveCount(1);
  await list.getByRole('button', { name: /新增一行/ }).click();
  await expect(org.locator('.ant-message-notice').filter({ hasText: '请先选择企业！' })).toBeVisible();
  await expect(list.locator('tr[data-row]')).toHaveCount(1);
  await shot(org, 'company-first');

  await org.locator('#root_companyId').click();
  await org.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${company}"]`).click();
  await list.getByRole('button', { name: /新增一行/ }).click();
  await expect(list.locator('tr[data-row]')).toHaveCount(2);
  // the second row is removed again: one material
  await list.locator('tr[data-row="1"]').getByRole('button', { name: /删除/ }).click();
  await expect(list.locator('tr[data-row]')).toHaveCount(1);
  await org.locator('#root_attachList_0_name').fill('公司章程');
  await org.locator('#root_attachList_0_typeName').click();
  await org.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="公司章程"]').click();

  // a text file named 章程.pdf: the browser lets the name pass, the server reads the bytes
  const input = list.locator('input[type=file]');
  const refused = org.waitForResponse((r) => r.url().includes('/put-file-attach'));
  await input.setInputFiles({ name: '章程.pdf', mimeType: 'application/pdf', buffer: Buffer.from('这不是PDF文件，只是改了扩展名的文本。\n') });
  const answer = await refused;
  expect(answer.status()).toBeGreaterThanOrEqual(400);
  const msg = ((await answer.json()) as { msg: string }).msg;
  expect(msg).toBeTruthy();
  await expect(org.locator('.ant-message-notice').filter({ hasText: msg })).toBeVisible();
  await shot(org, 'disguised-refused');
  await expect(list.locator('.ant-upload-list-item')).toHaveCount(0);

  // a real PDF uploads
  await input.setInputFiles({ name: '公司章程.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(list.locator('.ant-upload-list-item').filter({ hasText: '公司章程.pdf' })).toHaveCount(1);
  await expect(list.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
  await shot(org, 'uploaded');

  const filed = await submitAndNoVoucher(org);
  expect(filed.bizSn).toMatch(/^550074/);
  await approveFromTodos(await own.signedInOn(browser, 'staff_first'), filed.bizSn, '材料齐全');
  await approveFromTodos(await own.signedInOn(browser, 'staff_recheck'), filed.bizSn, '同意');

  await org.goto('/companyAdmin');
  const card = org.getByTestId('obj-attachments');
  const row = card.getByRole('row').filter({ hasText: '公司章程' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('公司章程.pdf');
  await expect(row.locator('td').nth(1)).toHaveText('公司章程');
  await card.scrollIntoViewIfNeeded();
  await shot(org, 'company-admin');
  await row.getByRole('button', { name: '公司章程.pdf' }).click();
  const preview = org.locator('.ant-modal').filter({ hasText: '公司章程.pdf' });
  await expect(preview).toBeVisible();
  await expect(preview.locator('iframe, embed, object')).toHaveCount(1);
  await shot(org, 'preview');
});
