import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { RegionNode, RegionRecord } from '../api/region';
import { RegionAdminPage } from './region-admin-page';

const TREE = 'GET /api/blade-system/region/lazy-tree';
const DETAIL = 'GET /api/blade-system/region/detail';
const SUBMIT = 'POST /api/blade-system/region/submit';

const node = (code: string, parentCode: string, name: string, level: number, hasChildren: boolean): RegionNode => ({
  id: code, code, parentCode, name, title: name, value: code, key: code, level, hasChildren,
});
const children: Record<string, RegionNode[]> = {
  '00': [node('610000', '00', '陕西省', 1, true), node('210000', '00', '辽宁省', 1, true)],
  '610000': [node('610100', '610000', '西安市', 2, true)],
  '610100': [node('610102', '610100', '新城区', 3, false)],
};
const records: Record<string, RegionRecord> = {
  '610000': { code: '610000', parentCode: '00', name: '陕西省', level: 1, sort: 1 },
  '610100': { code: '610100', parentCode: '610000', name: '西安市', level: 2, sort: 2 },
  '610102': { code: '610102', parentCode: '610100', name: '新城区', level: 3, sort: 3 },
};
const tree = (extra: Record<string, RegionNode[]> = {}) => ({
  [TREE]: (config: { params?: { parentCode?: string } }) => ({ data: { ...children, ...extra }[config.params?.parentCode ?? '00'] ?? [] }),
  [DETAIL]: (config: { params?: { code?: string } }) => {
    const found = records[config.params?.code ?? ''];
    return found ? { data: found } : { status: 404, msg: '区划不存在' };
  },
});

const open = () => renderRoutes([{ path: '/system/region', element: <RegionAdminPage /> }], '/system/region');
const expand = async (name: string) => {
  const title = await screen.findByText(name);
  const treeNode = title.closest('.ant-tree-treenode') as HTMLElement;
  await userEvent.click(treeNode.querySelector('.ant-tree-switcher') as HTMLElement);
};

describe('/system/region', () => {
  beforeEach(() => signedIn('mgr'));

  it('loads the tree one level at a time and shows a selected region', async () => {
    const api = fakeApi(tree());
    open();
    expect(await screen.findByText('陕西省')).toBeInTheDocument();
    expect(api.of(TREE)[0].params).toEqual({ parentCode: '00' });
    await expand('陕西省');
    expect(await screen.findByText('西安市')).toBeInTheDocument();
    expect(api.of(TREE).at(-1)?.params).toEqual({ parentCode: '610000' });

    await userEvent.click(screen.getByText('西安市'));
    const detail = await screen.findByTestId('region-detail');
    expect(within(detail).getByText('610100')).toBeInTheDocument();
    expect(within(detail).getByText('市级')).toBeInTheDocument();
    expect(within(detail).getByTestId('region-name-input')).toHaveValue('西安市');
  });

  it("renames a region, and shows the server's refusal", async () => {
    let refuse = false;
    const api = fakeApi({
      ...tree(),
      [SUBMIT]: (config) => {
        if (refuse) return { status: 403, msg: '行政区划为全平台共用，仅平台租户的管理员可以修改' };
        const body = JSON.parse(String(config.data)) as { name: string };
        return { data: { ...records['610000'], name: body.name } };
      },
    });
    open();
    await userEvent.click(await screen.findByText('陕西省'));
    const name = await screen.findByTestId('region-name-input');
    await waitFor(() => expect(name).toHaveValue('陕西省'));
    await userEvent.clear(name);
    await userEvent.type(name, '陕西');
    await userEvent.click(screen.getByTestId('region-save'));
    await waitFor(() => expect(api.of(SUBMIT)).toHaveLength(1));
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toEqual({ id: '610000', name: '陕西', sort: 1 });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(await screen.findByText('陕西')).toBeInTheDocument();

    refuse = true;
    await userEvent.click(screen.getByTestId('region-save'));
    expect(await screen.findByTestId('region-failure')).toHaveTextContent('仅平台租户的管理员可以修改');
  });

  it('adds a district under a city, the refusal staying in the dialog', async () => {
    let refuse = true;
    const api = fakeApi({
      ...tree(),
      [SUBMIT]: (config) => {
        if (refuse) return { status: 400, msg: '区划编号已存在' };
        const body = JSON.parse(String(config.data)) as { code: string; name: string };
        children['610100'] = [...children['610100'], node(body.code, '610100', body.name, 3, false)];
        return { data: { code: body.code, parentCode: '610100', name: body.name, level: 3, sort: 9 } };
      },
    });
    open();
    await expand('陕西省');
    await userEvent.click(await screen.findByText('西安市'));
    await userEvent.click(await screen.findByTestId('region-add-child'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('region-add-save'));
    expect(await within(dialog).findByText('区划编号不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('区划名称不能为空')).toBeInTheDocument();
    expect(api.of(SUBMIT)).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('region-code-input'), '610102');
    await userEvent.type(within(dialog).getByTestId('region-add-name-input'), '西咸新区');
    await userEvent.click(within(dialog).getByTestId('region-add-save'));
    expect(await within(dialog).findByTestId('region-add-failure')).toHaveTextContent('区划编号已存在');

    refuse = false;
    const code = within(dialog).getByTestId('region-code-input');
    await userEvent.clear(code);
    await userEvent.type(code, '610199');
    await userEvent.click(within(dialog).getByTestId('region-add-save'));
    await waitFor(() => expect(api.of(SUBMIT)).toHaveLength(2));
    expect(JSON.parse(String(api.of(SUBMIT)[1].data))).toEqual({ code: '610199', parentCode: '610100', name: '西咸新区' });
    expect(await screen.findByText('西咸新区')).toBeInTheDocument();
    children['610100'] = children['610100'].filter((n) => n.code !== '610199');
  });

  it('deletes a region after the confirmation, and shows why one cannot be', async () => {
    const REMOVE_CITY = 'POST /api/blade-system/region/remove?id=610100';
    const REMOVE_DISTRICT = 'POST /api/blade-system/region/remove?id=610102';
    const api = fakeApi({
      ...tree(),
      [REMOVE_CITY]: () => ({ status: 400, msg: '请先删除下级区划' }),
      [REMOVE_DISTRICT]: () => ({ data: records['610102'] }),
    });
    open();
    await expand('陕西省');
    await userEvent.click(await screen.findByText('西安市'));
    await userEvent.click(await screen.findByTestId('region-remove'));
    expect(await screen.findByText('确定删除区划 西安市 吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('region-failure')).toHaveTextContent('请先删除下级区划');

    await expand('西安市');
    await userEvent.click(await screen.findByText('新城区'));
    await waitFor(() => expect(screen.getByTestId('region-name-input')).toHaveValue('新城区'));
    expect(screen.queryByTestId('region-add-child')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('region-remove'));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.of(REMOVE_DISTRICT)).toHaveLength(1));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('新城区')).not.toBeInTheDocument());
  });
});
