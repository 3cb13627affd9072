import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { defaultMultiples, diagnose } from './value-diagnosis';
import { DiagnosisFlowServicePage, ValueDiagnosisPage } from './value-diagnosis-page';

describe('diagnose', () => {
  it('values by earnings, book and sales multiples exactly, and the mean of the applicable ones', () => {
    const d = diagnose({ revenue: '3000', profit: '200', netAssets: '1500.5', multiples: defaultMultiples });
    expect(d.values).toEqual([
      { method: 'pe', applicable: true, low: '1600.00', high: '3000.00' },
      { method: 'pb', applicable: true, low: '1500.50', high: '3751.25' },
      { method: 'ps', applicable: true, low: '1500.00', high: '6000.00' },
    ]);
    expect(d.range).toEqual({ low: '1533.50', high: '4250.42' });
    expect(d.netMargin).toBe('6.67');
    expect(d.roe).toBe('13.33');
    // no floating point: 0.1 + 0.2 of a multiple stays exact
    expect(diagnose({ revenue: '0.1', profit: '0', netAssets: '0', multiples: { ...defaultMultiples, ps: ['3', '3'] } }).values[2].low).toBe('0.30');
  });

  it('leaves out a method whose base is not positive, and gives no range when none applies', () => {
    const loss = diagnose({ revenue: '1000', profit: '-50', netAssets: '800', multiples: defaultMultiples });
    expect(loss.values[0]).toEqual({ method: 'pe', applicable: false, low: '', high: '' });
    expect(loss.range).toEqual({ low: '650.00', high: '2000.00' });
    expect(loss.netMargin).toBe('-5.00');
    const none = diagnose({ revenue: '0', profit: '-1', netAssets: '-5', multiples: defaultMultiples });
    expect(none.range).toBeNull();
    expect(none.netMargin).toBeNull();
    expect(none.roe).toBeNull();
    // a range upside down is no range
    expect(diagnose({ revenue: '1', profit: '1', netAssets: '1', multiples: { ...defaultMultiples, pe: ['15', '8'] } }).values[0].applicable).toBe(false);
  });
});

describe('/valueDiagnosis', () => {
  const open = () => renderRoutes([{ path: '/valueDiagnosis', element: <ValueDiagnosisPage /> }], '/valueDiagnosis');
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('diagnoses the figures entered with the multiples shown', async () => {
    open();
    fill('营业收入', '3000');
    fill('净利润', '200');
    fill('净资产', '1500.5');
    fireEvent.click(screen.getByTestId('diagnose'));
    expect(await screen.findByTestId('diagnosis-range')).toHaveTextContent('1,533.50 万元 ~ 4,250.42 万元');
    const result = screen.getByTestId('diagnosis-result');
    expect(within(result).getByText('市盈率法').closest('tr')).toHaveTextContent('1,600.00 万元 ~ 3,000.00 万元');
    expect(result).toHaveTextContent('6.67%');
    expect(screen.getByTestId('diagnosis-service')).toHaveAttribute('href', '/valueDiagnosis/flowService');
  });

  it('refuses a missing or malformed amount and a malformed multiple, and says when no method applies', async () => {
    open();
    fireEvent.click(screen.getByTestId('diagnose'));
    expect(await screen.findByText('请输入营业收入')).toBeInTheDocument();
    fill('营业收入', '12.345');
    fill('净利润', '-1');
    fill('净资产', '0');
    fireEvent.change(screen.getByLabelText('pe-low'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('diagnose'));
    // each field's message comes with its own validation, not all in one render
    expect(await screen.findByText('请输入不超过两位小数的金额')).toBeInTheDocument();
    expect(await screen.findByText('请输入不超过两位小数的倍数')).toBeInTheDocument();
    expect(screen.queryByTestId('diagnosis-result')).toBeNull();
    fill('营业收入', '0');
    fireEvent.change(screen.getByLabelText('pe-low'), { target: { value: '8' } });
    fireEvent.click(screen.getByTestId('diagnose'));
    expect(await screen.findByTestId('diagnosis-none')).toHaveTextContent('各方法均不适用');
  });
});

describe('/valueDiagnosis/flowService', () => {
  it('shows the service’s steps and the institutions that carry it out; an empty list when none', async () => {
    const server = (records: unknown[]) =>
      fakeApi({
        'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
        'GET /api/rem-registrationbizweb/nonds/member/page': () => ({ data: { records, total: records.length, current: 1, size: 10 } }),
        'GET /api/blade-system/nonds/dict-biz/dictionary': () => ({ data: [{ dictKey: '1', dictValue: '推荐机构' }] }),
      });
    server([{ id: 'm1', name: '西部证券股份有限公司', memberType: '1', intro: '', address: '', contactPhone: '029-87406000', joinDate: '' }]);
    const first = renderRoutes([{ path: '/valueDiagnosis/flowService', element: <DiagnosisFlowServicePage /> }], '/valueDiagnosis/flowService');
    expect(await screen.findByRole('link', { name: '西部证券股份有限公司' })).toHaveAttribute('href', '/memberDetails?id=m1');
    expect(screen.getByTestId('diagnosis-steps')).toHaveTextContent(/1在线自诊.*2提交诊断申请/);
    expect(screen.getByTestId('diagnosis-apply')).toHaveAttribute('href', '/home/login');
    first.unmount();
    server([]);
    renderRoutes([{ path: '/valueDiagnosis/flowService', element: <DiagnosisFlowServicePage /> }], '/valueDiagnosis/flowService');
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});
