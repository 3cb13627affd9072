import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { completeness, PerfectDataPage } from './perfect-data-page';

const full = {
  uuid: 'sc-00000', name: '西安秦创智能科技有限公司', shortName: '秦创智能', code: '600000', companyType: 1, industry: 'C',
  registeredCapital: '50000000.00', registerDate: '2005-01-01', idType: '11', idNumber: '91610100MA6U000000',
  logoFileId: 'logo-1', labelName: '专精特新', cityCode: '610100', districtCode: '610113',
};

describe('completeness', () => {
  it('counts the facts the record holds', () => {
    expect(completeness(full)).toEqual({ held: expect.any(Array), missing: [], percent: 100 });
    const partial = completeness({ ...full, logoFileId: null, labelName: '', districtCode: undefined, idNumber: null });
    expect(partial.missing).toEqual(['showcase.idNumber', 'site.logo', 'site.labels', 'showcase.district']);
    expect(partial.percent).toBe(64);
  });
});

describe('/perfectData', () => {
  function server(display: () => { status?: number; data?: unknown; msg?: string }, found: unknown[] = [full]) {
    return fakeApi({
      'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
      'POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage': () => ({ data: { records: found, total: found.length, current: 1, size: 5 } }),
      'GET /api/rem-registrationbizweb/nonds/company/getCompanyDisplay': display,
    });
  }

  it('finds the enterprise and shows what its record holds and lacks', async () => {
    const api = server(() => ({ data: { ...full, logoFileId: null } }));
    const { router } = renderRoutes([{ path: '/perfectData', element: <PerfectDataPage /> }], '/perfectData');
    const search = screen.getByTestId('perfect-search');
    fireEvent.change(search, { target: { value: ' 秦创 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(await screen.findByTestId('perfect-pick'));
    expect(router.state.location.search).toBe('?uuid=sc-00000');
    expect(await screen.findByTestId('check-name')).toHaveTextContent('西安秦创智能科技有限公司');
    expect(screen.getByTestId('check-missing')).toHaveTextContent('企业标志');
    expect(screen.getByTestId('check-held')).toHaveTextContent('企业简称');
    expect(screen.getByTestId('check-percent')).toHaveTextContent('91%');
    expect(JSON.parse(String(api.of('POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage')[0].data))).toMatchObject({ company: { registerOrListing: '1', key: '秦创' } });
  });

  it('says 暂无企业 when nothing matches, 资料完整 for a full record, 内容不存在 for an unknown one', async () => {
    server(() => ({ data: full }), []);
    const first = renderRoutes([{ path: '/perfectData', element: <PerfectDataPage /> }], '/perfectData');
    const search = screen.getByTestId('perfect-search');
    fireEvent.change(search, { target: { value: '无此企业' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('暂无企业')).toBeInTheDocument();
    first.unmount();
    server(() => ({ data: full }));
    const second = renderRoutes([{ path: '/perfectData', element: <PerfectDataPage /> }], '/perfectData?uuid=sc-00000');
    expect(await screen.findByTestId('check-missing')).toHaveTextContent('资料完整');
    second.unmount();
    server(() => ({ status: 404, msg: '企业不存在' }));
    renderRoutes([{ path: '/perfectData', element: <PerfectDataPage /> }], '/perfectData?uuid=nope');
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
  });
});
