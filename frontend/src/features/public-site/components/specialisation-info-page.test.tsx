import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { SpecialisationInfoPage } from './specialisation-info-page';
import { SpecialisationPage } from './specialisation-page';

const company = {
  uuid: 'sc-00000',
  name: '西安秦创智能科技有限公司',
  shortName: '秦创智能',
  code: '600000',
  registryDate: '2019-03-01',
  registerDate: '2005-01-01',
  registeredCapital: '50000000.00',
  companyType: 1,
  industryName: '信息传输、软件和信息技术服务业',
  idType: '11',
  idNumber: '91610100MA6U000000',
  labelName: '高新技术企业,专精特新',
  specialisedLevel: '国家级专精特新“小巨人”',
};

function server(found: Record<string, unknown> | null = company) {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/rem-registrationbizweb/nonds/company/getCompanyDisplay': () => (found ? { data: found } : { status: 404, msg: '企业不存在' }),
    'GET /api/blade-system/nonds/dict-biz/dictionary': () => ({ data: [{ dictKey: '11', dictValue: '统一社会信用代码' }] }),
    'GET /api/rem-registrationbizweb/nonds/disclosure/page': () => ({
      data: {
        records: [
          { id: 'disc-000', title: '秦创智能：2025年年度报告', category: '1', companyId: 'sc-00000', publishTime: '2026-09-01 00:00:00' },
          { id: 'disc-x', title: '别家：公告', category: '2', companyId: 'sc-99999', publishTime: '2026-08-01 00:00:00' },
        ],
        total: 2,
        current: 1,
        size: 5,
      },
    }),
    'GET /api/rem-registrationbizweb/nonds/company/specializationNewPage': () => ({ data: { records: [company], total: 1, current: 1, size: 10 } }),
  });
}

const open = (query: string) => renderRoutes([{ path: '/specializationNewInfo', element: <SpecialisationInfoPage /> }], `/specializationNewInfo?${query}`);

describe('/specializationNewInfo', () => {
  it('shows the enterprise with its recognition, its facts and its own disclosures', async () => {
    const api = server();
    open('tenantId=000000&uuid=sc-00000');
    expect(await screen.findByTestId('detail-name')).toHaveTextContent('西安秦创智能科技有限公司');
    expect(screen.getByTestId('specialised-level')).toHaveTextContent('国家级专精特新“小巨人”');
    const facts = screen.getByTestId('specialisation-facts');
    for (const text of ['600000', '秦创智能', '有限责任公司', '50,000,000.00 元', '2005-01-01', '2019-03-01', '统一社会信用代码', '91610100MA6U000000']) {
      expect(facts).toHaveTextContent(text);
    }
    expect(screen.getByTestId('showcase-link')).toHaveAttribute('href', '/gplistT?tenantId=000000&uuid=sc-00000');
    const disclosures = screen.getByTestId('specialisation-disclosures');
    const link = await within(disclosures).findByRole('link', { name: '秦创智能：2025年年度报告' });
    expect(link).toHaveAttribute('href', '/information/reportDetail/disc-000');
    // another enterprise whose name merely matches is left out
    expect(within(disclosures).queryByText('别家：公告')).toBeNull();
    expect(api.of('GET /api/rem-registrationbizweb/nonds/disclosure/page')[0].params).toMatchObject({ key: '西安秦创智能科技有限公司', size: 5 });
    expect(api.of('GET /api/rem-registrationbizweb/nonds/company/getCompanyDisplay')[0].params).toEqual({ tenantId: '000000', uuid: 'sc-00000' });
  });

  it('answers 内容不存在 for an enterprise without a recognition, an unknown one, or no uuid', async () => {
    server({ ...company, specialisedLevel: null });
    const first = open('tenantId=000000&uuid=sc-00001');
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
    first.unmount();

    server(null);
    const second = open('tenantId=000000&uuid=nope');
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
    second.unmount();

    server();
    open('tenantId=000000');
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
  });

  it('is where a name of /specializationNewList leads, in a new tab', async () => {
    server();
    renderRoutes([{ path: '/specializationNewList', element: <SpecialisationPage /> }], '/specializationNewList');
    const name = await screen.findByTestId('specialisation-name');
    expect(name).toHaveAttribute('href', '/specializationNewInfo?tenantId=000000&uuid=sc-00000');
    expect(name).toHaveAttribute('target', '_blank');
  });
});
