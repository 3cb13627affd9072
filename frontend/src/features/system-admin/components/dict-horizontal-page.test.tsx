import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpEffects } from '@/lib/http/client';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { SysDictRow } from '../api/sys-dict';
import { DictHorizontalPage } from './dict-horizontal-page';

const PARENTS = 'GET /api/blade-system/dict/parent-list';
const CHILDREN = 'GET /api/blade-system/dict/child-list';
const SUBMIT = 'POST /api/blade-system/dict/submit';
const dict = (id: string, code: string, dictValue: string, more: Partial<SysDictRow> = {}): SysDictRow => ({
  id, parentId: '0', code, dictKey: '-1', dictValue, sort: 1, remark: '', isSealed: false, hasChildren: true, ...more,
});
const parents = [dict('d1', 'organType', '机构类型'), dict('d2', 'sex', '性别', { sort: 2, remark: '系统内置', isSealed: true })];
const entries = [
  dict('e1', 'organType', '法人机构', { parentId: 'd1', dictKey: '1', hasChildren: false }),
  dict('e2', 'organType', '个人', { parentId: 'd1', dictKey: '2', sort: 2, hasChildren: false }),
];
const page = (records: SysDictRow[], total = records.length) => ({ data: { records, total, current: 1, size: 10 } });
const childrenOf = (config: InternalAxiosRequestConfig) =>
  page(entries.filter((e) => e.parentId === (config.params as { parentId: string }).parentId), 12);

const open = () => renderRoutes([{ path: '/dict-horizontal', element: <DictHorizontalPage /> }], '/dict-horizontal');
const row = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
const child = () => screen.getByTestId('sys-dict-child');

describe('/dict-horizontal', () => {
  beforeEach(() => signedIn('mgr'));

  it('lists the dictionaries paged and searched, the entries waiting for a selection', async () => {
    const api = fakeApi({ [PARENTS]: () => page(parents, 12), [CHILDREN]: childrenOf });
    open();
    expect(await screen.findByText('机构类型')).toBeInTheDocument();
    expect(within(row('d2')).getByText('系统内置')).toBeInTheDocument();
    expect(within(row('d2')).getByText('是')).toBeInTheDocument();
    expect(within(row('d1')).getByText('否')).toBeInTheDocument();
    expect(within(screen.getByTestId('sys-dict-parent')).getByText('共 12 条')).toBeInTheDocument();
    expect(api.of(PARENTS)[0].params).toEqual({ current: 1, size: 10 });
    expect(within(child()).getByText('请先选择左侧字典')).toBeInTheDocument();
    expect(screen.getByTestId('sys-dict-child-add')).toBeDisabled();
    expect(api.of(CHILDREN)).toHaveLength(0);

    await userEvent.type(screen.getByTestId('sys-dict-filter-code'), ' organ ');
    await userEvent.type(screen.getByTestId('sys-dict-filter-value'), '类型');
    await userEvent.click(screen.getByTestId('sys-dict-search-submit'));
    await waitFor(() => expect(api.of(PARENTS).at(-1)?.params).toEqual({ current: 1, size: 10, code: 'organ', dictValue: '类型' }));

    await userEvent.click(within(screen.getByTestId('sys-dict-parent')).getByTitle('2'));
    await waitFor(() => expect(api.of(PARENTS).at(-1)?.params).toMatchObject({ current: 2, code: 'organ' }));
  });

  it('shows the entries of the dictionary clicked, paged', async () => {
    const api = fakeApi({ [PARENTS]: () => page(parents), [CHILDREN]: childrenOf });
    open();
    await userEvent.click(await within(screen.getByTestId('sys-dict-parent')).findByText('机构类型'));
    expect(await within(child()).findByText('法人机构')).toBeInTheDocument();
    expect(api.of(CHILDREN)[0].params).toEqual({ current: 1, size: 10, parentId: 'd1' });
    expect(row('d1')).toHaveClass('ant-table-row-selected');
    expect(within(child()).getByText('字典配置：机构类型（organType）')).toBeInTheDocument();
    expect(screen.getByTestId('sys-dict-child-add')).toBeEnabled();

    await userEvent.click(within(child()).getByTitle('2'));
    await waitFor(() => expect(api.of(CHILDREN).at(-1)?.params).toEqual({ current: 2, size: 10, parentId: 'd1' }));

    await userEvent.click(within(row('d2')).getByText('性别'));
    await waitFor(() => expect(api.of(CHILDREN).at(-1)?.params).toEqual({ current: 1, size: 10, parentId: 'd2' }));
    expect(row('d1')).not.toHaveClass('ant-table-row-selected');
  });

  it('adds an entry to the selected dictionary, asking for the required fields first', async () => {
    const api = fakeApi({
      [PARENTS]: () => page(parents),
      [CHILDREN]: childrenOf,
      [SUBMIT]: (config) => ({ data: dict('e3', 'organType', '产品', JSON.parse(String(config.data)) as Partial<SysDictRow>) }),
    });
    open();
    await userEvent.click(await within(screen.getByTestId('sys-dict-parent')).findByText('机构类型'));
    await within(child()).findByText('法人机构');
    await userEvent.click(screen.getByTestId('sys-dict-child-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增字典项')).toBeInTheDocument();
    expect(within(dialog).getByTestId('sys-dict-parent-code')).toHaveValue('organType');
    expect(within(dialog).getByTestId('sys-dict-parent-code')).toBeDisabled();
    await userEvent.click(within(dialog).getByTestId('sys-dict-save'));
    expect(await within(dialog).findByText('字典键值不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('字典名称不能为空')).toBeInTheDocument();
    expect(api.of(SUBMIT)).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('sys-dict-key-input'), '3');
    await userEvent.type(within(dialog).getByTestId('sys-dict-value-input'), '产品');
    await userEvent.type(within(dialog).getByTestId('sys-dict-sort-input'), '3');
    await userEvent.click(within(dialog).getByTestId('sys-dict-save'));
    await waitFor(() => expect(api.of(SUBMIT)).toHaveLength(1));
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toEqual({
      parentId: 'd1',
      code: 'organType',
      dictKey: '3',
      dictValue: '产品',
      sort: 3,
      isSealed: false,
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(api.of(CHILDREN).length).toBeGreaterThan(1));
  });

  it('adds a dictionary, asking for its code and name first', async () => {
    const api = fakeApi({
      [PARENTS]: () => page(parents),
      [SUBMIT]: (config) => ({ data: dict('d3', 'x', 'x', JSON.parse(String(config.data)) as Partial<SysDictRow>) }),
    });
    open();
    await screen.findByText('机构类型');
    await userEvent.click(screen.getByTestId('sys-dict-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('sys-dict-key-input')).toBeNull();
    await userEvent.click(within(dialog).getByTestId('sys-dict-save'));
    expect(await within(dialog).findByText('字典编号不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('字典名称不能为空')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByTestId('sys-dict-code-input'), 'bizType');
    await userEvent.type(within(dialog).getByTestId('sys-dict-value-input'), '业务类型');
    await userEvent.click(within(dialog).getByTestId('sys-dict-sealed-switch'));
    await userEvent.type(within(dialog).getByTestId('sys-dict-remark-input'), '新字典');
    await userEvent.click(within(dialog).getByTestId('sys-dict-save'));
    await waitFor(() => expect(api.of(SUBMIT)).toHaveLength(1));
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toEqual({ code: 'bizType', dictValue: '业务类型', isSealed: true, remark: '新字典' });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it("edits a dictionary and keeps the dialog open with the server's refusal", async () => {
    const api = fakeApi({
      [PARENTS]: () => page(parents),
      [CHILDREN]: childrenOf,
      [SUBMIT]: () => ({ status: 400, msg: '仅平台租户的管理员可以维护系统字典' }),
    });
    open();
    await userEvent.click(await screen.findByTestId('sys-dict-edit-d2'));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByTestId('sys-dict-value-input');
    expect(name).toHaveValue('性别');
    await userEvent.clear(name);
    await userEvent.type(name, '性别代码');
    await userEvent.click(within(dialog).getByTestId('sys-dict-save'));
    expect(await within(dialog).findByTestId('sys-dict-failure')).toHaveTextContent('仅平台租户的管理员可以维护系统字典');
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toEqual({
      id: 'd2', code: 'sex', dictValue: '性别代码', sort: 2, isSealed: true, remark: '系统内置',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // the buttons of a row do not select it
    expect(api.of(CHILDREN)).toHaveLength(0);
  });

  it('shows the refusal to delete a dictionary with entries, and forgets a deleted selection', async () => {
    const REMOVE_D1 = 'POST /api/blade-system/dict/remove?ids=d1';
    const REMOVE_D2 = 'POST /api/blade-system/dict/remove?ids=d2';
    const api = fakeApi({
      [PARENTS]: () => page(parents),
      [CHILDREN]: childrenOf,
      [REMOVE_D1]: () => ({ status: 400, msg: '请先删除子字典' }),
      [REMOVE_D2]: () => ({ data: [parents[1]] }),
    });
    open();
    await userEvent.click(await screen.findByTestId('sys-dict-remove-d1'));
    expect(await screen.findByText('确定删除字典 机构类型 吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.of(REMOVE_D1)).toHaveLength(1));
    expect(await screen.findByText('请先删除子字典')).toBeInTheDocument();

    await userEvent.click(within(row('d2')).getByText('性别'));
    await waitFor(() => expect(api.of(CHILDREN)).toHaveLength(1));
    await userEvent.click(screen.getByTestId('sys-dict-remove-d2'));
    await userEvent.click((await screen.findAllByRole('button', { name: '确定' })).at(-1)!);
    await waitFor(() => expect(api.of(REMOVE_D2)).toHaveLength(1));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(await within(child()).findByText('请先选择左侧字典')).toBeInTheDocument();
    expect(screen.getByTestId('sys-dict-child-add')).toBeDisabled();
  });

  describe('a user who is not the platform administrator', () => {
    const navigate = vi.fn();
    beforeEach(() => configureHttpEffects({ navigate }));
    afterEach(() => configureHttpEffects({ navigate: (path) => window.location.assign(path) }));

    it('is sent to the forbidden page', async () => {
      fakeApi({ [PARENTS]: () => ({ status: 403, msg: '无权访问该功能' }) });
      open();
      expect(await screen.findByRole('alert')).toHaveTextContent('无权访问该功能');
      expect(navigate).toHaveBeenCalledWith('/403');
    });
  });
});
