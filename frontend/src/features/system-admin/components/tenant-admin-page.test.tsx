import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { lastAuthorisedDay, type TenantRecord } from '../api/tenants';
import { TenantAdminPage } from './tenant-admin-page';

const LIST = 'GET /api/blade-system/tenant/list';
const SUBMIT = 'POST /api/blade-system/tenant/submit';
const SETTING = 'POST /api/blade-system/tenant/setting';
const REGIONS = 'GET /api/blade-system/region/lazy-tree';
const tenants: TenantRecord[] = [
  { tenantId: '000000', tenantName: '区域股权服务平台', domain: 'localhost', theme: null, lockedShell: false, provinceCode: '610000', cityCode: null, expireAt: null },
  {
    tenantId: '116000',
    tenantName: '大连区域股权服务平台',
    domain: 'dalian.localhost',
    theme: 'theme-bule',
    lockedShell: true,
    provinceCode: '210000',
    cityCode: '210200',
    // the end of 2026-12-31 in Beijing
    expireAt: 1_798_732_800,
  },
];
const page = (records: TenantRecord[]) => ({ data: { records, total: records.length, current: 1, size: 10 } });
const regions = (config: { params?: Record<string, unknown> }) =>
  config.params?.parentCode === '00'
    ? { data: [{ code: '610000', title: '陕西省', hasChildren: true }, { code: '210000', title: '辽宁省', hasChildren: true }] }
    : { data: [{ code: '610100', title: '西安市', hasChildren: true }, { code: '610400', title: '咸阳市', hasChildren: false }] };

const open = () => renderRoutes([{ path: '/system/tenant', element: <TenantAdminPage /> }], '/system/tenant');
const row = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;

async function choose(testId: string, option: string) {
  await userEvent.click(within(screen.getByTestId(testId)).getByRole('combobox'));
  await userEvent.click(await screen.findByTitle(option));
}

describe('/system/tenant', () => {
  beforeEach(() => signedIn('mgr'));

  it("lists the tenants with their shell, region and authorisation, and searches", async () => {
    const api = fakeApi({ [LIST]: () => page(tenants) });
    open();
    await screen.findByText('大连区域股权服务平台');
    const dalian = row('116000');
    expect(within(dalian).getByText('商务蓝')).toBeInTheDocument();
    expect(within(dalian).getByText('锁定界面')).toBeInTheDocument();
    expect(within(dalian).getByText('210000 / 210200')).toBeInTheDocument();
    expect(within(dalian).getByText('2026-12-31')).toBeInTheDocument();
    expect(within(row('000000')).getByText('不限')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('tenant-filter-name'), ' 大连 ');
    await userEvent.click(screen.getByTestId('tenant-search-submit'));
    await waitFor(() => expect(api.of(LIST).at(-1)?.params).toEqual({ current: 1, size: 10, tenantName: '大连' }));
  });

  it('creates a tenant with its region and shows its administrator password once', async () => {
    const api = fakeApi({
      [LIST]: () => page(tenants),
      [REGIONS]: regions,
      [SUBMIT]: (config) => {
        const body = JSON.parse(String(config.data)) as Record<string, unknown>;
        return { data: { tenant: { ...tenants[0], ...body }, adminAccount: 'admin', adminPassword: 'Aa1#xYz987654321' } };
      },
    });
    open();
    await screen.findByText('大连区域股权服务平台');
    await userEvent.click(screen.getByTestId('tenant-add'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('tenant-save'));
    expect(await within(dialog).findByText('租户编号须为6位数字')).toBeInTheDocument();
    expect(within(dialog).getByText('租户名称不能为空')).toBeInTheDocument();
    expect(api.of(SUBMIT)).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('tenant-id-input'), '710000');
    await userEvent.type(within(dialog).getByTestId('tenant-name-input'), '西安区域股权服务平台');
    await userEvent.type(within(dialog).getByTestId('tenant-domain-input'), 'xian.localhost');
    await userEvent.click(within(dialog).getByTestId('tenant-locked-switch'));
    await choose('tenant-province-select', '陕西省');
    await choose('tenant-city-select', '西安市');
    await userEvent.click(within(dialog).getByTestId('tenant-save'));
    await waitFor(() => expect(api.of(SUBMIT)).toHaveLength(1));
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toEqual({
      tenantId: '710000',
      tenantName: '西安区域股权服务平台',
      domain: 'xian.localhost',
      theme: null,
      lockedShell: true,
      provinceCode: '610000',
      cityCode: '610100',
    });
    expect(await screen.findByTestId('tenant-admin-password')).toHaveTextContent('Aa1#xYz987654321');
  });

  it("edits a tenant and keeps the dialog open with the server's refusal", async () => {
    const api = fakeApi({
      [LIST]: () => page(tenants),
      [REGIONS]: regions,
      [SUBMIT]: () => ({ status: 400, msg: '域名localhost已被其他租户使用' }),
    });
    open();
    await userEvent.click(await screen.findByTestId('tenant-edit-116000'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('tenant-id-input')).toBeNull();
    const domain = within(dialog).getByTestId('tenant-domain-input');
    expect(domain).toHaveValue('dalian.localhost');
    await userEvent.clear(domain);
    await userEvent.type(domain, 'localhost');
    await userEvent.click(within(dialog).getByTestId('tenant-save'));
    expect(await within(dialog).findByTestId('tenant-failure')).toHaveTextContent('域名localhost已被其他租户使用');
    const sent = JSON.parse(String(api.of(SUBMIT)[0].data)) as Record<string, unknown>;
    expect(sent).toMatchObject({ id: '116000', domain: 'localhost', theme: 'theme-bule', lockedShell: true, cityCode: '210200' });
  });

  it('sets and lifts the authorisation', async () => {
    const KEEP = `${SETTING}?ids=116000&expireTime=2026-12-31`;
    const LIFT = `${SETTING}?ids=116000&expireTime=`;
    const api = fakeApi({ [LIST]: () => page(tenants), [KEEP]: () => ({ data: [] }), [LIFT]: () => ({ data: [] }) });
    open();
    await userEvent.click(await screen.findByTestId('tenant-expiry-116000'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue('2026-12-31')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('tenant-expiry-save'));
    await waitFor(() => expect(api.of(KEEP)).toHaveLength(1));

    await userEvent.click(await screen.findByTestId('tenant-expiry-116000'));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(dialog.querySelector('.ant-picker-clear') as HTMLElement);
    await waitFor(() => expect(within(dialog).queryByDisplayValue('2026-12-31')).toBeNull());
    await userEvent.click(within(dialog).getByTestId('tenant-expiry-save'));
    await waitFor(() => expect(api.of(LIFT)).toHaveLength(1));
  });

  it('names the last authorised day in Beijing', () => {
    expect(lastAuthorisedDay(1_798_732_800)).toBe('2026-12-31');
    // one second into 2027-01-01 in Beijing: the day of 2027-01-01 was authorised
    expect(lastAuthorisedDay(1_798_732_801)).toBe('2027-01-01');
  });
});
