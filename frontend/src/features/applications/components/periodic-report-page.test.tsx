import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { detailOf, workflowOf } from './lifecycle-fakes';
import { PeriodicReportPage } from './periodic-report-page';

const FORM = 'GET /api/rem-registrationbizweb/otc-flow/workflowform/detail';
const DETAIL = 'POST /api/rem-registrationbizweb/application/detail';
const HOLDERS = 'GET /api/rem-registrationbizweb/holder/queryByCompanyName';
const company = '西安秦创智能科技股份有限公司';

const open = (query = '') => renderRoutes([{ path: '/xpApply', element: <PeriodicReportPage /> }], `/xpApply${query}`);

describe('/xpApply: 信息披露申请, the periodic report 550070', () => {
  beforeEach(() => signedIn('org'));

  // spec: 02§2.17
  it('opens the report of 550070 on the current enterprise, with its fixed rows and the report type', async () => {
    const api = fakeApi({
      [FORM]: () => ({ data: workflowOf('550070', '定期报告披露', 'information_disclosure', { name: company, annualReportType: '年度报告' }) }),
      [HOLDERS]: () => ({ data: [{ holderId: 'h-1', holderName: '张伟', accountNumber: '2000000001', custno: '2000000001' }] }),
    });
    open('?appId=550004');
    expect(await screen.findByTestId('form-title')).toHaveTextContent('定期报告披露');
    expect(api.of(FORM)[0].params).toMatchObject({ appId: '550070', nodeId: 'apply' });
    expect(screen.getByDisplayValue(company)).toBeInTheDocument();
    expect(screen.getByLabelText('年度报告（1-12月）')).toBeChecked();
    expect(screen.getByText('上半年度报告（1-6月）')).toBeInTheDocument();
    expect(screen.getAllByDisplayValue('营业收入').length + screen.queryAllByText('营业收入').length).toBeGreaterThan(0);
    // the scope offers the enterprise's shareholders once 本公司股东 is chosen
    await userEvent.click(within(screen.getByTestId('disclosure-scope')).getByLabelText('本公司股东'));
    await userEvent.click(within(await screen.findByTestId('disclosure-designees-root_value1')).getByRole('combobox'));
    expect(await screen.findByText('张伟')).toBeInTheDocument();
    await waitFor(() => expect(api.of(HOLDERS)[0].params).toEqual({ companyName: company }));
  });

  it('a returned report opens with its stored data at UpdateApplyApprove', async () => {
    const api = fakeApi({
      [FORM]: () => ({ data: workflowOf('550070', '定期报告披露', 'information_disclosure') }),
      [DETAIL]: () => ({
        data: detailOf({ appId: '550070', formId: 'information_disclosure', formData: { name: company, informationDisclosureName: '秦创智能2025年年度报告', disclosureScope: '1' } }),
      }),
      [HOLDERS]: () => ({ data: [] }),
    });
    open('?nodeId=UpdateApplyApprove&uuid=u-1&bizSn=BIZ0001');
    expect(await screen.findByDisplayValue('秦创智能2025年年度报告')).toBeInTheDocument();
    expect(within(screen.getByTestId('disclosure-scope')).getByLabelText('全部合格投资者')).toBeChecked();
    expect(api.of(FORM)[0].params).toMatchObject({ appId: '550070', nodeId: 'UpdateApplyApprove', uuid: 'u-1' });
  });

  it('a refused start shows the server message', async () => {
    fakeApi({ [FORM]: () => ({ status: 400, msg: '当前身份不能办理该业务' }) });
    open();
    expect(await screen.findByTestId('apply-refused')).toHaveTextContent('当前身份不能办理该业务');
  });
});
