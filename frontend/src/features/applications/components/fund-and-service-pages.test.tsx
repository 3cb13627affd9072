import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FiledBond } from '@/api/issuer-bonds';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { BuybackDetailPage } from './buyback-detail-page';
import { CompanyServiceApplyPage, serviceDetailLink } from './company-service-apply-page';
import { ConvertibleBondPage, convertibleDetailLink, isConvertible } from './convertible-bond-page';
import { PrivateFundPage } from './private-fund-page';

const DOSSIER = 'POST /api/rem-registrationbizweb/company/currentCompany';
const STARTABLE = 'GET /api/rem-registrationbizweb/flow/listStartable';
const MINE = 'POST /api/rem-registrationbizweb/application/list';
const HOLDINGS = 'POST /api/rem-registrationbizweb/holder/queryHoldings';
const BONDS = 'GET /api/rem-registrationbizweb/privateBond/bonds';
const BUYBACK = 'GET /api/rem-registrationbizweb/buyback/detail';
const DICT = 'GET /api/blade-system/dict-biz/dictionary';

const dossier = {
  company: { uuid: 'c-1', name: '西安秦创智能科技股份有限公司', code: '100001', registryDate: '2020-06-18' },
  services: [{ serviceType: 2, serviceStatus: 1, serviceStatusStartDate: '2026-01-01', serviceStatusEndDate: null, statusUpdateReason: null }],
  products: [],
  standing: { isRegister: 1, isListing: 0, showStatus: 1, hitechStatus: 0, hasProduct: 1 },
};

const flows = [
  { appId: '550222', name: '私募基金份额转让', category: '投资者业务' },
  { appId: '550223', name: '基金份额转让项目登记', category: '投资者业务' },
  { appId: '550004', name: '股份转让', category: '投资者业务' },
  { appId: '550082', name: '债券备案', category: '企业业务' },
  { appId: '550023', name: '发行备案', category: '企业业务' },
  { appId: '550092', name: '企业展示', category: '企业业务' },
  { appId: '550100', name: '收费业务', category: '企业业务' },
  { appId: '550002', name: '增资', category: '企业业务' },
];

const app = (appId: string, bizSn: string, status: string, createdAt: number) => ({
  uuid: `u-${bizSn}`, bizSn, appId, bizTypeName: flows.find((f) => f.appId === appId)?.name ?? appId, status,
  currentNode: 'PreliminaryApprove', currentNodeName: status === 'running' ? '初审' : null, createdAt, completedAt: null,
});

/** Answers `application/list` per business asked. */
const mine = (apps: ReturnType<typeof app>[]) => (config: { data?: string }) => {
  const { appId } = JSON.parse(config.data ?? '{}') as { appId: string };
  const records = apps.filter((a) => a.appId === appId);
  return { data: { records, totalRecord: records.length } };
};

const bond = (productCode: string, optionType: string): FiledBond =>
  ({
    id: `b-${productCode}`, companyId: 'c-1', companyName: '秦创', applicationId: 'a', productCode, chineseName: `债券${productCode}`,
    productShort: null, status: '1', raiseBeginDate: '2026-01-01', raiseEndDate: '2026-02-01', bondAmount: 1000000, parValue: '100',
    price: '100', transactionBase: 1, buyMin: null, buyMax: null, bondTerm: 3, bondTermType: '1', rateBeginDate: '2026-02-01',
    rateEndDate: '2029-02-01', fundraisingMethods: '1', publishArea: null, fundUseType: '1', filedAt: 1764000000, issuedUnits: 0,
    bondServiceProvidersList: [], investorsList: [],
    bondOptionList: [{ seq: 1, optionType, optionDate: '2027-02-01', content: optionType === '4' ? '按每股5元转为公司股份' : '赎回' }],
  }) as FiledBond;

// spec: 01§2 /smjjApply /smApply /privateCBApply /companyServiceApply /550052/detail
describe('the private fund, convertible bond, service and buyback pages', () => {
  beforeEach(() => signedIn('org'));

  it('/smjjApply starts the fund businesses only and lists the fund shares and fund applications', async () => {
    signedIn('orgholder');
    fakeApi({
      [STARTABLE]: () => ({ data: flows }),
      [MINE]: mine([app('550222', 'B2', 'running', 1764000100), app('550223', 'B1', 'approved', 1764000000), app('550004', 'B0', 'running', 1764000200)]),
      [HOLDINGS]: () => ({ data: { records: [{ productId: 'p', productCode: 'F001', productName: '秦岭一号私募基金', companyId: null, companyName: '秦岭资本',
        companyShortName: null, volume: 1200000, pledged: 100, frozen: 0, freeVolume: 1199900, faceValue: '1', marketValue: '1200000' }], total: 1, pageNo: 1, pageSize: 100 } }),
    });
    renderRoutes([{ path: '/smjjApply', element: <PrivateFundPage /> }], '/smjjApply');
    expect(await screen.findByTestId('start-550222')).toBeInTheDocument();
    expect(screen.getByTestId('start-550223')).toBeInTheDocument();
    expect(screen.queryByTestId('start-550004')).toBeNull();
    expect(await screen.findByText('秦岭一号私募基金（F001）')).toBeInTheDocument();
    expect(screen.getByText('1,199,900')).toBeInTheDocument();
    const table = screen.getByTestId('my-applications');
    expect(await within(table).findByText('B2')).toBeInTheDocument();
    // newest first, the share transfer (550004) not a fund business
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent ?? '');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('办理中');
    expect(rows[1]).toContain('已办结');
  });

  it('a bond is convertible with a 转股选择权 clause; each business opens its own detail', () => {
    expect(isConvertible(bond('B1', '4'))).toBe(true);
    expect(isConvertible(bond('B2', '2'))).toBe(false);
    expect(convertibleDetailLink(app('550023', 'S1', 'running', 1))).toBe('/550023/detail?bizSn=S1');
    expect(convertibleDetailLink(app('550082', 'S2', 'running', 1))).toBe('/process/ywlsDetail?bizSn=S2');
  });

  it.each(['/smApply', '/privateCBApply'])('%s lists only the convertible bonds and starts the bond businesses', async (path) => {
    const api = fakeApi({
      [DOSSIER]: () => ({ data: dossier }),
      [STARTABLE]: () => ({ data: flows }),
      [BONDS]: () => ({ data: [bond('880001', '4'), bond('880002', '2')] }),
      [DICT]: () => ({ data: [{ dictKey: '1', dictValue: '已备案' }] }),
      [MINE]: mine([app('550082', 'S1', 'running', 1764000000)]),
    });
    renderRoutes([{ path, element: <ConvertibleBondPage /> }], path);
    expect(await screen.findByText('债券880001')).toBeInTheDocument();
    expect(screen.queryByText('债券880002')).toBeNull();
    expect(screen.getByText('2027-02-01 按每股5元转为公司股份')).toBeInTheDocument();
    expect(await screen.findByText('已备案')).toBeInTheDocument();
    expect(await screen.findByTestId('start-550082')).toBeInTheDocument();
    expect(screen.queryByTestId('start-550092')).toBeNull();
    expect(await screen.findByText('S1')).toBeInTheDocument();
    expect(api.of(BONDS)[0].params).toMatchObject({ companyId: 'c-1' });
  });

  it('/companyServiceApply shows the services with their states and starts the service businesses', async () => {
    fakeApi({ [DOSSIER]: () => ({ data: dossier }), [STARTABLE]: () => ({ data: flows }), [MINE]: mine([app('550100', 'C1', 'rejected', 1764000000)]) });
    renderRoutes([{ path: '/companyServiceApply', element: <CompanyServiceApplyPage /> }], '/companyServiceApply');
    expect(await screen.findByTestId('service-status-2')).toHaveTextContent('服务中');
    expect(await screen.findByTestId('start-550092')).toBeInTheDocument();
    expect(screen.getByTestId('start-550100')).toBeInTheDocument();
    expect(screen.queryByTestId('start-550002')).toBeNull();
    expect(await screen.findByText('已驳回')).toBeInTheDocument();
  });

  // spec: 02§2 /550092/compile 02§2 /550092/detail
  it('企业展示 550092 opens its own pages: /550092/compile to apply, /550092/detail to read', async () => {
    fakeApi({ [DOSSIER]: () => ({ data: dossier }), [STARTABLE]: () => ({ data: flows }), [MINE]: mine([]) });
    renderRoutes(
      [
        { path: '/companyServiceApply', element: <CompanyServiceApplyPage /> },
        { path: '/550092/compile', element: <div data-testid="showcase-compile" /> },
      ],
      '/companyServiceApply',
    );
    await userEvent.click(await screen.findByTestId('start-550092'));
    expect(await screen.findByTestId('showcase-compile')).toBeInTheDocument();
    expect(serviceDetailLink(app('550092', 'S9', 'running', 1))).toBe('/550092/detail?bizSn=S9');
    expect(serviceDetailLink(app('550100', 'C1', 'running', 1))).toBe('/process/ywlsDetail?bizSn=C1');
  });

  it('/550052/detail shows the product, the holders and the register before and after', async () => {
    const api = fakeApi({
      [BUYBACK]: () => ({ data: { uuid: 'u', bizSn: 'BB1', bizTypeName: '回购注销', status: 'approved', applicantName: '王芳', createdAt: 1764000000,
        completedAt: 1764000600, productCode: '100001', productName: '秦创智能股权', changeReason: '回购注销激励股份',
        rows: [{ accountNumber: '1000000101', holderName: '西安秦创控股有限公司', volume: 2000, before: 6000000, after: 5998000 }],
        totalBefore: 10000000, totalAfter: 9998000, projected: false } }),
    });
    renderRoutes([{ path: '/550052/detail', element: <BuybackDetailPage /> }], '/550052/detail?bizSn=BB1');
    expect(await screen.findByTestId('buyback-product')).toHaveTextContent('秦创智能股权（100001）');
    expect(screen.getByTestId('buyback-total')).toHaveTextContent('10,000,000 → 9,998,000');
    expect(screen.getByText('6,000,000')).toBeInTheDocument();
    expect(screen.getByText('5,998,000')).toBeInTheDocument();
    expect(screen.getByTestId('buyback-status')).toHaveTextContent('已办结');
    expect(screen.queryByTestId('buyback-projected')).toBeNull();
    expect(api.of(BUYBACK)[0].params).toMatchObject({ bizSn: 'BB1' });
  });

  it('/550052/detail shows the refusal in place', async () => {
    fakeApi({ [BUYBACK]: () => ({ status: 400, msg: '该业务不是回购注销' }) });
    renderRoutes([{ path: '/550052/detail', element: <BuybackDetailPage /> }], '/550052/detail?bizSn=X');
    expect(await screen.findByTestId('buyback-error')).toHaveTextContent('该业务不是回购注销');
  });
});
