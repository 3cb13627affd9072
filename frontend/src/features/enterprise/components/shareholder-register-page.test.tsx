import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ShareholderRegisterPage } from './shareholder-register-page';

const REGISTER = 'POST /api/rem-registrationbizweb/company/shareholders';

const line = (accountNumber: string, holderName: string, volume: number, pledged = 0) => ({
  holderUuid: `h-${accountNumber}`, holderName, accountNumber, organType: 2, certType: '1', certTypeName: '居民身份证',
  certificateNo: '610103199001010011', holderAccountStatus: 1, rightsConfirmed: true, productCode: '100001',
  productName: '秦创智能股权', volume, pledged, frozen: 0,
});

const product = { productCode: '100001', productName: '秦创智能股权', totalShares: 1000, held: 1000, pledged: 10, frozen: 0, holders: 2, conserved: true };

function page(records: ReturnType<typeof line>[], total: number) {
  const volume = records.reduce((s, r) => s + r.volume, 0);
  return { companyId: 'c-qinchuang', companyName: '西安秦创智能科技股份有限公司', records, totalRecord: total, pageNo: 1, pageSize: 10,
    sums: { volume, pledged: 10, frozen: 0 }, products: [product] };
}

describe('股东持股信息 (/shareholderDetail)', () => {
  beforeEach(() => signedIn('org'));

  // spec: 01§2.38
  it('shows the register with the totals conserved, pages on the server and searches by name', async () => {
    const api = fakeApi({
      [REGISTER]: (config) => {
        const body = JSON.parse(String(config.data)) as { holderName?: string; pageSize: number };
        return { data: body.holderName ? page([line('2000000001', '张伟', 100)], 1) : page([line('1000000101', '秦创控股', 900, 10), line('2000000001', '张伟', 100)], 2) };
      },
    });
    renderRoutes([{ path: '/shareholderDetail', element: <ShareholderRegisterPage /> }], '/shareholderDetail');
    expect(await screen.findByText('股东持股信息：西安秦创智能科技股份有限公司')).toBeInTheDocument();
    expect(screen.getByTestId('register-volume-1000000101')).toHaveTextContent('900');
    expect(screen.getByTestId('register-total-100001')).toHaveTextContent('1,000');
    expect(screen.getByTestId('register-held-100001')).toHaveTextContent('1,000');
    expect(screen.getByTestId('register-conserved-100001')).toHaveTextContent('持股合计与总股本一致');
    expect(screen.getByTestId('register-sum-volume')).toHaveTextContent('1,000');
    expect(JSON.parse(String(api.of(REGISTER)[0].data))).toEqual({ pageNo: 1, pageSize: 10 });

    await userEvent.type(screen.getByTestId('register-search-name'), '张伟');
    await userEvent.click(screen.getByTestId('register-search'));
    expect(await screen.findByTestId('register-sum-volume')).toHaveTextContent('100');
    const last = JSON.parse(String(api.of(REGISTER).at(-1)?.data)) as Record<string, unknown>;
    expect(last).toEqual({ holderName: '张伟', pageNo: 1, pageSize: 10 });
    const rows = within(screen.getAllByRole('table').at(-1) as HTMLElement).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('居民身份证 610103199001010011');
  });

  it('an enterprise not in custody is told so, with the way to 登记托管, and has no product to choose', async () => {
    fakeApi({ [REGISTER]: () => ({ data: { ...page([], 0), products: [] } }) });
    renderRoutes([{ path: '/shareholderDetail', element: <ShareholderRegisterPage /> }], '/shareholderDetail');
    const notice = await screen.findByTestId('register-not-in-custody');
    expect(notice).toHaveTextContent('该企业尚未登记托管，暂无股东名册');
    expect(within(notice).getByRole('link', { name: '去办理登记托管' })).toHaveAttribute('href', '/businessApply');
    expect(document.querySelector('.ant-select-disabled')).not.toBeNull();
  });

  it('shows the server message when no enterprise is chosen', async () => {
    fakeApi({ [REGISTER]: () => ({ status: 400, msg: '请先选择企业' }) });
    renderRoutes([{ path: '/shareholderDetail', element: <ShareholderRegisterPage /> }], '/shareholderDetail');
    expect(await screen.findByTestId('register-error')).toHaveTextContent('请先选择企业');
  });
});
