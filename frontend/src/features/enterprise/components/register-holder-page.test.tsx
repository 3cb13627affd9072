// spec: 01§2 /process/gdgl/gdxxDetail/{uuid}/{id}
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { holdingRatio, RegisterHolderPage } from './register-holder-page';

const DETAIL = 'GET /api/rem-registrationbizweb/company/shareholderDetail';

const holder = {
  companyId: 'c-qinchuang', companyName: '西安秦创智能科技股份有限公司', holderUuid: 'h-silk-road', accountNumber: '1000000001',
  holderName: '陕西丝路投资管理有限公司', organType: 1, certType: '11', certTypeName: '统一社会信用代码', certificateNo: '91610000MA6TX0001A',
  holderAccountStatus: 1, rightsConfirmed: 1,
  positions: [{ productCode: '100001', productName: '秦创智能股权', volume: 500000, pledged: 100000, frozen: 0, totalShares: 3000000 }],
  encumbrances: [{ productCode: '100001', kindName: '质押', bizSn: '550008X', bizTypeName: '股权质押', counterparty: '长安银行', volume: 100000, released: 0, stateName: '生效中', createdAt: '2026-01-02 10:00:00' }],
  changes: [{ bizSn: '550004Y', appId: '550004', bizTypeName: '股份转让', role: '转入方', volume: '200000', productCode: '100001', completedAt: '2026-02-03 09:00:00' }],
};

const open = () =>
  renderRoutes([{ path: '/process/gdgl/gdxxDetail/:uuid/:id', element: <RegisterHolderPage /> }], '/process/gdgl/gdxxDetail/h-silk-road/c-qinchuang');

describe('/process/gdgl/gdxxDetail/{uuid}/{id}: a holder of the enterprise’s register', () => {
  beforeEach(() => signedIn('org'));

  it('shows the account, its positions with its part, its pledges and its history', async () => {
    const api = fakeApi({ [DETAIL]: () => ({ data: holder }) });
    open();
    expect(await screen.findByTestId('register-holder-name')).toHaveTextContent('陕西丝路投资管理有限公司');
    expect(screen.getByTestId('register-holder-account')).toHaveTextContent('1000000001');
    expect(screen.getByTestId('position-volume-100001')).toHaveTextContent('500,000');
    expect(screen.getByTestId('register-holder-positions')).toHaveTextContent('16.6666%');
    expect(screen.getByTestId('register-holder-encumbrances')).toHaveTextContent('长安银行');
    expect(screen.getByTestId('register-holder-changes')).toHaveTextContent('转入方');
    expect(api.of(DETAIL)[0].params).toEqual({ companyId: 'c-qinchuang', holderUuid: 'h-silk-road' });
  });

  it('says why when the holder is not on the register', async () => {
    fakeApi({ [DETAIL]: () => ({ status: 404, msg: '该股东不在本企业股东名册中' }) });
    open();
    expect(await screen.findByTestId('register-holder-error')).toHaveTextContent('该股东不在本企业股东名册中');
  });

  it('truncates the holding ratio to four decimals', () => {
    expect(holdingRatio(1, 3)).toBe('33.3333%');
    expect(holdingRatio(5, 0)).toBe('--');
  });
});
