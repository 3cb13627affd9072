import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { CompanyInfoPage } from './company-info-page';

const CURRENT = 'POST /api/rem-registrationbizweb/company/currentCompany';
const DOSSIER = 'POST /api/rem-registrationbizweb/company/dossier';
const SAVE = 'POST /api/rem-registrationbizweb/application/save';
const COMPILED = 'GET /api/rem-registrationbizweb/otc-flow/form/compiled';

const company = (isRegister: number) => ({
  company: { uuid: 'c-1', name: '西安秦创智能科技股份有限公司', shortName: '秦创智能', code: '100001', registerDate: null, registryDate: null,
    registeredCapital: null, companyType: 2, industryName: null, idType: '11', idNumber: '91610131MA6TQC0011', labelName: null, listCode: null,
    listingDate: null, sectorName: null, featuredSectorName: null, showCode: null, showTimeStart: null, showPlateName: null },
  services: [],
  products: [],
  standing: { isRegister, isListing: 0, showStatus: 0, hitechStatus: 0, hasProduct: isRegister },
});
const dossier = { companyId: 'c-1', name: '西安秦创智能科技股份有限公司', formId: 'company_change', appId: '550001',
  doc: { name: '西安秦创智能科技股份有限公司', shortName: '秦创智能' }, versions: [{ version: 1, applicationId: 'a-0', recordedAt: 1732406400 }] };
const form = { formId: 'company_change', version: 1, title: '企业信息变更', nodeId: 'detail', mode: 'readonly',
  schema: { type: 'object', properties: { name: { type: 'string' }, shortName: { type: 'string' } } },
  uiSchema: { name: { 'ui:title': '企业名称', 'ui:readonly': true }, shortName: { 'ui:title': '企业简称', 'ui:readonly': true } },
  sections: [{ id: 'basic', title: '基本信息', fields: ['name', 'shortName'] }], defaults: {}, messages: {}, editable: [], formats: [] };

function ApplyAddress() {
  return <div data-testid="apply-page">{useLocation().search}</div>;
}

/** The page at `path?type=edit` for an enterprise in custody, saving a change draft a-9. */
function openToEdit(path: string) {
  const server = fakeApi({
    [CURRENT]: () => ({ data: company(1) }),
    [DOSSIER]: () => ({ data: dossier }),
    [COMPILED]: () => ({ data: form }),
    [SAVE]: () => ({ data: { uuid: 'a-9', bizSn: '5501162026112400001', status: 'draft' } }),
  });
  renderRoutes(
    [
      { path, element: <CompanyInfoPage /> },
      { path: '/process/apply', element: <ApplyAddress /> },
    ],
    `${path}?type=edit`,
  );
  return server;
}

describe('企业信息 (companyInfo/edit, companyRuBan)', () => {
  beforeEach(() => signedIn('org'));

  // spec: 02§2.11
  it('shows the dossier read-only and, to edit, opens a change application holding it', async () => {
    const server = openToEdit('/companyInfo/edit');
    expect(await screen.findByTestId('ro-root_shortName')).toHaveTextContent('秦创智能');
    expect(screen.getByText('登记托管')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('start-change'));
    // the apply page loads a stored draft by its bizSn
    const address = new URLSearchParams(await screen.findByTestId('apply-page').then((e) => e.textContent ?? ''));
    expect(address.get('uuid')).toBe('a-9');
    expect(address.get('bizSn')).toBe('5501162026112400001');
    const saved = JSON.parse(String(server.of(SAVE)[0].data));
    expect(saved.appId).toBe('550116');
    expect(saved.formData.shortName).toBe('秦创智能');
    expect(saved.formData.changeCategory).toBe('1');
  });

  it('from /companyRuBan the change is of the board information (变更类型 2)', async () => {
    const server = openToEdit('/companyRuBan');
    await userEvent.click(await screen.findByTestId('start-change'));
    await screen.findByTestId('apply-page');
    expect(JSON.parse(String(server.of(SAVE)[0].data)).formData.changeCategory).toBe('2');
  });

  // spec: 02§2.11 02§2.13
  it('reads only, with type=detail or before custody', async () => {
    fakeApi({ [CURRENT]: () => ({ data: company(0) }), [DOSSIER]: () => ({ data: { ...dossier, versions: [] } }), [COMPILED]: () => ({ data: form }) });
    renderRoutes([{ path: '/companyRuBan', element: <CompanyInfoPage /> }], '/companyRuBan?type=edit');
    expect(await screen.findByText('企业尚未托管，登记托管后可申请信息变更')).toBeInTheDocument();
    expect(screen.queryByTestId('start-change')).toBeNull();
  });
});
