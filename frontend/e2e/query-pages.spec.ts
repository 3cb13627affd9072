import { apiOf, expect, test } from './fixtures';
import { qinchuang, takeIntoCustody } from './custody';
import { snap } from './helpers';
import { useOwnServer } from './own-server';
import { xlsxParts } from './xlsx';

const definition = (columns: string) => `{
  "pageKey": "reviewerCompanies",
  "title": "审核企业查询",
  "source": "companies",
  "columns": [${columns}],
  "filters": [
    { "prop": "name", "widget": "input" },
    { "prop": "companyType", "widget": "select" }
  ],
  "sort": { "prop": "name", "order": "asc" },
  "actions": [{ "action": "detail" }],
  "pageSizes": [10, 20, 50],
  "roles": ["first_reviewer", "administrator"]
}`;

/**
 * Issue 20's configurable query pages in the browser, on a server of its own: an analyst's
 * definition naming a column its source lacks is refused by name, the fixed one published; the
 * administrator adds a company type to the dictionary and a menu to the page for the first
 * reviewers; 秦创智能 is taken into custody as that new type (custody.ts: the custody form's
 * 企业类型 offers the dictionary's codes, so the server takes it only once it is there); a reviewer
 * finds the menu, filters by the new type, exports, and the workbook holds exactly that
 * enterprise; then by another type, with every row and the export of that type.
 */
test.describe('query pages', () => {
  const own = useOwnServer(12);

  test('an analyst publishes a page, the administrator grants it, a reviewer filters and exports it', async ({ browser }) => {
    test.setTimeout(240_000);

    // the analyst: refused for an unknown column, then published
    const analyst = await own.signedInOn(browser, 'analyst_demo');
    await analyst.goto('/queryConfig/add');
    const text = analyst.getByTestId('query-config-text');
    await text.fill(definition('{ "prop": "name" }, { "prop": "ownerPassword" }'));
    await analyst.getByTestId('query-config-check').click();
    await expect(analyst.getByTestId('query-config-problems')).toContainText('数据源「托管企业」没有列：ownerPassword');
    await snap(analyst, 'query-config-refused');
    await text.fill(definition('{ "prop": "name", "width": 260 }, { "prop": "companyType" }, { "prop": "custodyDate" }'));
    await analyst.getByTestId('query-config-check').click();
    await expect(analyst.getByTestId('query-config-problems')).toContainText('检查通过');
    await analyst.getByTestId('query-config-publish').click();
    await analyst.getByTestId('query-config-reason').fill('初审岗查企业');
    await analyst.getByTestId('query-config-publish-ok').click();
    await expect(analyst).toHaveURL(/\/queryConfig\/edit\/reviewerCompanies$/);
    await expect(analyst.getByTestId('query-config-versions')).toContainText('初审岗查企业');
    await snap(analyst, 'query-config-published');

    // the administrator: a company type and a menu for 初审岗
    const admin = await own.signedInOn(browser, 'admin');
    await admin.goto('/system/dict');
    await admin.getByTestId('dict-add').click();
    await admin.getByTestId('dict-code-input').fill('companyType');
    await admin.getByTestId('dict-key-input').fill('9');
    await admin.getByTestId('dict-value-input').fill('股份合作制企业');
    await admin.getByTestId('dict-save').click();
    await admin.getByTestId('dict-filter-code').fill('companyType');
    await admin.getByTestId('dict-search-submit').click();
    await expect(admin.getByRole('cell', { name: '股份合作制企业', exact: true })).toBeVisible();
    await takeIntoCustody(apiOf((await own.contextOn(browser)).request), { companyType: '9' });

    await admin.goto('/system/menu');
    await admin.getByTestId('menu-add').click();
    const menuDialog = admin.getByRole('dialog', { name: '新增菜单' });
    await menuDialog.getByTestId('menu-name-input').fill('审核企业查询');
    await menuDialog.getByTestId('menu-code-input').fill('reviewer_companies');
    await menuDialog.getByTestId('menu-path-input').fill('/queryPage/reviewerCompanies');
    await menuDialog.getByTestId('menu-sort-input').fill('9');
    await menuDialog.getByTestId('menu-save').click();
    await expect(menuDialog).toBeHidden();
    await admin.goto('/system/role');
    await admin.getByTestId('role-grant-first_reviewer').click();
    const grant = admin.getByRole('dialog', { name: '权限设置：初审岗' });
    await grant.getByText('审核企业查询', { exact: true }).click();
    await grant.getByTestId('role-grant-save').click();
    await expect(admin.getByText('权限设置成功')).toBeVisible();

    // the reviewer: the menu, the new value among the choices, the filter and the export
    const reviewer = await own.signedInOn(browser, 'staff_first');
    const entry = reviewer.getByRole('menuitem', { name: /审核企业查询/ });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(reviewer).toHaveURL(/\/queryPage\/reviewerCompanies$/);
    const rows = reviewer.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const total = async () => Number(/\d+/.exec(await reviewer.locator('.ant-pagination-total-text').innerText())?.[0]);
    const all = await total();

    const chooseType = async (label: string) => {
      await reviewer.getByTestId('query-filter-companyType').click();
      await reviewer.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(label, { exact: true }).click();
      await reviewer.getByTestId('query-page-search').click();
    };
    const exportRows = async (fileName: string) => {
      const download = reviewer.waitForEvent('download');
      await reviewer.getByTestId('query-page-export').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(fileName);
      const parts = xlsxParts(await file.path());
      return { text: (parts.get('xl/sharedStrings.xml') ?? '') + (parts.get('xl/worksheets/sheet1.xml') ?? ''), rows: parts.get('xl/worksheets/sheet1.xml')?.match(/<row /g)?.length };
    };

    // the new type: the one enterprise taken into custody as it, in the list and in the workbook
    await chooseType('股份合作制企业');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(qinchuang.name);
    await expect(rows.first()).toContainText('股份合作制企业');
    expect(await total()).toBe(1);
    // the tab is named by the page's menu entry
    await expect(reviewer.getByTestId('page-tabs')).toContainText('审核企业查询');
    await snap(reviewer, 'query-page-new-type');
    const newType = await exportRows('审核企业查询.xlsx');
    expect(newType.text).toContain(qinchuang.name);
    expect(newType.text).toContain('股份合作制企业');
    expect(newType.text).not.toContain('>股份有限公司<');
    expect(newType.rows).toBe(2);

    await chooseType('股份有限公司');
    await expect(rows.first()).toContainText('股份有限公司');
    const filtered = await total();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    const shown = await rows.count();
    for (let i = 0; i < shown; i++) await expect(rows.nth(i)).toContainText('股份有限公司');
    const names = await rows.locator('td:first-child').allInnerTexts();
    await snap(reviewer, 'query-page-filtered');

    const otherType = await exportRows('审核企业查询.xlsx');
    for (const name of names) expect(otherType.text).toContain(name.trim());
    // no enterprise of another type: their types' labels are nowhere in the file
    expect(otherType.text).not.toContain('>有限责任公司<');
    expect(otherType.text).not.toContain(qinchuang.name);
    // a heading row and one row per enterprise found
    expect(otherType.rows).toBe(filtered + 1);

    // an enterprise in custody opens on its management page (staff read it there, 01 §2
    // /companyAdmin/companyManage1/detail/{id}), its custody date among its facts
    await rows.first().getByTestId('query-action-detail').click();
    await expect(reviewer).toHaveURL(/\/companyAdmin\/companyManage1\/detail\/[^/]+$/);
    await expect(reviewer.getByText('托管日期').first()).toBeVisible();
    await snap(reviewer, 'query-page-detail');
  });
});
