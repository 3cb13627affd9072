import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { NEW_DEFINITION, QueryConfigPage } from './query-config-page';

const LIST = 'GET /api/rem-registrationbizweb/queryConfig/list';
const DETAIL = 'GET /api/rem-registrationbizweb/queryConfig/detail';
const SOURCES = 'GET /api/rem-registrationbizweb/queryConfig/sources';
const CHECK = 'POST /api/rem-registrationbizweb/queryConfig/check';
const PUBLISH = 'POST /api/rem-registrationbizweb/queryConfig/publish';

const sources = {
  sources: [
    {
      name: 'applications',
      title: '业务申请',
      fields: [{ field: { prop: 'bizSn', label: '业务流水号', kind: 'text', filterable: true, sortable: true }, widget: 'input' }],
      actions: ['detail', 'print'],
    },
  ],
  pageSizes: [10, 20, 30, 50, 100],
  roles: ['analyst'],
};

const routes = [
  { path: '/queryConfig/add', element: <QueryConfigPage /> },
  { path: '/queryConfig/edit/:pageKey', element: <QueryConfigPage /> },
];

describe('the query definition editor (/queryConfig/add, /queryConfig/edit/{pageKey})', () => {
  beforeEach(() => signedIn('mgr'));

  it('checks a new definition on the server, lists its problems, and publishes it with a reason', async () => {
    const api = fakeApi({
      [LIST]: () => ({ data: [] }),
      [SOURCES]: () => ({ data: sources }),
      [CHECK]: () => ({ data: { ok: false, problems: ['数据源「业务申请」没有列：secret'], pageKey: null } }),
      [PUBLISH]: () => ({ data: { pageKey: 'newQuery1', version: 1 } }),
      [DETAIL]: () => ({ data: { pageKey: 'newQuery1', version: 1, title: '新查询页面', text: NEW_DEFINITION, versions: [{ version: 1, publishedBy: '周分析', publishedAt: '2026-11-29 10:00:00', reason: '新页面' }] } }),
    });
    renderRoutes(routes, '/queryConfig/add');
    const text = await screen.findByTestId('query-config-text');
    expect(text).toHaveValue(NEW_DEFINITION);
    // the chosen source's fields beside the text
    expect(await screen.findByText('数据源 applications（业务申请）的列')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('query-config-check'));
    expect(await screen.findByText('数据源「业务申请」没有列：secret')).toBeInTheDocument();
    expect(JSON.parse(String(api.of(CHECK)[0].data))).toEqual({ text: NEW_DEFINITION });

    await userEvent.click(screen.getByTestId('query-config-publish'));
    const ok = await screen.findByTestId('query-config-publish-ok');
    expect(ok).toBeDisabled();
    fireEvent.change(screen.getByTestId('query-config-reason'), { target: { value: '新页面' } });
    await userEvent.click(ok);
    await waitFor(() => expect(JSON.parse(String(api.of(PUBLISH)[0].data))).toEqual({ text: NEW_DEFINITION, reason: '新页面' }));
    // then the page's own editor, with its versions
    expect(await screen.findByTestId('query-config-versions')).toHaveTextContent('周分析');
  });

  it('shows the problems a refused publication names', async () => {
    fakeApi({
      [LIST]: () => ({ data: [] }),
      [SOURCES]: () => ({ data: sources }),
      [PUBLISH]: () => ({ status: 400, success: false, msg: '查询定义有1处问题，未发布', data: { problems: ['未知的数据源：users'] } }),
    });
    renderRoutes(routes, '/queryConfig/add');
    await screen.findByTestId('query-config-text');
    await userEvent.click(screen.getByTestId('query-config-publish'));
    fireEvent.change(await screen.findByTestId('query-config-reason'), { target: { value: '试试' } });
    await userEvent.click(screen.getByTestId('query-config-publish-ok'));
    expect(await screen.findByText('未知的数据源：users')).toBeInTheDocument();
  });

  it('tells anyone but an analyst the server’s refusal', async () => {
    fakeApi({
      [LIST]: () => ({ status: 403, success: false, msg: '无权访问流程与表单设计' }),
      [SOURCES]: () => ({ status: 403, success: false, msg: '无权访问流程与表单设计' }),
    });
    renderRoutes(routes, '/queryConfig/add');
    expect(await screen.findByTestId('query-config-refused')).toHaveTextContent('无权访问流程与表单设计');
  });
});
