import { request as playwrightRequest, type Page } from '@playwright/test';
import { apiOf, chooseAccount, expect, test } from './fixtures';
import { screenshotDir } from './helpers';
import { useOwnServer } from './own-server';

/**
 * Issue 24, bond payments (兑付兑息): a bond of 秦创智能 is filed, opened and issued through the
 * API (张伟 2000000001 1 000 units, 丝路投资 1000000001 700). A recheck reviewer opens the
 * issuance's detail, records a payment (兑付兑息登记: 5.5 %, 500 units redeemed; a rate of five
 * places is refused at its field first) and sees both accounts' rows in 兑付明细; 张伟 opens
 * 兑付明细 from 我的持股信息 and sees his own row only: 294 units redeemed, 29,400.00 principal,
 * 5,500.00 interest. The payment changes the register, so the file runs on a server of its own.
 */
// spec: 01§2 Bond payment detail dialog; 01§7 bondPayment/queryBondPaymentInfos 01§5 Thousands formatting
const own = useOwnServer(41);
const bondName = '秦创智能2027年兑付债（浏览器）';

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screenshotDir}bond-payment-${name}.png` });
}

/** The bond filed, opened and issued by API, each application approved by both reviewers; answers the issuance's bizSn. */
async function issueBond(): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL: own.url });
  const api = apiOf(context);
  const [org, first, recheck] = await Promise.all(['org_demo', 'staff_first', 'staff_recheck'].map((a) => api.token(a)));
  const approved = async (body: unknown) => {
    const submitted = await api.post(org, '/api/rem-registrationbizweb/application/submit', body);
    for (const reviewer of [first, recheck]) {
      await api.post(reviewer, '/api/rem-registrationbizweb/taskItem/complete', { uuid: submitted.uuid, action: 'approve', memo: '同意' });
    }
    return submitted;
  };
  const row = {
    chineseName: bondName, productShort: '秦创27兑付', raiseBeginDate: '2026-12-01', raiseEndDate: '2026-12-15',
    bondAmount: 1_000_000, successRate: '10', fundraisingMethods: '2', publishArea: '1', contactName: '王敏', contactPhone: '13912345678',
    parValue: '100', price: '100', transactionBase: 10, buyMin: 10, buyMax: 1000, bondTerm: 3, bondTermType: '1',
    rateBeginDate: '2026-12-16', rateEndDate: '2029-12-15', rateBondOption: '0', redeemBondOption: '0', provisionBondOption: '0',
    zhuanguOption: '0', isDesignRepay: '0', isTransfer: '0', fundUseTypeKey: '255', descriptionFundUse: '补充日常经营所需流动资金',
    bondServiceProvidersList: [{ isPartnerMember: '1', serviceProviderCode: 'M00001', serviceProviderName: '长安证券服务有限公司', serviceProviderCategoryCode: '4', feeCurrency: 'CNY', feeAmount: '20000.00' }],
  };
  await approved({ appId: '550082', formData: { companyId: 'c-qinchuang', bondInfoList: [row] } });
  const filed = (await api.get(org, '/api/rem-registrationbizweb/privateBond/bondsToIssue?status=1')) as unknown as { bondId: string; chineseName: string }[];
  const bondId = filed.find((b) => b.chineseName === bondName)?.bondId;
  expect(bondId).toBeTruthy();
  await approved({ appId: '550023', formData: { productType: '2', bondId, filingDate: '2024-05-20', description: '债券发行备案', filingFiles: [{ attachId: 'f-1', originalName: '材料.pdf' }] } });
  const issued = await approved({
    appId: '550024',
    formData: {
      productType: '2', bondId, changeReason: '认购完成',
      bondSubscriptionList: [
        { accountNumber: '2000000001', holderName: '张伟', units: 1000 },
        { accountNumber: '1000000001', holderName: '陕西丝路投资管理有限公司', units: 700 },
      ],
    },
  });
  await context.dispose();
  return issued.bizSn as string;
}

test('staff record a bond payment and the investor finds his row in 兑付明细', async ({ browser }) => {
  test.setTimeout(240_000);
  const bizSn = await issueBond();

  const staff = await own.signedInOn(browser, 'staff_recheck');
  await staff.goto(`/550024/detail?bizSn=${bizSn}`);
  await expect(staff.getByTestId('issue-bond-status')).toHaveText('已发行');
  await staff.getByTestId('bond-payment-record').click();
  const form = staff.getByRole('dialog', { name: /兑付兑息登记/ });
  await expect(form.getByTestId('bond-payment-outstanding')).toContainText('未兑付份数 1,700 份');
  await form.locator('#bondPayment_paymentDate').fill('2027-12-16');
  await form.locator('#bondPayment_paymentDate').press('Enter');
  await form.locator('#bondPayment_profit').fill('5.12345');
  await form.locator('#bondPayment_refundNum').fill('500');
  await form.locator('#bondPayment_remark').fill('首次部分兑付');
  await staff.getByTestId('bond-payment-save').click();
  await expect(form.getByText('票面利率需为大于0且最多4位小数的数字')).toBeVisible();
  await shot(staff, 'record-refused');
  await form.locator('#bondPayment_profit').fill('5.5');
  await staff.getByTestId('bond-payment-save').click();
  await expect(staff.getByText('已登记兑付，共2个账户')).toBeVisible();
  await expect(staff.getByTestId('issue-bond-units')).toHaveText('1,200');

  await staff.getByTestId('issue-bond').getByRole('button', { name: '兑付明细' }).click();
  const all = staff.getByRole('dialog', { name: /兑付明细/ });
  await expect(all.getByRole('row').filter({ hasText: '1000000001' })).toContainText('20,600.00');
  await expect(all.getByRole('row').filter({ hasText: '2000000001' })).toContainText('34,900.00');
  await shot(staff, 'staff-dialog');

  const investor = await own.signedInOn(browser, 'personal_demo');
  await chooseAccount(investor, '2000000001');
  await investor.goto('/gd/wdcgxx');
  await investor.getByTestId('bond-holdings').getByRole('button', { name: '兑付明细' }).click();
  const mine = investor.getByRole('dialog', { name: /兑付明细/ });
  const rows = mine.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  const cells = rows.first().locator('td');
  await expect(cells).toHaveText([
    '2027-12-16', /-20271216-01$/, '2000000001', '张伟', '1,000', '706', '5.5', '294',
    '29,400.00', '5,500.00', '34,900.00', '0.00', '0.00', '首次部分兑付',
  ]);
  await shot(investor, 'investor-dialog');
});
