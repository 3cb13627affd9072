import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { InvestmentInstitutionPage } from './investment-institution-page';

const PAGE = 'GET /api/rem-registrationbizweb/investmentInstitution/page';
const DETAIL = 'GET /api/rem-registrationbizweb/investmentInstitution/detail';

const silkRoad = {
  id: 'h-silk-road', name: '陕西丝路投资管理有限公司', creditCode: '91610000MA6TSL0018', legalPerson: '程新', category: '一般机构投资者',
  netAssets: '5000', registeredCapital: null, address: null, latestAt: 1764000000,
  businesses: [{ bizSn: '55003220261130000001', appId: '550032', bizTypeName: '机构投资者认证', completedAt: 1764000000 }],
};

// spec: 01§2 /investmentInstitution
describe('/investmentInstitution', () => {
  beforeEach(() => signedIn('personalholder'));

  it('lists the institutions, searches by name or code, pages and opens one', async () => {
    const api = fakeApi({
      [PAGE]: () => ({ data: { records: [silkRoad], total: 11, current: 1, size: 10 } }),
      [DETAIL]: () => ({ data: silkRoad }),
    });
    const view = renderRoutes([{ path: '/investmentInstitution', element: <InvestmentInstitutionPage /> }], '/investmentInstitution');
    expect(await screen.findByText('陕西丝路投资管理有限公司')).toBeInTheDocument();
    expect(screen.getByText('共 11 家')).toBeInTheDocument();
    expect(screen.getByText('一般机构投资者')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('机构名称或统一社会信用代码'), '丝路{enter}');
    await waitFor(() => expect(api.of(PAGE).at(-1)?.params).toMatchObject({ key: '丝路', current: 1, size: 10 }));
    await userEvent.click(screen.getByTestId('institution-h-silk-road'));
    const detail = await screen.findByTestId('institution-detail');
    expect(detail).toHaveTextContent('91610000MA6TSL0018');
    expect(detail).toHaveTextContent('机构投资者认证');
    expect(view.router.state.location.search).toBe('?id=h-silk-road');
  });

  it('an empty directory says so', async () => {
    fakeApi({ [PAGE]: () => ({ data: { records: [], total: 0, current: 1, size: 10 } }) });
    renderRoutes([{ path: '/investmentInstitution', element: <InvestmentInstitutionPage /> }], '/investmentInstitution');
    expect(await screen.findByText('暂无投资机构')).toBeInTheDocument();
  });
});
