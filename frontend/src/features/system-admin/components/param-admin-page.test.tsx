import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpEffects } from '@/lib/http/client';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { ParamRecord } from '../api/param-biz';
import { ParamAdminPage } from './param-admin-page';

const LIST = 'GET /api/blade-system/param-biz/list';
const SUBMIT = 'POST /api/blade-system/param-biz/submit';
const params: ParamRecord[] = [
  { id: 'p1', paramName: '冻结公告开关', paramKey: 'freeze.notice.switch', paramValue: '1', remark: '' },
  { id: 'p2', paramName: '服务热线', paramKey: 'platform.hotline', paramValue: '029-88888888', remark: '页脚' },
];
const page = (records: ParamRecord[], total = records.length) => ({ data: { records, total, current: 1, size: 10 } });

const open = () => renderRoutes([{ path: '/system/param', element: <ParamAdminPage /> }], '/system/param');
const row = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;

describe('/system/param', () => {
  beforeEach(() => signedIn('mgr'));

  it('lists the parameters paged, and searches by name and key', async () => {
    const api = fakeApi({ [LIST]: () => page(params, 12) });
    open();
    expect(await screen.findByText('冻结公告开关')).toBeInTheDocument();
    expect(within(row('p2')).getByText('029-88888888')).toBeInTheDocument();
    expect(within(row('p2')).getByText('页脚')).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    expect(api.of(LIST)[0].params).toEqual({ current: 1, size: 10 });

    await userEvent.type(screen.getByTestId('param-filter-name'), ' 开关 ');
    await userEvent.type(screen.getByTestId('param-filter-key'), 'notice');
    await userEvent.click(screen.getByTestId('param-search-submit'));
    await waitFor(() => expect(api.of(LIST).at(-1)?.params).toEqual({ current: 1, size: 10, paramName: '开关', paramKey: 'notice' }));

    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(api.of(LIST).at(-1)?.params).toMatchObject({ current: 2, paramKey: 'notice' }));
  });

  it('adds a parameter in the dialog, asking for the required fields first', async () => {
    const api = fakeApi({
      [LIST]: () => page(params),
      [SUBMIT]: (config) => ({ data: { id: 'p3', remark: '', ...(JSON.parse(String(config.data)) as object) } }),
    });
    open();
    await screen.findByText('冻结公告开关');
    await userEvent.click(screen.getByTestId('param-add'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('param-save'));
    expect(await within(dialog).findByText('参数名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('参数键名不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('参数键值不能为空')).toBeInTheDocument();
    expect(api.of(SUBMIT)).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('param-name-input'), '客服邮箱');
    await userEvent.type(within(dialog).getByTestId('param-key-input'), 'platform.mail');
    await userEvent.type(within(dialog).getByTestId('param-value-input'), 'a@b.cn');
    await userEvent.click(within(dialog).getByTestId('param-save'));
    await waitFor(() => expect(api.of(SUBMIT)).toHaveLength(1));
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toEqual({ paramName: '客服邮箱', paramKey: 'platform.mail', paramValue: 'a@b.cn' });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(api.of(LIST).length).toBeGreaterThan(1));
  });

  it("edits a parameter and keeps the dialog open with the server's refusal", async () => {
    const api = fakeApi({
      [LIST]: () => page(params),
      [SUBMIT]: () => ({ status: 400, msg: '开关参数的键值只能是0或1' }),
    });
    open();
    await userEvent.click(await screen.findByTestId('param-edit-p1'));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByTestId('param-value-input');
    expect(value).toHaveValue('1');
    await userEvent.clear(value);
    await userEvent.type(value, 'on');
    await userEvent.click(within(dialog).getByTestId('param-save'));
    expect(await within(dialog).findByTestId('param-failure')).toHaveTextContent('开关参数的键值只能是0或1');
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toEqual({
      id: 'p1',
      paramName: '冻结公告开关',
      paramKey: 'freeze.notice.switch',
      paramValue: 'on',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes a parameter after the confirmation', async () => {
    const REMOVE = 'POST /api/blade-system/param-biz/remove?ids=p2';
    const api = fakeApi({ [LIST]: () => page(params), [REMOVE]: () => ({ data: [params[1]] }) });
    open();
    await userEvent.click(await screen.findByTestId('param-remove-p2'));
    expect(await screen.findByText('确定删除参数 platform.hotline 吗？')).toBeInTheDocument();
    expect(api.of(REMOVE)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.of(REMOVE)).toHaveLength(1));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  describe('a user who is not the administrator', () => {
    const navigate = vi.fn();
    beforeEach(() => configureHttpEffects({ navigate }));
    afterEach(() => configureHttpEffects({ navigate: (path) => window.location.assign(path) }));

    it('is sent to the forbidden page', async () => {
      fakeApi({ [LIST]: () => ({ status: 403, msg: '无权访问该功能' }) });
      open();
      expect(await screen.findByRole('alert')).toHaveTextContent('无权访问该功能');
      expect(navigate).toHaveBeenCalledWith('/403');
    });
  });
});
