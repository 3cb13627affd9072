import { expect, test } from './fixtures';
import { screenshotDir } from './helpers';

/**
 * Issue 15: the footer of every public page opens 关于我们, 集团成员, 招聘信息 and 服务热线, and
 * the administrator edits them at 站点页面; the next visitor reads the new text.
 */

test('a visitor opens every footer page from the footer', async ({ page }) => {
  await page.goto('/home/login');
  for (const [key, title, words] of [
    ['about', '关于我们', '区域性股权市场运营机构'],
    ['group', '集团成员', '陕西金融控股集团有限公司'],
    ['recruitment', '招聘信息', '登记托管业务岗'],
    ['hotline', '服务热线', '029-88888888'],
  ]) {
    await page.getByTestId('public-footer').getByTestId(`footer-${key}`).click();
    await expect(page).toHaveURL(new RegExp(`/sitePage/${key}$`));
    await expect(page.getByTestId('site-page-title')).toHaveText(title);
    await expect(page.getByTestId('site-page-article')).toContainText(words);
    await page.screenshot({ path: `${screenshotDir}site-page-${key}.png`, fullPage: true });
  }
  // the front pages carry the same footer
  await page.goto('/companyList');
  await page.getByTestId('footer-about').click();
  await expect(page.getByTestId('site-page-title')).toHaveText('关于我们');
});

test('the administrator edits 招聘信息 and the visitor reads the new text', async ({ page, signIn, browser }) => {
  await signIn('admin');
  await page.getByRole('menuitem', { name: '站点页面' }).click();
  await expect(page).toHaveURL(/\/sitePageAdmin$/);
  await page.getByRole('tab', { name: '招聘信息' }).click();
  const form = page.getByTestId('site-page-form-recruitment');
  const text = '现招聘区块链存证运维岗1名。\n\n报名截止2027年1月31日。';
  await form.getByTestId('site-page-content-input').fill(text);
  await form.getByTestId('site-page-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}site-page-admin.png` });

  const visitor = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await visitor.goto('/sitePage/recruitment');
  await expect(visitor.getByTestId('site-page-article')).toContainText('现招聘区块链存证运维岗1名。');
  await expect(visitor.getByTestId('site-page-article')).toContainText('报名截止2027年1月31日。');
  await visitor.close();
});
