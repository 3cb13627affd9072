import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { IssueDetailPage } from './issue-detail-page';
import { compiledOf, detailOf } from './lifecycle-fakes';

const DETAIL = 'POST /api/rem-registrationbizweb/application/detail';
const COMPILED = 'GET /api/rem-registrationbizweb/otc-flow/form/compiled';
const BOND = 'GET /api/rem-registrationbizweb/privateBond/detail';
const DICT = 'GET /api/blade-system/dict-biz/dictionary';

const issuance = (formData: Record<string, unknown>) =>
  detailOf({ appId: '550024', bizSn: 'BIZ0024', formId: 'issuance', bizTypeName: '发行登记', status: 'approved', currentNode: null, formData });
const open = () => renderRoutes([{ path: '/550024/detail', element: <IssueDetailPage appId="550024" /> }], '/550024/detail?bizSn=BIZ0024');

describe('/550024/detail: an issuance read-only with its bond', () => {
  beforeEach(() => signedIn('org'));

  it('a bond issuance shows the bond as the register holds it: status and units issued', async () => {
    const api = fakeApi({
      [DETAIL]: () => ({ data: issuance({ productType: '2', bondId: 'b-1', bondSubscriptionList: [] }) }),
      [COMPILED]: () => ({ data: compiledOf('issuance/apply') }),
      [DICT]: () => ({ data: [{ dictKey: '3', dictValue: '已发行' }] }),
      [BOND]: () => ({
        data: {
          id: 'b-1', productCode: 'B000001', chineseName: '秦创智能2026年公司债', companyName: '西安秦创智能科技股份有限公司',
          status: '3', bondAmount: 1000000, price: '100', transactionBase: 10, buyMin: 10, buyMax: 1000, issuedUnits: 2000,
          raiseBeginDate: '2026-12-01', raiseEndDate: '2026-12-15',
        },
      }),
    });
    open();
    expect(await screen.findByTestId('issue-bond-units')).toHaveTextContent('2,000');
    expect(await screen.findByText('已发行', { selector: '[data-testid="issue-bond-status"]' })).toBeInTheDocument();
    expect(screen.getByText('1,000,000.00')).toBeInTheDocument();
    expect(api.of(BOND)[0].params).toEqual({ bondId: 'b-1' });
  });

  it('a share issuance asks for no bond', async () => {
    const api = fakeApi({
      [DETAIL]: () => ({ data: issuance({ productType: '1', productCode: '100001' }) }),
      [COMPILED]: () => ({ data: compiledOf('issuance/apply') }),
    });
    open();
    expect(await screen.findByTestId('detail-status')).toHaveTextContent('已办结');
    expect(screen.queryByTestId('issue-bond')).toBeNull();
    expect(api.of(BOND)).toHaveLength(0);
  });

  it('refuses another business’s application', async () => {
    fakeApi({ [DETAIL]: () => ({ data: { ...issuance({}), appId: '550023' } }) });
    open();
    expect(await screen.findByTestId('wrong-flow')).toBeInTheDocument();
  });
});
