import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { savedFiles } from '@/test/saved-files';
import type { QueryPageConfig } from '../api/query-page';
import { QueryPage } from './query-page';

const CONFIG = 'GET /api/rem-registrationbizweb/queryPage/zhyqcx2/config';
const LIST = 'POST /api/rem-registrationbizweb/queryPage/zhyqcx2/list';
const EXPORT = 'POST /api/rem-registrationbizweb/queryPage/zhyqcx2/export';

const config: QueryPageConfig = {
  pageKey: 'zhyqcx2',
  title: '综合企业查询',
  version: 3,
  source: 'companies',
  columns: [
    { prop: 'name', label: '企业名称', width: 240, kind: 'text' },
    { prop: 'companyType', label: '企业类型', kind: 'code' },
    { prop: 'registeredCapital', label: '注册资本（元）', kind: 'money' },
    { prop: 'custodyDate', label: '托管日期', kind: 'day' },
  ],
  filters: [
    { prop: 'name', label: '企业名称', widget: 'input' },
    { prop: 'companyType', label: '企业类型', widget: 'select', options: [{ value: '1', label: '有限责任公司' }, { value: '2', label: '股份有限公司' }] },
  ],
  sort: { prop: 'custodyDate', order: 'desc' },
  actions: [{ action: 'detail', label: '详情' }],
  pageSizes: [10, 20, 50],
  sortable: ['name', 'custodyDate'],
};

const row = { id: 'c-qinchuang', name: '西安秦创科技股份有限公司', companyType: '2', companyTypeLabel: '股份有限公司', registeredCapital: '12345678.50', custodyDate: '2024-03-01' };

describe('a configurable query page (/queryPage/{pageKey})', () => {
  const saved = savedFiles();
  beforeEach(() => signedIn('mgr'));

  // spec: 01§2.38 01§9.9
  it('draws its definition: columns with codes by label and amounts formatted, filters sent to the server, detail in a drawer', async () => {
    // an enterprise's own user: its row's detail is the drawer (staff open the management page)
    signedIn('org');
    const api = fakeApi({
      [CONFIG]: () => ({ data: config }),
      [LIST]: () => ({ data: { records: [row], totalRecord: 1, pageNo: 1, pageSize: 10 } }),
    });
    renderRoutes([{ path: '/queryPage/:pageKey', element: <QueryPage /> }], '/queryPage/zhyqcx2');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('西安秦创科技股份有限公司')).toBeInTheDocument();
    expect(within(table).getByText('股份有限公司')).toBeInTheDocument();
    expect(within(table).getByText('12,345,678.50')).toBeInTheDocument();
    expect(screen.getByText('综合企业查询')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(LIST)[0].data))).toEqual({ pageNo: 1, pageSize: 10, filters: {} });

    await userEvent.type(screen.getByTestId('query-filter-name'), ' 秦创 ');
    await userEvent.click(screen.getByTestId('query-page-search'));
    await waitFor(() => expect(JSON.parse(String(api.of(LIST).at(-1)?.data))).toMatchObject({ filters: { name: '秦创' }, pageNo: 1 }));

    await userEvent.click(within(table).getByTestId('query-action-detail'));
    const drawer = await screen.findByTestId('query-row-detail');
    expect(within(drawer).getByText('托管日期')).toBeInTheDocument();
    expect(within(drawer).getByText('2024-03-01')).toBeInTheDocument();
  });

  // spec: 01§2 /companyAdmin/companyManage1/detail/{id} 01§2 /companyAdmin/companyManage1/edit/{id} 01§2 /companyAdmin/companyManage2/detail/{id} 01§2 /companyAdmin/companyManage2/edit/{id}
  it('opens an enterprise in custody on its management page for staff', async () => {
    fakeApi({
      [CONFIG]: () => ({ data: config }),
      [LIST]: () => ({ data: { records: [row], totalRecord: 1, pageNo: 1, pageSize: 10 } }),
    });
    const { router } = renderRoutes(
      [
        { path: '/queryPage/:pageKey', element: <QueryPage /> },
        { path: '/companyAdmin/companyManage1/detail/:id', element: <p data-testid="manage-page">manage</p> },
      ],
      '/queryPage/zhyqcx2',
    );
    const table = await screen.findByRole('table');
    await userEvent.click(await within(table).findByTestId('query-action-detail'));
    expect(await screen.findByTestId('manage-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/companyAdmin/companyManage1/detail/${String(row.id)}`);
  });

  it('sorts on the server when a sortable heading is clicked', async () => {
    const api = fakeApi({
      [CONFIG]: () => ({ data: config }),
      [LIST]: () => ({ data: { records: [row], totalRecord: 1, pageNo: 1, pageSize: 10 } }),
    });
    renderRoutes([{ path: '/queryPage/:pageKey', element: <QueryPage /> }], '/queryPage/zhyqcx2');
    await screen.findByText('西安秦创科技股份有限公司');
    await userEvent.click(screen.getAllByText('企业名称', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(JSON.parse(String(api.of(LIST).at(-1)?.data))).toMatchObject({ sortProp: 'name', sortOrder: 'asc' }));
  });

  // spec: 02§2.23
  it('exports what the filters find and saves it under the server’s name', async () => {
    const api = fakeApi({
      [CONFIG]: () => ({ data: config }),
      [LIST]: () => ({ data: { records: [row], totalRecord: 1, pageNo: 1, pageSize: 10 } }),
      [EXPORT]: () => ({
        file: { blob: new Blob(['PK']), headers: { 'content-disposition': "attachment; filename*=UTF-8''%E7%BB%BC%E5%90%88%E4%BC%81%E4%B8%9A%E6%9F%A5%E8%AF%A2.xlsx" } },
      }),
    });
    renderRoutes([{ path: '/queryPage/:pageKey', element: <QueryPage /> }], '/queryPage/zhyqcx2');
    await screen.findByText('西安秦创科技股份有限公司');
    await userEvent.type(screen.getByTestId('query-filter-name'), '秦');
    await userEvent.click(screen.getByTestId('query-page-search'));
    await waitFor(() => expect(api.of(LIST).length).toBeGreaterThan(1));
    await userEvent.click(screen.getByTestId('query-page-export'));
    await waitFor(() => expect(saved).toEqual(['综合企业查询.xlsx']));
    expect(JSON.parse(String(api.of(EXPORT)[0].data))).toEqual({ filters: { name: '秦' } });
  });

  it('shows the server’s refusal for a role the page is not for', async () => {
    fakeApi({ [CONFIG]: () => ({ status: 403, success: false, msg: '无权查看该页面' }) });
    renderRoutes([{ path: '/queryPage/:pageKey', element: <QueryPage /> }], '/queryPage/zhyqcx2');
    const refused = await screen.findByTestId('query-page-refused');
    expect(refused).toHaveTextContent('无权查看该页面');
    expect(refused).toHaveTextContent('403');
  });

  it('offers the withdrawal only of a business waiting on its applicant, after a confirmation', async () => {
    const key = 'bizApplication2';
    const mine: QueryPageConfig = {
      pageKey: key,
      title: '我的申请',
      version: 1,
      source: 'applications',
      own: true,
      columns: [
        { prop: 'bizSn', label: '业务流水号', kind: 'text' },
        { prop: 'status', label: '状态', kind: 'code' },
      ],
      filters: [],
      actions: [
        { action: 'detail', label: '详情' },
        { action: 'withdraw', label: '撤回' },
        { action: 'print', label: '打印凭证' },
      ],
      pageSizes: [10],
      sortable: [],
    };
    const draft = { uuid: 'u-draft', bizSn: 'S-DRAFT', status: 'running', statusLabel: '办理中', waitsOnApplicant: true };
    const reviewing = { uuid: 'u-review', bizSn: 'S-REVIEW', status: 'running', statusLabel: '办理中', waitsOnApplicant: false };
    const done = { uuid: 'u-done', bizSn: 'S-DONE', status: 'approved', statusLabel: '已办结', waitsOnApplicant: false };
    const api = fakeApi({
      [`GET /api/rem-registrationbizweb/queryPage/${key}/config`]: () => ({ data: mine }),
      [`POST /api/rem-registrationbizweb/queryPage/${key}/list`]: () => ({ data: { records: [draft, reviewing, done], totalRecord: 3, pageNo: 1, pageSize: 10 } }),
      'POST /api/rem-registrationbizweb/application/withdraw': () => ({ data: { uuid: 'u-draft', bizSn: 'S-DRAFT', status: 'withdrawn' } }),
    });
    renderRoutes([{ path: '/queryPage/:pageKey', element: <QueryPage /> }], `/queryPage/${key}`);
    const rowOf = async (sn: string) => (await screen.findByText(sn)).closest('tr') as HTMLElement;
    expect(within(await rowOf('S-REVIEW')).queryByTestId('query-action-withdraw')).toBeNull();
    expect(within(await rowOf('S-REVIEW')).queryByTestId('query-action-print')).toBeNull();
    expect(within(await rowOf('S-DONE')).getByTestId('query-action-print')).toBeInTheDocument();
    // a business's status is a coloured tag, as every list shows it
    expect(screen.getByTestId('status-S-DONE')).toHaveTextContent('已办结');
    expect(screen.getByTestId('status-S-DONE')).toHaveClass('ant-tag-success');
    expect(screen.getByTestId('status-S-DRAFT')).toHaveClass('ant-tag-processing');
    await userEvent.click(within(await rowOf('S-DRAFT')).getByTestId('query-action-withdraw'));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.of('POST /api/rem-registrationbizweb/application/withdraw')).toHaveLength(1));
    expect(JSON.parse(String(api.of('POST /api/rem-registrationbizweb/application/withdraw')[0].data))).toEqual({ uuid: 'u-draft' });
  });

  it('opens a to-do where it is acted on: the approve page, or the form of a returned application', async () => {
    const key = 'bjotcTaskItem2';
    const todos: QueryPageConfig = {
      pageKey: key,
      title: '我的待办',
      version: 1,
      source: 'tasks',
      columns: [{ prop: 'bizSn', label: '业务流水号', kind: 'text' }],
      filters: [],
      actions: [{ action: 'handle', label: '办理' }],
      pageSizes: [10],
      sortable: [],
    };
    const review = { uuid: 'u1', bizSn: 'S-REVIEW', taskNo: 2, nodeId: 'PreliminaryApprove', appId: '550004' };
    const returned = { uuid: 'u2', bizSn: 'S-RETURNED', taskNo: 3, nodeId: 'UpdateApplyApprove', appId: '550004' };
    fakeApi({
      [`GET /api/rem-registrationbizweb/queryPage/${key}/config`]: () => ({ data: todos }),
      [`POST /api/rem-registrationbizweb/queryPage/${key}/list`]: () => ({ data: { records: [review, returned], totalRecord: 2, pageNo: 1, pageSize: 10 } }),
    });
    const openFromList = async (sn: string) => {
      const { router, unmount } = renderRoutes(
        [
          { path: '/queryPage/:pageKey', element: <QueryPage /> },
          { path: '/process/approve', element: <div data-testid="approve" /> },
          { path: '/process/apply', element: <div data-testid="apply" /> },
        ],
        `/queryPage/${key}`,
      );
      const row = (await screen.findByText(sn)).closest('tr') as HTMLElement;
      await userEvent.click(within(row).getByTestId('query-action-handle'));
      await waitFor(() => expect(router.state.location.pathname).not.toBe(`/queryPage/${key}`));
      const { pathname, search } = router.state.location;
      unmount();
      return `${pathname}${search}`;
    };
    expect(await openFromList('S-REVIEW')).toBe('/process/approve?uuid=u1&bizSn=S-REVIEW&taskNo=2&nodeId=PreliminaryApprove');
    expect(await openFromList('S-RETURNED')).toBe('/process/apply?appId=550004&nodeId=UpdateApplyApprove&uuid=u2&bizSn=S-RETURNED&src=bjotcTaskItem2');
  });

  it('reads a public page as the site’s tenant and opens a disclosure’s report on the public site', async () => {
    const key = 'informationDisclosure';
    const disclosures: QueryPageConfig = {
      pageKey: key,
      title: '信息披露',
      version: 1,
      source: 'disclosures',
      public: true,
      columns: [
        { prop: 'title', label: '标题', kind: 'text' },
        { prop: 'category', label: '披露类别', kind: 'code' },
      ],
      filters: [],
      actions: [{ action: 'detail', label: '查看' }],
      pageSizes: [10],
      sortable: [],
    };
    const report = { id: 'disc-000', title: '秦创科技：2025年年度报告', category: '1', categoryLabel: '定期报告' };
    const api = fakeApi({
      [`GET /api/rem-registrationbizweb/queryPage/${key}/config`]: () => ({ data: disclosures }),
      [`POST /api/rem-registrationbizweb/queryPage/${key}/list`]: () => ({ data: { records: [report], totalRecord: 1, pageNo: 1, pageSize: 10 } }),
    });
    const { router } = renderRoutes(
      [
        { path: '/home/queryPage/informationDisclosure', element: <QueryPage pageKey={key} site="116000" /> },
        { path: '/home/information/reportDetail/:id', element: <div data-testid="report" /> },
      ],
      '/home/queryPage/informationDisclosure',
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('定期报告')).toBeInTheDocument();
    expect(api.of(`GET /api/rem-registrationbizweb/queryPage/${key}/config`)[0].params).toEqual({ tenantId: '116000' });
    expect(api.of(`POST /api/rem-registrationbizweb/queryPage/${key}/list`)[0].params).toEqual({ tenantId: '116000' });
    await userEvent.click(within(table).getByTestId('query-action-detail'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/information/reportDetail/disc-000'));
  });

  it('seeks the following page from the last row shown, and counts off any other', async () => {
    const rowsOf = (page: number) =>
      Array.from({ length: 10 }, (_, i) => ({ ...row, id: `c-${page}-${i}`, name: `企业${page}-${i}` }));
    const api = fakeApi({
      [CONFIG]: () => ({ data: config }),
      [LIST]: (call) => {
        const { pageNo } = JSON.parse(String(call.data)) as { pageNo: number };
        const records = rowsOf(pageNo);
        return { data: { records, totalRecord: 45, pageNo, pageSize: 10, next: { id: records[9].id } } };
      },
    });
    renderRoutes([{ path: '/queryPage/:pageKey', element: <QueryPage /> }], '/queryPage/zhyqcx2');
    await screen.findByText('企业1-0');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('企业2-0');
    expect(JSON.parse(String(api.of(LIST).at(-1)?.data))).toEqual({ pageNo: 2, pageSize: 10, filters: {}, after: { id: 'c-1-9' } });
    await userEvent.click(screen.getByTitle('4'));
    await screen.findByText('企业4-0');
    expect(JSON.parse(String(api.of(LIST).at(-1)?.data))).toEqual({ pageNo: 4, pageSize: 10, filters: {} });
    await userEvent.click(screen.getByTitle('5'));
    await screen.findByText('企业5-0');
    expect(JSON.parse(String(api.of(LIST).at(-1)?.data))).toMatchObject({ pageNo: 5, after: { id: 'c-4-9' } });
    // a new filter starts again from the first page, sought from nothing
    await userEvent.type(screen.getByTestId('query-filter-name'), '企业');
    await userEvent.click(screen.getByTestId('query-page-search'));
    await waitFor(() => expect(JSON.parse(String(api.of(LIST).at(-1)?.data))).toEqual({ pageNo: 1, pageSize: 10, filters: { name: '企业' } }));
  });
});
