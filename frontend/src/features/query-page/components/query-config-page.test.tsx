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

  it('opens on a kept draft, saves the text as the draft, compares a version with it and discards it', async () => {
    const published = '{ "pageKey": "wdcccx", "title": "我的持仓查询" }';
    const drafted = '{ "pageKey": "wdcccx", "title": "持仓查询" }';
    let draft: { text: string; baseVersion: number; updatedBy: string; updatedAt: string } | null = {
      text: drafted,
      baseVersion: 2,
      updatedBy: '周分析',
      updatedAt: '2026-11-29 10:00:00',
    };
    const versions = [
      { version: 2, publishedBy: '周分析', publishedAt: '2026-11-28 10:00:00', reason: '改列' },
      { version: 1, publishedBy: '系统', publishedAt: '2026-11-01 10:00:00', reason: '初始' },
    ];
    const api = fakeApi({
      [LIST]: () => ({ data: [] }),
      [SOURCES]: () => ({ data: sources }),
      [DETAIL]: () => ({ data: { pageKey: 'wdcccx', version: 2, title: '我的持仓查询', text: published, versions, draft } }),
      'POST /api/rem-registrationbizweb/queryConfig/draft': () => ({ data: { pageKey: 'wdcccx', ok: true, problems: [] } }),
      'GET /api/rem-registrationbizweb/queryConfig/diff': () => ({
        data: { from: '2', to: 'draft', lines: [{ op: '-', text: '"title": "我的持仓查询"' }, { op: '+', text: '"title": "持仓查询"' }] },
      }),
      'POST /api/rem-registrationbizweb/queryConfig/draft/discard': () => {
        draft = null;
        return { data: null };
      },
    });
    renderRoutes(routes, '/queryConfig/edit/wdcccx');
    const text = await screen.findByTestId('query-config-text');
    await waitFor(() => expect(text).toHaveValue(drafted));
    expect(screen.getByTestId('query-config-draft')).toHaveTextContent('草稿：周分析 于 2026-11-29 10:00:00 保存（基于 v2）');

    fireEvent.change(text, { target: { value: `${drafted} ` } });
    await userEvent.click(screen.getByTestId('query-config-save-draft'));
    await waitFor(() => expect(api.of('POST /api/rem-registrationbizweb/queryConfig/draft')).toHaveLength(1));
    expect(JSON.parse(String(api.of('POST /api/rem-registrationbizweb/queryConfig/draft')[0].data))).toEqual({ text: `${drafted} ` });

    await userEvent.click(screen.getByTestId('query-config-compare-2'));
    const diff = await screen.findByTestId('query-config-diff');
    await waitFor(() => expect(diff.querySelectorAll('[data-op="+"]')).toHaveLength(1));
    expect(diff.querySelector('[data-op="-"]')).toHaveTextContent('"title": "我的持仓查询"');
    expect(api.of('GET /api/rem-registrationbizweb/queryConfig/diff')[0].params).toEqual({ pageKey: 'wdcccx', from: '2', to: 'draft' });

    await userEvent.click(screen.getByTestId('query-config-discard'));
    await waitFor(() => expect(screen.queryByTestId('query-config-draft')).toBeNull());
    await waitFor(() => expect(text).toHaveValue(published));
  });
});
