import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { SitePageAdminPage } from './site-page-admin-page';

const LIST = 'GET /api/blade-desk/sitePage/list';
const SUBMIT = 'POST /api/blade-desk/sitePage/submit';
const pages = [
  { key: 'about', title: '关于我们', content: '平台简介' },
  { key: 'group', title: '集团成员', content: '成员单位' },
  { key: 'recruitment', title: '招聘信息', content: '招聘岗位' },
  { key: 'hotline', title: '服务热线', content: '029-88888888' },
];

const open = () => renderRoutes([{ path: '/sitePageAdmin', element: <SitePageAdminPage /> }], '/sitePageAdmin');

describe('/sitePageAdmin', () => {
  beforeEach(() => signedIn());

  it('edits a footer page and saves its title and text', async () => {
    const api = fakeApi({
      [LIST]: () => ({ data: pages }),
      [SUBMIT]: (config) => ({ data: JSON.parse(String(config.data)) as unknown }),
    });
    open();
    for (const p of pages) expect(await screen.findByRole('tab', { name: p.title })).toBeInTheDocument();
    const content = screen.getByTestId('site-page-content-input');
    expect(content).toHaveValue('平台简介');
    await userEvent.clear(content);
    await userEvent.type(content, '新的平台简介');
    await userEvent.click(screen.getByTestId('site-page-save'));
    await waitFor(() => expect(api.of(SUBMIT)).toHaveLength(1));
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toEqual({ key: 'about', title: '关于我们', content: '新的平台简介' });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('refuses an empty text in the browser, and shows the server refusal', async () => {
    const api = fakeApi({
      [LIST]: () => ({ data: pages }),
      [SUBMIT]: () => ({ status: 400, msg: '页面标题不能超过50个字' }),
    });
    open();
    const content = await screen.findByTestId('site-page-content-input');
    await userEvent.clear(content);
    await userEvent.click(screen.getByTestId('site-page-save'));
    expect(await screen.findByText('请填写页面内容')).toBeInTheDocument();
    expect(api.of(SUBMIT)).toHaveLength(0);
    await userEvent.type(content, '内容');
    await userEvent.click(screen.getByTestId('site-page-save'));
    expect(await screen.findByTestId('site-page-failure')).toHaveTextContent('页面标题不能超过50个字');
  });

  it('tells someone else that they may not edit the pages', async () => {
    fakeApi({ [LIST]: () => ({ status: 403, msg: '无权编辑站点页面' }) });
    open();
    expect(await screen.findByTestId('site-pages-error')).toHaveTextContent('无权编辑站点页面');
  });
});
