import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { closeDialog, snap } from './helpers';

const checked = (page: Page, row: string) => page.getByTestId(row).locator('.ant-tag-checkable-checked');
const option = (page: Page, row: string, label: string) => page.getByTestId(row).getByText(label, { exact: true });
const activePage = (page: Page) => page.getByTestId('showcase-pager').locator('.ant-pagination-item-active');
const cards = (page: Page) => page.getByTestId('company-card');
const rowIds = async (page: Page) => (await page.getByTestId('showcase-filters').locator('.filter-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid'))));

/** Waits until every card shows `text` in the field (the list keeps the previous page while loading). */
async function everyCard(page: Page, field: string, check: (text: string) => boolean) {
  await expect
    .poll(async () => {
      const texts = await page.getByTestId(field).allInnerTexts();
      return texts.length > 0 && texts.every(check);
    })
    .toBe(true);
}

async function chooseSize(page: Page, size: number) {
  await page.getByTestId('showcase-pager').locator('.ant-pagination-options .ant-select').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(`${size} 条/页`).click();
}

async function openShowcase(page: Page, query = '') {
  await page.goto(`/companyList${query}`);
  await expect(cards(page).first()).toBeVisible();
}

test.describe('enterprise showcase /companyList', () => {
  // spec: 01§2.27 01§2.29 01§2.30 01§2.33
  test('custodied enterprises: banner, search, filters, cards with their fields, pager of 5/10/15', async ({ page }) => {
    // the total is the register's: other browser tests put enterprises in custody on the same server
    const first = page.waitForResponse((r) => r.url().includes('/nonds/company/selectCompanyPage'));
    await openShowcase(page);
    const { data } = (await (await first).json()) as { data: { total: number } };
    expect(data.total).toBeGreaterThanOrEqual(44);
    await expect(page).toHaveTitle('托管企业展示');
    await expect(page.getByTestId('page-banner')).toContainText('企业展示');
    await expect(page.getByTestId('page-banner').locator('.ant-breadcrumb')).toContainText('首页');
    await expect(page.getByPlaceholder('请输入企业代码或企业名称')).toBeVisible();
    await expect(page.getByTestId('showcase-type').getByText('托管企业')).toBeVisible();
    expect(await rowIds(page)).toEqual(['filter-industry', 'filter-capital']);
    await expect(checked(page, 'filter-industry')).toHaveText('全部');
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByTestId('showcase-pager')).toContainText(`共 ${data.total} 条`);
    const card = cards(page).first();
    for (const label of ['企业代码', '托管日期', '企业类型', '所属行业', '注册资本', '注册日期', '统一社会信用代码']) {
      await expect(card).toContainText(`${label}：`);
    }
    await expect(card.getByTestId('card-custody-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(card.getByTestId('card-register-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(card.getByTestId('card-capital')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2} 元$/);
    await expect(card.getByTestId('card-company-type')).toHaveText(/^(有限责任公司|股份有限公司|有限合伙企业)$/);
    // every card has a 4-character badge (no logo in the demo) and its labels
    const badges = await page.locator('.company-badge').allInnerTexts();
    expect(badges.every((b) => Array.from(b.trim()).length <= 4 && b.trim().length > 0)).toBe(true);
    await expect(page.getByTestId('company-label').first()).toBeVisible();
    await chooseSize(page, 15);
    await expect(cards(page)).toHaveCount(15);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'showcase-custodied');
  });

  // spec: 01§4.11
  test('a filter goes back to page 1, 全部 also resets the page size', async ({ page }) => {
    await openShowcase(page);
    await chooseSize(page, 10);
    await page.getByTestId('showcase-pager').getByTitle('3').click();
    await expect(activePage(page)).toHaveText('3');
    await option(page, 'filter-capital', '5000万及以上').click();
    await expect(activePage(page)).toHaveText('1');
    await everyCard(page, 'card-capital', (t) => Number(t.replace(/[, 元]/g, '')) >= 50_000_000);
    await expect(page.getByTestId('showcase-pager')).toContainText('10 条/页');
    await option(page, 'filter-capital', '全部').click();
    await expect(page.getByTestId('showcase-pager')).toContainText('5 条/页');
    await expect(cards(page)).toHaveCount(5);
    // capital 500万以下 shows nothing of 5,000,000.00 and above
    await option(page, 'filter-capital', '500万以下').click();
    await everyCard(page, 'card-capital', (t) => Number(t.replace(/[, 元]/g, '')) < 5_000_000);
    await option(page, 'filter-capital', '全部').click();
    await option(page, 'filter-industry', '制造业').click();
    await everyCard(page, 'card-industry', (t) => t === '制造业');
  });

  // spec: 01§2.27 01§4.11
  test('search on Enter and on the icon, switching type resets everything', async ({ page }) => {
    await openShowcase(page);
    const box = page.getByPlaceholder('请输入企业代码或企业名称');
    await box.fill('600001');
    await box.press('Enter');
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByTestId('showcase-pager')).toContainText('共 1 条');
    await box.fill('秦岭');
    await page.locator('.ant-input-search-button').click();
    await expect(cards(page).first()).toContainText('秦岭');
    await option(page, 'filter-industry', '制造业').click();
    await chooseSize(page, 10);
    await page.getByTestId('showcase-type').getByText('挂牌企业').click();
    await expect(box).toHaveValue('');
    await expect(checked(page, 'filter-industry')).toHaveText('全部');
    await expect(activePage(page)).toHaveText('1');
    await expect(page.getByTestId('showcase-pager')).toContainText('5 条/页');
    await expect(page.getByTestId('showcase-pager')).toContainText('共 20 条');
  });

  // spec: 01§2.29 01§2.30
  test('listed enterprises: sectors, featured zones, city and district, card fields', async ({ page }) => {
    await openShowcase(page, '?isListing=1');
    expect(await rowIds(page)).toEqual(['filter-sector', 'filter-industry', 'filter-city', 'filter-capital']);
    const sectors = await page.getByTestId('filter-sector').getByTestId('filter-sector-option').allInnerTexts();
    expect(sectors).toEqual(['全部', '成长板', '孵化板', '特色板块', '专精特新板']);
    await option(page, 'filter-sector', '特色板块').click();
    await expect(page.getByTestId('filter-featured')).toBeVisible();
    expect(await page.getByTestId('filter-featured').getByTestId('filter-featured-option').allInnerTexts()).toEqual([
      '全部',
      '西咸新区企业专区',
      '曲江文化企业专区',
      '秦创原企业专区',
    ]);
    await option(page, 'filter-featured', '秦创原企业专区').click();
    await everyCard(page, 'card-sector', (t) => t === '特色板块 / 秦创原企业专区');
    // a sector without sub-sectors hides the row and the zone chosen before
    await option(page, 'filter-sector', '成长板').click();
    await expect(page.getByTestId('filter-featured')).toHaveCount(0);
    await everyCard(page, 'card-sector', (t) => t === '成长板');
    await option(page, 'filter-sector', '全部').click();
    // 区级 only for a city with districts
    await expect(page.getByTestId('filter-district')).toHaveCount(0);
    await option(page, 'filter-city', '西安市').click();
    await expect(page.getByTestId('filter-district')).toBeVisible();
    await option(page, 'filter-district', '雁塔区').click();
    await expect(checked(page, 'filter-district')).toHaveText('雁塔区');
    await option(page, 'filter-city', '咸阳市').click();
    await expect(page.getByTestId('filter-district')).toHaveCount(0);
    await option(page, 'filter-city', '西安市').click();
    await expect(checked(page, 'filter-district')).toHaveText('全部');
    const card = cards(page).first();
    for (const label of ['挂牌代码', '挂牌年份', '企业类型', '所属行业', '注册资本', '注册日期', '挂牌板块']) {
      await expect(card).toContainText(`${label}：`);
    }
    await expect(card.getByTestId('card-listing-year')).toHaveText(/^\d{4}$/);
    await option(page, 'filter-city', '全部').click();
    await snap(page, 'showcase-listed');
  });

  // spec: 01§2.29 01§2.30
  test('display enterprises: plates and their card fields', async ({ page }) => {
    await openShowcase(page);
    await page.getByTestId('showcase-type').getByText('展示企业').click();
    await expect(page.getByTestId('showcase-pager')).toContainText('共 16 条');
    expect(await rowIds(page)).toEqual(['filter-industry', 'filter-capital', 'filter-plate']);
    await option(page, 'filter-plate', '科技创新板块').click();
    await everyCard(page, 'card-show-plate', (t) => t === '科技创新板块');
    const card = cards(page).first();
    for (const label of ['展示代码', '展示日期', '企业类型', '所属行业', '注册资本', '注册日期', '展示板块']) {
      await expect(card).toContainText(`${label}：`);
    }
    await expect(card.getByTestId('card-show-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await option(page, 'filter-plate', '全部').click();
    await snap(page, 'showcase-display');
  });

  // spec: 01§2.32
  test('query keys: isListing with sectorName, isRegister, key', async ({ page }) => {
    await openShowcase(page, `?isListing=1&sectorName=${encodeURIComponent('特色板块')}`);
    await expect(page.getByTestId('showcase-type').locator('.ant-radio-button-wrapper-checked')).toHaveText('挂牌企业');
    await expect(checked(page, 'filter-sector')).toHaveText('特色板块');
    await expect(page.getByTestId('filter-featured')).toBeVisible();
    await openShowcase(page, '?isRegister=1');
    await expect(page.getByTestId('showcase-type').locator('.ant-radio-button-wrapper-checked')).toHaveText('托管企业');
    await openShowcase(page, `?key=${encodeURIComponent('600002')}`);
    await expect(page.getByPlaceholder('请输入企业代码或企业名称')).toHaveValue('600002');
    await expect(cards(page)).toHaveCount(1);
  });

  // spec: 01§2.31
  test('logo and name open the detail of each type in a new tab', async ({ page, context }) => {
    await openShowcase(page);
    for (const [type, path, field] of [
      ['托管企业', '/gplistT', 'card-custody-date'],
      ['挂牌企业', '/gplistG', 'card-list-code'],
      ['展示企业', '/gplistZ', 'card-show-code'],
    ] as const) {
      await page.getByTestId('showcase-type').getByText(type).click();
      await expect(page.getByTestId('showcase-type').locator('.ant-radio-button-wrapper-checked')).toHaveText(type);
      // the cards of the new type, not the previous list kept while loading
      await expect(cards(page).first().getByTestId(field)).toBeVisible();
      await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
      const name = (await cards(page).first().getByTestId('company-name').innerText()).trim();
      const [popup] = await Promise.all([context.waitForEvent('page'), cards(page).first().getByTestId('company-name').click()]);
      await expect(popup).toHaveURL(new RegExp(`${path}\\?tenantId=000000&uuid=`));
      await expect(popup.getByTestId('detail-name')).toHaveText(name);
      await popup.close();
      const [logoTab] = await Promise.all([context.waitForEvent('page'), cards(page).first().getByTestId('company-logo').click()]);
      await expect(logoTab).toHaveURL(new RegExp(path));
      await logoTab.close();
    }
  });
});

test.describe('front top menu', () => {
  const visible = async (page: Page) =>
    page.getByTestId('front-menu').locator(':scope > li:not(.ant-menu-overflow-item-rest)').evaluateAll((items) =>
      items.filter((i) => (i as HTMLElement).offsetParent !== null).map((i) => (i.textContent ?? '').trim()),
    );

  for (const [width, shown] of [
    [1600, ['首页', '企业展示', '信息披露', '更多']],
    [1700, ['首页', '企业展示', '信息披露', '会员展示', '更多']],
    [1900, ['首页', '企业展示', '信息披露', '会员展示', '政策展示', '专精特新', '私募基金']],
  ] as const) {
    test(`at ${width} px a visitor sees ${shown.join(' ')}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openShowcase(page);
      await expect.poll(() => visible(page)).toEqual(shown);
      if (width === 1600) await snap(page, 'front-menu-1600');
    });
  }

  // spec: 01§2.26
  test('a holder sees the investment zone; eight entries overflow even at 1900 px', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1900, height: 900 });
    await signIn('personal_demo');
    await closeDialog(page, '选择登记账号');
    await openShowcase(page);
    await expect
      .poll(() => visible(page))
      .toEqual(['首页', '投资专区', '企业展示', '信息披露', '会员展示', '政策展示', '专精特新', '更多']);
  });

  // spec: 01§2.26
  test('disclosure is a submenu of pledge, information and freeze notices; entries open new tabs', async ({ page, context }) => {
    await openShowcase(page);
    await page.getByTestId('front-menu-disclosure').hover();
    const sub = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)');
    await expect(sub.getByRole('menuitem')).toHaveText(['质押公告', '信息公告', '冻结公告']);
    const pledge = page.getByTestId('front-menu-pledgeList');
    await expect(pledge).toBeVisible();
    await expect(pledge).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), pledge.click()]);
    await expect(tab).toHaveURL(/\/pledgeList$/);
    await expect(tab.getByRole('row')).toHaveCount(6);
    await tab.close();
    await expect(page.getByTestId('front-menu-companyList')).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('public-footer')).toContainText('关于我们');
  });

  // spec: 01§2.25
  test('the language switch turns the page English and back', async ({ page }) => {
    await openShowcase(page);
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByTestId('showcase-type')).toContainText('Custodied');
    await expect(page.getByTestId('front-menu')).toContainText('Enterprises');
    await expect(page.getByPlaceholder('Enterprise code or name')).toBeVisible();
    await snap(page, 'showcase-english');
    await page.getByTestId('language-dropdown').click();
    await expect(page.getByRole('menuitem', { name: 'English' })).toHaveClass(/disabled/);
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page.getByTestId('showcase-type')).toContainText('托管企业');
  });
});

test.describe('disclosure, notices, policies, members, funds', () => {
  test('information list and report detail', async ({ page, context }) => {
    await page.goto('/information');
    const list = page.getByTestId('information-list');
    await expect(list.locator('.ant-list-item')).toHaveCount(10);
    await page.locator('.ant-segmented').getByText('定期报告', { exact: true }).click();
    await expect.poll(async () => (await list.locator('.ant-list-item h4').allInnerTexts()).every((t) => t.startsWith('[定期报告]'))).toBe(true);
    const [tab] = await Promise.all([context.waitForEvent('page'), list.locator('.ant-list-item a').first().click()]);
    await expect(tab).toHaveURL(/\/information\/reportDetail\/disc-/);
    await expect(tab.getByTestId('article')).toContainText('公告如下');
    await tab.close();
    await snap(page, 'information');
  });

  test('pledge and freeze notices with their details', async ({ page, context }) => {
    for (const [list, detail, count, party] of [
      ['/pledgeList', '/pledgeDetail', 5, '质权人'],
      ['/frozenList', '/frozenDetail', 3, '冻结机关'],
    ] as const) {
      await page.goto(list);
      await expect(page.getByRole('row')).toHaveCount(count + 1);
      await expect(page.getByRole('columnheader', { name: party })).toBeVisible();
      const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('row').nth(1).getByRole('link').click()]);
      await expect(tab).toHaveURL(new RegExp(`${detail}\\?id=`));
      await expect(tab.getByTestId('article')).toContainText(party);
      await tab.close();
    }
  });

  test('policies, members, specialised list and funds', async ({ page }) => {
    await page.goto('/policiesShow');
    await expect(page.getByTestId('policies-page').locator('.ant-list-item')).toHaveCount(8);
    await page.goto('/policiesDetail?id=policy-000');
    await expect(page.getByTestId('article-title')).toHaveText('关于规范发展区域性股权市场的通知');
    await page.goto('/memberList');
    await expect(page.getByTestId('member-card')).toHaveCount(10);
    await page.locator('.ant-segmented').getByText('专业服务机构', { exact: true }).click();
    await expect(page.getByTestId('member-card')).toHaveCount(3);
    await page.goto('/memberDetails?id=member-000');
    await expect(page.getByTestId('detail-name')).toHaveText('长安证券服务有限公司');
    await page.goto('/specializationNewList');
    await expect(page.getByTestId('specialisation-page').getByRole('row').nth(1)).toContainText('专精特新');
    await page.goto('/privateEquityFund');
    await expect(page.getByTestId('private-equity-fund-page')).toContainText('500,000,000.00');
    await snap(page, 'private-equity-fund');
    await page.goto('/index/memberList');
    await expect(page.getByTestId('member-card').first()).toBeVisible();
  });
});
