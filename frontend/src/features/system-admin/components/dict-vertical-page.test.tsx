import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { SysDictRow } from '../api/sys-dict';
import { DictVerticalPage } from './dict-vertical-page';

const PARENTS = 'GET /api/blade-system/dict/parent-list';
const CHILDREN = 'GET /api/blade-system/dict/child-list';
const base = { sort: 1, remark: '', isSealed: false };
const parent: SysDictRow = { ...base, id: 'd1', parentId: '0', code: 'organType', dictKey: '-1', dictValue: '机构类型', hasChildren: true };
const entry: SysDictRow = { ...base, id: 'e1', parentId: 'd1', code: 'organType', dictKey: '1', dictValue: '法人机构', hasChildren: false };
const page = (records: SysDictRow[]) => ({ data: { records, total: records.length, current: 1, size: 10 } });

describe('/dict-vertical', () => {
  beforeEach(() => signedIn('mgr'));

  it('shows the dictionaries above their entries, the entries of the one clicked', async () => {
    const api = fakeApi({ [PARENTS]: () => page([parent]), [CHILDREN]: () => page([entry]) });
    renderRoutes([{ path: '/dict-vertical', element: <DictVerticalPage /> }], '/dict-vertical');
    const layout = await screen.findByTestId('dict-vertical-page');
    const [top, below] = [screen.getByTestId('sys-dict-parent'), screen.getByTestId('sys-dict-child')];
    expect([...layout.children]).toEqual([top, below]);
    expect(within(below).getByText('请先选择上方字典')).toBeInTheDocument();
    expect(screen.getByTestId('sys-dict-child-add')).toBeDisabled();

    await userEvent.click(await within(top).findByText('机构类型'));
    // the entries' card is mounted afresh for the dictionary selected
    expect(await within(screen.getByTestId('sys-dict-child')).findByText('法人机构')).toBeInTheDocument();
    await waitFor(() => expect(api.of(CHILDREN)[0].params).toEqual({ current: 1, size: 10, parentId: 'd1' }));
    expect(screen.getByTestId('sys-dict-child-add')).toBeEnabled();
  });
});
