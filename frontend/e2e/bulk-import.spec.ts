import { expect, test } from './fixtures';
import { snap } from './helpers';
import { xlsxWorkbook } from './xlsx';

const heading = ['转出方账号', '转入方账号', '产品代码', '过户数量（股）'];

/**
 * The bulk business's Excel upload (01 §7, issue 20 item 3) in the browser: staff open 批量过户
 * (550060), upload a sheet with one bad row and are told its row and column while the table
 * stays empty (nothing imported); the corrected sheet fills the table with every row.
 */
test('a bulk transfer sheet with a bad row is refused by row and column, the corrected one imported', async ({ signIn, page }) => {
  await signIn('admin');
  await page.goto('/process/apply?appId=550060&nodeId=apply');
  const upload = page.locator('#root_importFile input[type=file]');
  await expect(upload).toHaveCount(1);
  const table = page.locator('#root_transferList');
  // the table's cells are inputs: what it holds is their values
  const cells = () => table.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

  const bad = xlsxWorkbook([heading, ['2000000001', '1000000101', '100001', '100'], ['12345', '2000000001', '100001', '250']]);
  await upload.setInputFiles({ name: '过户明细.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bad });
  const refusal = page.getByTestId('import-refusal');
  await expect(refusal).toContainText('导入文件有1处错误，未导入');
  await expect(refusal.getByRole('listitem')).toHaveText(['第3行「转出方账号」：请输入10位登记账号']);
  expect(await cells()).not.toContain('1000000101');
  await snap(page, 'bulk-import-refused');

  const good = xlsxWorkbook([heading, ['2000000001', '1000000101', '100001', '100'], ['1000000101', '2000000001', '100001', '250']]);
  await upload.setInputFiles({ name: '过户明细.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: good });
  await expect(page.locator('.ant-message')).toContainText('已导入2行');
  await expect(refusal).toHaveCount(0);
  await expect.poll(cells).toEqual(expect.arrayContaining(['2000000001', '1000000101', '100001', '100', '250']));
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await snap(page, 'bulk-import-done');
});
