import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ChargedBusinessDetailPage } from './charged-business-detail-page';
import { compiledOf, detailOf } from './lifecycle-fakes';

const DETAIL = 'POST /api/rem-registrationbizweb/application/detail';
const COMPILED = 'GET /api/rem-registrationbizweb/otc-flow/form/compiled';
const DICT = 'GET /api/blade-system/dict-biz/dictionary';
const chargeStatus = () => ({ data: [{ dictKey: '1', dictValue: '同意收费' }, { dictKey: '0', dictValue: '不同意收费' }] });

const charged = detailOf({
  appId: '550100', bizSn: 'BIZ0100', formId: 'charged_business', bizTypeName: '收费业务', status: 'approved', currentNode: null,
  formData: { chargeAmount: '1200', chargeStatus: '1' }, charge: '1200.5',
});
const open = (query: string) => renderRoutes([{ path: '/process/550100detail', element: <ChargedBusinessDetailPage /> }], `/process/550100detail${query}`);

describe('/process/550100detail: the charged business with its charge', () => {
  beforeEach(() => signedIn('org'));

  // spec: 02§9.11 01§2.38
  it('shows the business read-only with the charge computed, the amount stated and the confirmation', async () => {
    const api = fakeApi({ [DETAIL]: () => ({ data: charged }), [COMPILED]: () => ({ data: compiledOf('charged_business/apply') }), [DICT]: chargeStatus });
    open('?bizSn=BIZ0100');
    expect(await screen.findByTestId('charge-amount')).toHaveTextContent('1,200.50');
    expect(screen.getByTestId('charge-stated')).toHaveTextContent('1,200.00');
    // the confirmation by its dictionary label, never its key
    expect(await screen.findByText('同意收费', { selector: '[data-testid="charge-status"]' })).toBeInTheDocument();
    expect(screen.getByTestId('detail-status')).toHaveTextContent('已办结');
    expect(screen.getByText('BIZ0100')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(DETAIL)[0].data))).toEqual({ bizSn: 'BIZ0100' });
    expect(api.of(COMPILED)[0].params).toMatchObject({ formId: 'charged_business', nodeId: 'detail' });
  });

  it('without a computed charge, the amount the form states', async () => {
    fakeApi({ [DETAIL]: () => ({ data: { ...charged, charge: null } }) });
    open('?bizSn=BIZ0100');
    expect(await screen.findByTestId('charge-amount')).toHaveTextContent('1,200.00');
  });

  it('without bizSn says 缺少业务流水号 and calls nothing', async () => {
    const api = fakeApi({});
    open('');
    expect(await screen.findByText('缺少业务流水号')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  // spec: 02§8.2
  it('a failed load says 获取数据失败 with the server message', async () => {
    fakeApi({ [DETAIL]: () => ({ status: 404, msg: '业务不存在' }) });
    open('?bizSn=BIZ0404');
    expect(await screen.findByRole('alert')).toHaveTextContent('获取数据失败');
    expect(screen.getByRole('alert')).toHaveTextContent('业务不存在');
  });

  it('another business is not this page', async () => {
    fakeApi({ [DETAIL]: () => ({ data: detailOf() }) });
    open('?bizSn=BIZ0001');
    expect(await screen.findByTestId('wrong-flow')).toHaveTextContent('该页面不办理此业务：550004');
  });
});
