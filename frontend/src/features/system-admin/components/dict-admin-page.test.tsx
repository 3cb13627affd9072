import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpEffects } from '@/lib/http/client';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { DictRecord } from '../api/dict-biz';
import { DictAdminPage } from './dict-admin-page';

const LIST = 'GET /api/blade-system/dict-biz/list';
const SUBMIT = 'POST /api/blade-system/dict-biz/submit';
const entries: DictRecord[] = [
  { id: 'd1', code: 'organType', dictKey: '1', dictValue: '机构', sort: 1 },
  { id: 'd2', code: 'organType', dictKey: '2', dictValue: '个人', sort: 2 },
];
const page = (records: DictRecord[], total = records.length) => ({ data: { records, total, current: 1, size: 10 } });

const open = () => renderRoutes([{ path: '/system/dict', element: <DictAdminPage /> }], '/system/dict');
const row = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;

describe('/system/dict', () => {
  beforeEach(() => signedIn('mgr'));

  it('lists the entries paged, and searches by code and value', async () => {
    const api = fakeApi({ [LIST]: () => page(entries, 12) });
    open();
    expect(await screen.findByText('机构')).toBeInTheDocument();
    expect(within(row('d2')).getByText('个人')).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    expect(api.of(LIST)[0].params).toEqual({ current: 1, size: 10 });

    await userEvent.type(screen.getByTestId('dict-filter-code'), ' organ ');
    await userEvent.type(screen.getByTestId('dict-filter-value'), '个人');
    await userEvent.click(screen.getByTestId('dict-search-submit'));
    await waitFor(() => expect(api.of(LIST).at(-1)?.params).toEqual({ current: 1, size: 10, code: 'organ', dictValue: '个人' }));

    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(api.of(LIST).at(-1)?.params).toMatchObject({ current: 2, code: 'organ' }));
  });

  it('adds an entry in the dialog, asking for the required fields first', async () => {
    const api = fakeApi({
      [LIST]: () => page(entries),
      [SUBMIT]: (config) => ({ data: { id: 'd3', sort: 3, ...(JSON.parse(String(config.data)) as object) } }),
    });
    open();
    await screen.findByText('机构');
    await userEvent.click(screen.getByTestId('dict-add'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('dict-save'));
    expect(await within(dialog).findByText('字典编码不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('字典键值不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('字典名称不能为空')).toBeInTheDocument();
    expect(api.of(SUBMIT)).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('dict-code-input'), 'organType');
    await userEvent.type(within(dialog).getByTestId('dict-key-input'), '3');
    await userEvent.type(within(dialog).getByTestId('dict-value-input'), '产品');
    await userEvent.click(within(dialog).getByTestId('dict-save'));
    await waitFor(() => expect(api.of(SUBMIT)).toHaveLength(1));
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toEqual({ code: 'organType', dictKey: '3', dictValue: '产品' });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(api.of(LIST).length).toBeGreaterThan(1));
  });

  it("edits an entry and keeps the dialog open with the server's refusal", async () => {
    const api = fakeApi({
      [LIST]: () => page(entries),
      [SUBMIT]: () => ({ status: 400, msg: '该字典下已存在键值1' }),
    });
    open();
    await userEvent.click(await screen.findByTestId('dict-edit-d2'));
    const dialog = await screen.findByRole('dialog');
    const key = within(dialog).getByTestId('dict-key-input');
    expect(key).toHaveValue('2');
    await userEvent.clear(key);
    await userEvent.type(key, '1');
    await userEvent.click(within(dialog).getByTestId('dict-save'));
    expect(await within(dialog).findByTestId('dict-failure')).toHaveTextContent('该字典下已存在键值1');
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toEqual({ id: 'd2', code: 'organType', dictKey: '1', dictValue: '个人', sort: 2 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes an entry after the confirmation', async () => {
    const REMOVE = 'POST /api/blade-system/dict-biz/remove?ids=d1';
    const api = fakeApi({ [LIST]: () => page(entries), [REMOVE]: () => ({ data: [entries[0]] }) });
    open();
    await userEvent.click(await screen.findByTestId('dict-remove-d1'));
    expect(await screen.findByText('确定删除字典项 organType / 1 吗？')).toBeInTheDocument();
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
