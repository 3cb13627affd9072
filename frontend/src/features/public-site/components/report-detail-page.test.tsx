import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { ReportDetailPage } from './report-detail-page';

const listed = {
  lastYearSpecificYear: '2025',
  theYearBeforeLastSpecificYear: '2024',
  financeTable1: [{ finProject: '纳税总额', topYear: '120.5', topTowYear: '98' }],
  financeTable2: [{ finProject: '资产总计', topYear: '3000', topTowYear: '' }],
  financeTable3: [{ finProject: '营业收入', topYear: '1800', topTowYear: '1500' }],
  financeTable4: [{ finProject: '现金及现金等价物净增加额', topYear: '-20', topTowYear: '10' }],
};

function report(kind: string, tables: object | null) {
  return JSON.stringify({
    name: '西安秦创智能科技股份有限公司',
    informationDisclosureName: '秦创智能2025年年度报告',
    disclosureYear: '2025',
    annualReportType: kind,
    period: kind === '年度报告' ? '1-12月' : '1-6月',
    financeData: [{ name: '营业收入', thisPeriodTime: '1200.5', lastPeriodTime: '1000', rate: '20.05' }],
    financeDataTwo: [{ name: '存货' }],
    listedFinancials: tables,
    disclosureScope: '1',
  });
}

function server(category: string, details: () => { status?: number; data?: unknown; msg?: string }, filed = category === '1') {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/rem-registrationbizweb/nonds/disclosure/detail': () => ({
      data: { id: 'd-1', title: '秦创智能2025年年度报告', category, companyName: '西安秦创智能科技股份有限公司', publishTime: '2026-09-01 10:00:00', filed, content: '正文第一段\n正文第二段' },
    }),
    'GET /api/rem-registrationbizweb/informationDis/getDetailsByUUID': details,
  });
}

const open = () => renderRoutes([{ path: '/information/reportDetail/:id', element: <ReportDetailPage /> }], '/information/reportDetail/d-1');

describe('/information/reportDetail/{id}', () => {
  // spec: 02§7.2 02§2.17
  it('draws a filed annual report as its tables: the periods with the server rates, then the three-year tables under their years', async () => {
    const api = server('1', () => ({ data: { uuid: 'd-1', disclosureScope: '1', details: report('年度报告', listed) } }));
    open();
    const view = await screen.findByTestId('periodic-report');
    expect(view).toHaveTextContent('现披露2025年年度报告（1-12月）主要财务数据如下。');
    expect(view).toHaveTextContent('单位：万元');
    const [first] = within(view).getAllByText('营业收入', { selector: 'td' }).map((td) => td.closest('tr') as HTMLElement);
    expect(first).toHaveTextContent('1200.5' + '1000' + '20.05');
    expect(within(view).getByText('存货').closest('tr')).toHaveTextContent('存货———');
    const balance = screen.getByTestId('report-financeTable2');
    expect(balance).toHaveTextContent('资产负债表');
    expect(balance).toHaveTextContent('2025年');
    expect(balance).toHaveTextContent('2024年');
    expect(within(balance).getByText('资产总计').closest('tr')).toHaveTextContent('资产总计3000—');
    expect(screen.getByTestId('report-financeTable4')).toHaveTextContent('-20');
    expect(api.of('GET /api/rem-registrationbizweb/informationDis/getDetailsByUUID')[0].params).toEqual({ tenantId: '000000', uuid: 'd-1' });
  });

  it('a half-year report has no three-year tables', async () => {
    server('1', () => ({ data: { uuid: 'd-1', disclosureScope: '1', details: report('上半年度报告', null) } }));
    open();
    expect(await screen.findByTestId('periodic-report')).toHaveTextContent('上半年度报告（1-6月）');
    expect(screen.queryByTestId('report-financeTable1')).toBeNull();
    expect(screen.queryByText('三、近两年财务数据')).toBeNull();
  });

  it('a report not filed on the platform is its text, without asking for tables it has not', async () => {
    const api = server('1', () => ({ status: 404, msg: '信息披露不存在' }), false);
    open();
    expect(await screen.findByTestId('article')).toHaveTextContent('正文第二段');
    expect(screen.queryByTestId('periodic-report')).toBeNull();
    expect(api.of('GET /api/rem-registrationbizweb/informationDis/getDetailsByUUID')).toHaveLength(0);
  });

  it('a filed report whose tables cannot be read is its text', async () => {
    server('1', () => ({ status: 404, msg: '信息披露不存在' }), true);
    open();
    expect(await screen.findByTestId('article')).toHaveTextContent('正文第二段');
  });

  it('another category is its text, without asking for a report', async () => {
    const api = server('2', () => ({ data: { uuid: 'd-1', disclosureScope: '1', details: report('年度报告', listed) } }));
    open();
    expect(await screen.findByTestId('article')).toHaveTextContent('正文第一段');
    expect(api.of('GET /api/rem-registrationbizweb/informationDis/getDetailsByUUID')).toHaveLength(0);
  });
});
