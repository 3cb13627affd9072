// spec: 01§2 /tabQueryPage/zrxmcx2
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { QueryPageConfig } from '../api/query-page';
import { TabQueryPage } from './tab-query-page';

const CONFIG = 'GET /api/rem-registrationbizweb/queryPage/zrxmcx2/config';
const LIST = 'POST /api/rem-registrationbizweb/queryPage/zrxmcx2/list';

const config: QueryPageConfig = {
  pageKey: 'zrxmcx2', title: '转让项目查询', version: 1, source: 'transferProjects',
  columns: [{ prop: 'projectAbbreviation', label: '项目简称' }, { prop: 'status', label: '项目状态', kind: 'code' }],
  filters: [
    { prop: 'projectAbbreviation', label: '项目简称', widget: 'input' },
    { prop: 'status', label: '项目状态', widget: 'select', options: [{ value: '0', label: '待挂牌' }, { value: '1', label: '挂牌中' }] },
  ],
  actions: [{ action: 'detail', label: '项目详情' }], pageSizes: [10, 20], sortable: [],
};
const row = { id: 'ftp-1', projectAbbreviation: '丰源一期转让', status: '1', statusLabel: '挂牌中' };

describe('/tabQueryPage/zrxmcx2: transfer projects one state a tab', () => {
  beforeEach(() => signedIn('personalholder'));

  it('lists all, then one state with that state fixed and its filter hidden, and opens a project', async () => {
    const api = fakeApi({ [CONFIG]: () => ({ data: config }), [LIST]: () => ({ data: { records: [row], totalRecord: 1, pageNo: 1, pageSize: 10 } }) });
    const { router } = renderRoutes(
      [
        { path: '/tabQueryPage/zrxmcx2', element: <TabQueryPage pageKey="zrxmcx2" tabProp="status" /> },
        { path: '/fundTransferDetail', element: <p data-testid="project-page">project</p> },
      ],
      '/tabQueryPage/zrxmcx2',
    );
    expect(await screen.findByText('丰源一期转让')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(LIST)[0].data)).filters).toEqual({});
    await userEvent.click(screen.getByTestId('tab-1'));
    await waitFor(() => expect(JSON.parse(String(api.of(LIST).at(-1)?.data)).filters).toEqual({ status: '1' }));
    expect(screen.queryByTestId('query-filter-status')).toBeNull();
    await userEvent.click((await screen.findAllByTestId('query-action-detail'))[0]);
    expect(await screen.findByTestId('project-page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=ftp-1');
  });

  it('a user the page is not for sees 403 once: the refused definition is asked for once, not in a loop', async () => {
    const api = fakeApi({ [CONFIG]: () => ({ status: 403, msg: '无权访问该查询页' }) });
    renderRoutes([{ path: '/tabQueryPage/zrxmcx2', element: <TabQueryPage pageKey="zrxmcx2" tabProp="status" /> }], '/tabQueryPage/zrxmcx2');
    expect(await screen.findByTestId('query-page-refused')).toHaveTextContent('无权访问该查询页');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.of(CONFIG)).toHaveLength(1);
  });
});
