// spec: 01§2 /companyAdmin/companyManage1/detail/{id} 01§2 /companyAdmin/companyManage1/edit/{id} 01§2 /companyAdmin/companyManage2/detail/{id} 01§2 /companyAdmin/companyManage2/edit/{id} 02§5 请不要输入空格
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { useSessionStore } from '@/stores/session-store';
import { ManagedCompanyDetailPage } from './managed-company-detail-page';
import { ManagedCompanyEditPage } from './managed-company-edit-page';

const DETAIL = 'GET /api/rem-registrationmgrweb/companyManage/detail';
const SUBMIT = 'POST /api/rem-registrationmgrweb/companyManage/submit';

const company = {
  id: 'sc-00000', name: '西安星火智能制造有限公司', shortName: '星火智造', code: '600000', companyType: 1, industryCode: 'C', industryName: '制造业',
  registeredCapital: '5000000.00', registerDate: '2005-01-01', custodyDate: '2019-04-01', idType: '11', idNumber: '91610100MA6U000000',
  labelName: '高新技术企业,专精特新', cityCode: '610100', cityName: '西安市', districtCode: null, districtName: null, specialisedLevel: null,
  isRegister: 1, isListing: 0, listing: null, products: [{ id: 'p-600000', productCode: '600000', name: '星火智造', faceValue: '1', totalShares: 1000000 }],
};

function signedInAs(role: string) {
  useSessionStore.getState().signIn(
    { access_token: 't', refresh_token: 'r', token_type: 'bearer', expires_in: 600, tenant_id: '000000', user_id: '1', account: 'admin', user_name: '管理员', role_name: role, landing_mode: 'mgr' },
    Date.now(),
  );
}

const routes = [
  { path: '/companyAdmin/companyManage1/detail/:id', element: <ManagedCompanyDetailPage kind={1} /> },
  { path: '/companyAdmin/companyManage1/edit/:id', element: <ManagedCompanyEditPage kind={1} /> },
];
const common = {
  'GET /api/rem-registrationbizweb/nonds/getIndustry': () => ({ data: [{ code: 'C', name: '制造业' }, { code: 'I', name: '信息传输、软件和信息技术服务业' }] }),
  'GET /api/rem-registrationbizweb/nonds/getArea': () => ({ data: [{ cityCode: '610100', cityName: '西安市', parentCode: '610000', districts: [{ districtCode: '610113', name: '雁塔区', parentCode: '610100' }] }] }),
};

describe('companyManage1: an enterprise in custody for staff', () => {
  beforeEach(() => signedInAs('administrator'));

  it('shows the record and offers the administrator its edit', async () => {
    fakeApi({ [DETAIL]: () => ({ data: company }) });
    renderRoutes(routes, '/companyAdmin/companyManage1/detail/sc-00000');
    expect(await screen.findByTestId('managed-company-name')).toHaveTextContent('西安星火智能制造有限公司');
    expect(screen.getByTestId('managed-company-products')).toHaveTextContent('600000');
    expect(screen.getByTestId('managed-company-edit')).toBeInTheDocument();
  });

  it('offers a reviewer no edit', async () => {
    signedInAs('first_reviewer');
    fakeApi({ [DETAIL]: () => ({ data: company }) });
    renderRoutes(routes, '/companyAdmin/companyManage1/detail/sc-00000');
    await screen.findByTestId('managed-company-name');
    expect(screen.queryByTestId('managed-company-edit')).toBeNull();
  });

  it('refuses a short name with a space before asking the server, and sends a good one', async () => {
    const api = fakeApi({ ...common, [DETAIL]: () => ({ data: company }), [SUBMIT]: () => ({ data: { ...company, shortName: '星火' } }) });
    renderRoutes(routes, '/companyAdmin/companyManage1/edit/sc-00000');
    const input = await screen.findByTestId('manage-short-name');
    fireEvent.change(input, { target: { value: '星 火' } });
    fireEvent.click(screen.getByTestId('manage-save'));
    expect(await screen.findByText('企业简称请不要输入空格')).toBeInTheDocument();
    expect(api.of(SUBMIT)).toHaveLength(0);
    fireEvent.change(input, { target: { value: '星火' } });
    fireEvent.click(screen.getByTestId('manage-save'));
    await waitFor(() => expect(api.of(SUBMIT)).toHaveLength(1));
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toMatchObject({ kind: '1', id: 'sc-00000', shortName: '星火', cityCode: '610100' });
  });

  it('puts the server’s refusal on its field', async () => {
    fakeApi({
      ...common,
      [DETAIL]: () => ({ data: company }),
      [SUBMIT]: () => ({ status: 400, msg: '所属行业不存在', data: { errors: [{ field: 'industryCode', rule: 'register', message: '所属行业不存在', label: '所属行业' }] } }),
    });
    renderRoutes(routes, '/companyAdmin/companyManage1/edit/sc-00000');
    fireEvent.click(await screen.findByTestId('manage-save'));
    expect(await screen.findByText('所属行业不存在')).toBeInTheDocument();
  });
});
