import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { CompanyAdminPage } from './company-admin-page';

const DOSSIER = 'POST /api/rem-registrationbizweb/company/currentCompany';
const DICT = 'GET /api/blade-system/dict-biz/dictionary';

describe('企业管理 (/companyAdmin)', () => {
  beforeEach(() => signedIn('org'));

  it('shows the current enterprise\'s dossier read-only: codes, type, capital, dates, certificate, standing, services, products', async () => {
    fakeApi({
      [DICT]: () => ({ data: [{ dictKey: '1', dictValue: '统一社会信用代码' }] }),
      [DOSSIER]: () => ({
        data: {
          company: { uuid: 'c-1', name: '西安秦创智能科技股份有限公司', shortName: '秦创智能', code: '100001', registerDate: '2018-03-01',
            registryDate: '2020-06-18', registeredCapital: '12000000.00', companyType: 2, industryName: '软件和信息技术服务业', idType: '1',
            idNumber: '91610131MA6TX0001A', labelName: null, listCode: 'G0001', listingDate: '2024-05-01', sectorName: '成长板', featuredSectorName: null,
            showCode: null, showTimeStart: null, showPlateName: null },
          services: [{ serviceType: 1, serviceStatus: 2, serviceStatusStartDate: '2020-06-18', serviceStatusEndDate: '2026-01-01', statusUpdateReason: '终止托管' }],
          products: [{ productCode: '100001', productName: '秦创智能股权', totalShares: 10000000, held: 10000000, pledged: 0, frozen: 0, holders: 5, conserved: true }],
          standing: { isRegister: 1, isListing: 1, showStatus: 0, hitechStatus: 0, hasProduct: 1 },
        },
      }),
    });
    renderRoutes([{ path: '/companyAdmin', element: <CompanyAdminPage /> }], '/companyAdmin');
    expect(await screen.findByTestId('company-name')).toHaveTextContent('西安秦创智能科技股份有限公司');
    expect(screen.getByText('股份有限公司')).toBeInTheDocument();
    expect(screen.getByText('12,000,000.00 元')).toBeInTheDocument();
    expect(await screen.findByText('统一社会信用代码 91610131MA6TX0001A')).toBeInTheDocument();
    expect(screen.getByTestId('admin-listing')).toHaveTextContent('已挂牌');
    expect(screen.getByTestId('admin-show')).toHaveTextContent('未展示');
    expect(screen.getByTestId('service-status-1')).toHaveTextContent('已终止');
    expect(screen.getByText('终止托管')).toBeInTheDocument();
    expect(screen.getByText('秦创智能股权（100001）')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
