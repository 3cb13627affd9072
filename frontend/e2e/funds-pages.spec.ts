import { request as playwrightRequest, type Page } from '@playwright/test';
import { apiOf, expect, test, type Api } from './fixtures';
import { errorsOf, screenshotDir } from './helpers';
import { useOwnServer } from './own-server';

/**
 * Issue 24: the private fund, convertible bond, service, risk assessment, buyback, knowledge
 * base and investment institution pages, each as a user entitled to it: real content from the
 * server, no 建设中, no browser error. The data they show is made first through the API (a
 * convertible bond filed and approved, a buyback approved, two articles written), which changes
 * the register: a server of the file's own.
 */
// spec: 01§2 /smjjApply /smApply /privateCBApply /550026/apply /550052/detail /companyServiceApply /ipoKnowledgeBase /investmentInstitution
const own = useOwnServer(38);
const company = '西安秦创智能科技股份有限公司';
const bondName = '秦创智能2027年可转换公司债';

async function visit(page: Page, path: string, testId: string, shot: string) {
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible();
  await expect(page.getByTestId('under-construction')).toHaveCount(0);
  await expect(page.getByText('建设中')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screenshotDir}funds-${shot}.png`, fullPage: true });
}

async function approve(api: Api, uuid: string) {
  const [first, recheck] = await Promise.all([api.token('staff_first'), api.token('staff_recheck')]);
  await api.post(first, '/api/rem-registrationbizweb/taskItem/complete', { uuid, action: 'approve', memo: '同意' });
  const done = await api.post(recheck, '/api/rem-registrationbizweb/taskItem/complete', { uuid, action: 'approve', memo: '同意' });
  expect(done.status).toBe('approved');
}

/** The data the pages show: a convertible bond, a buyback and two articles. Answers the buyback's bizSn. */
async function arrange(api: Api): Promise<string> {
  const org = await api.token('org_demo');
  const submit = (appId: string, formData: unknown) => api.post(org, '/api/rem-registrationbizweb/application/submit', { appId, formData });
  const bond = await submit('550082', { companyId: 'c-qinchuang', bondInfoList: [{
    chineseName: bondName, productShort: '秦创27转债', raiseBeginDate: '2027-01-04', raiseEndDate: '2027-01-15',
    bondAmount: 1_000_000, successRate: '80', fundraisingMethods: '2', publishArea: '1', contactName: '王敏', contactPhone: '13912345678',
    parValue: '100', price: '100', transactionBase: 10, buyMin: 10, buyMax: 1000, bondTerm: 3, bondTermType: '1',
    rateBeginDate: '2027-01-16', rateEndDate: '2030-01-15', rateBondOption: '0', redeemBondOption: '0', provisionBondOption: '0',
    zhuanguOption: '1', bondOptionList: [{ optionType: '4', optionDate: '2028-01-16', optionContent: '每张债券可按每股5元转为公司股份' }],
    isDesignRepay: '0', isTransfer: '0', fundUseTypeKey: '255', descriptionFundUse: '补充日常经营所需流动资金',
    bondServiceProvidersList: [{ isPartnerMember: '1', serviceProviderCode: 'M00001', serviceProviderName: '长安证券服务有限公司',
      serviceProviderCategoryCode: '4', feeCurrency: 'CNY', feeAmount: '20000.00' }],
  }] });
  await approve(api, String(bond.uuid));
  const buyback = await submit('550052', { productCode: '100001', changeReason: '回购注销股权激励股份',
    shareChangeList: [{ accountNumber: '1000000101', holderName: '西安秦创控股有限公司', volume: 2000 }] });
  await approve(api, String(buyback.uuid));
  const admin = await api.token('admin');
  await api.post(admin, '/api/blade-desk/knowledge/submit', { category: '上市条件', title: '北交所上市的财务条件',
    content: '预计市值不低于2亿元。\n\n最近两年净利润均不低于1500万元，加权平均净资产收益率平均不低于8%。' });
  await api.post(admin, '/api/blade-desk/knowledge/submit', { category: '常见问题', title: '挂牌和上市有什么不同',
    content: '挂牌在区域性股权市场，上市在证券交易所。' });
  return String(buyback.bizSn);
}

test('each fund, bond, service, buyback, knowledge and institution page shows its real content', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await playwrightRequest.newContext({ baseURL: own.url });
  const bizSn = await arrange(apiOf(context));

  const org = await own.enterpriseOn(browser, company);
  const orgErrors = errorsOf(org);
  for (const path of ['/privateCBApply', '/smApply']) {
    await visit(org, path, 'convertible-bond-page', path.slice(1));
    await expect(org.getByTestId('convertible-bonds')).toContainText(bondName);
    await expect(org.getByTestId('convertible-bonds')).toContainText('每张债券可按每股5元转为公司股份');
    await expect(org.getByTestId('start-550082')).toBeVisible();
    await expect(org.getByTestId('my-applications')).toContainText('债券备案');
  }
  await visit(org, '/companyServiceApply', 'company-service-apply', 'companyServiceApply');
  await expect(org.getByTestId('company-service-apply')).toContainText(`${company}的服务`);
  await expect(org.getByTestId('company-services')).toBeVisible();
  await expect(org.getByTestId('start-550092')).toBeVisible();

  await visit(org, `/550052/detail?bizSn=${bizSn}`, 'buyback-detail', 'buyback');
  await expect(org.getByTestId('buyback-status')).toHaveText('已办结');
  await expect(org.getByTestId('buyback-rows')).toContainText('西安秦创控股有限公司');
  await expect(org.getByTestId('buyback-taken')).toHaveText('2,000');
  await expect(org.getByTestId('buyback-total')).toContainText('→');

  await visit(org, '/ipoKnowledgeBase', 'ipo-knowledge-base', 'knowledge');
  await org.getByPlaceholder('搜索标题或内容').fill('净利润');
  await org.getByPlaceholder('搜索标题或内容').press('Enter');
  await expect(org.getByTestId('knowledge-table')).not.toContainText('挂牌和上市有什么不同');
  await org.getByRole('button', { name: '北交所上市的财务条件' }).click();
  await expect(org.getByTestId('knowledge-article')).toContainText('最近两年净利润均不低于1500万元');
  await org.screenshot({ path: `${screenshotDir}funds-knowledge-article.png` });

  await visit(org, '/investmentInstitution', 'investment-institutions', 'institutions');
  await org.getByRole('button', { name: '陕西丝路投资管理有限公司' }).click();
  await expect(org.getByTestId('institution-detail')).toBeVisible();
  await org.screenshot({ path: `${screenshotDir}funds-institution.png` });
  expect(orgErrors).toEqual([]);

  const investor = await own.signedInOn(browser, 'orgholder_demo');
  const investorErrors = errorsOf(investor);
  await visit(investor, '/smjjApply', 'private-fund-page', 'smjjApply');
  await expect(investor.getByTestId('start-550222')).toBeVisible();
  await expect(investor.getByTestId('fund-shares')).toContainText('100001');
  await visit(investor, '/550026/apply', 'investor-risk-page', 'risk');
  await expect(investor.getByTestId('form-title')).toHaveText('投资者风险测评');
  expect(investorErrors).toEqual([]);
  await context.dispose();
});
