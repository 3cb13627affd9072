import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { CompanyBusinessPage } from './company-business-page';
import { CustodyServicesPage } from './custody-services-page';
import { ListingBusinessPage } from './listing-business-page';

const DOSSIER = 'POST /api/rem-registrationbizweb/company/currentCompany';
const STARTABLE = 'GET /api/rem-registrationbizweb/flow/listStartable';

const dossier = {
  company: { uuid: 'c-1', name: '西安秦创智能科技股份有限公司', shortName: '秦创智能', code: '100001', registerDate: '2018-03-01',
    registryDate: '2020-06-18', registeredCapital: '10000000.00', companyType: 2, industryName: '软件和信息技术服务业', idType: '1',
    idNumber: '91610131MA6TX0001A', labelName: null, listCode: null, listingDate: null, sectorName: null, featuredSectorName: null,
    showCode: 'Z0001', showTimeStart: '2026-01-01', showPlateName: '科技创新板' },
  services: [
    { serviceType: 1, serviceStatus: 1, serviceStatusStartDate: '2020-06-18', serviceStatusEndDate: null, statusUpdateReason: null },
    { serviceType: 2, serviceStatus: 1, serviceStatusStartDate: '2026-01-01', serviceStatusEndDate: null, statusUpdateReason: null },
  ],
  products: [{ productCode: '100001', productName: '秦创智能股权', totalShares: 10000000, held: 10000000, pledged: 0, frozen: 0, holders: 5, conserved: true }],
  standing: { isRegister: 1, isListing: 0, showStatus: 1, hitechStatus: 0, hasProduct: 1 },
};

const flows = [
  { appId: '550001', name: '企业登记托管', category: '企业业务' },
  { appId: '550002', name: '增资', category: '企业业务' },
  { appId: '550092', name: '企业展示', category: '企业业务' },
  { appId: '550116', name: '企业信息变更', category: '企业业务' },
  { appId: '550008', name: '股份质押', category: '投资者业务' },
];

describe('登记托管 (/businessApply), 挂牌业务 (/gpywbl) and 企业业务办理 (/companyApply)', () => {
  beforeEach(() => signedIn('org'));

  // spec: 01§2.38
  it('登记托管 shows the custody, its services and product, and starts only custody businesses', async () => {
    fakeApi({ [DOSSIER]: () => ({ data: dossier }), [STARTABLE]: () => ({ data: flows }) });
    const view = renderRoutes(
      [
        { path: '/businessApply', element: <CustodyServicesPage /> },
        { path: '/process/apply', element: <div data-testid="apply" /> },
      ],
      '/businessApply',
    );
    expect(await screen.findByTestId('custody-state')).toHaveTextContent('已托管');
    expect(screen.getAllByText('2020-06-18')).toHaveLength(2); // the custody date and the service's start
    expect(screen.getByText('秦创智能股权（100001）')).toBeInTheDocument();
    expect(screen.getByTestId('service-status-1')).toHaveTextContent('服务中');
    expect(await screen.findByTestId('start-550001')).toBeInTheDocument();
    expect(screen.getByTestId('start-550002')).toBeInTheDocument();
    expect(screen.queryByTestId('start-550092')).toBeNull();
    expect(screen.queryByTestId('start-550008')).toBeNull();
    await userEvent.click(screen.getByTestId('start-550002'));
    expect(await screen.findByTestId('apply')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?appId=550002&nodeId=apply');
  });

  // spec: 01§2.39
  it('挂牌业务 shows the listing and display standing and starts the listing businesses', async () => {
    fakeApi({ [DOSSIER]: () => ({ data: dossier }), [STARTABLE]: () => ({ data: flows }) });
    renderRoutes([{ path: '/gpywbl', element: <ListingBusinessPage /> }], '/gpywbl');
    expect(await screen.findByTestId('listing-state')).toHaveTextContent('未挂牌');
    expect(screen.getByTestId('show-state')).toHaveTextContent('展示中');
    expect(screen.getByText('Z0001')).toBeInTheDocument();
    expect(await screen.findByTestId('start-550092')).toBeInTheDocument();
    expect(screen.queryByTestId('start-550001')).toBeNull();
  });

  it('asks to choose an enterprise first when none is current', async () => {
    fakeApi({ [DOSSIER]: () => ({ status: 400, msg: '请先选择企业' }), [STARTABLE]: () => ({ data: flows }) });
    renderRoutes([{ path: '/businessApply', element: <CustodyServicesPage /> }], '/businessApply');
    expect(await screen.findByTestId('company-none')).toHaveTextContent('请先选择企业');
  });

  // spec: 01§2.39
  it('企业业务办理 shows the standing and starts the enterprise businesses neither custody nor listing', async () => {
    fakeApi({ [DOSSIER]: () => ({ data: dossier }), [STARTABLE]: () => ({ data: flows }) });
    renderRoutes([{ path: '/companyApply', element: <CompanyBusinessPage /> }], '/companyApply');
    expect(await screen.findByTestId('company-business-name')).toHaveTextContent('西安秦创智能科技股份有限公司');
    expect(screen.getByText('已托管')).toBeInTheDocument();
    expect(screen.getByText('未挂牌')).toBeInTheDocument();
    expect(await screen.findByTestId('start-550116')).toBeInTheDocument();
    // custody, listing and investors' businesses are started elsewhere
    for (const other of ['550001', '550002', '550092', '550008']) expect(screen.queryByTestId(`start-${other}`)).toBeNull();
  });
});
