import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { PublicFooter } from './public-footer';
import { SitePageView } from './site-page-view';

const READ = 'GET /api/blade-desk/nonds/sitePage/detail';
const pages: Record<string, { title: string; content: string }> = {
  about: { title: '关于我们', content: '区域股权服务平台是区域性股权市场运营机构。\n\n地址：西安市高新区锦业路1号\n邮编：710065' },
  hotline: { title: '服务热线', content: '业务咨询热线：029-88888888' },
};

function server() {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    [READ]: (config) => {
      const key = String(config.params.id);
      return pages[key] ? { data: { key, ...pages[key] } } : { status: 404, msg: '页面不存在' };
    },
  });
}

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/sitePage/:key', element: <><SitePageView /><PublicFooter /></> },
      { path: '/home/login', element: <PublicFooter /> },
    ],
    path,
  );

describe('the footer pages (issue 15)', () => {
  it('shows the page the administrator wrote, a paragraph per block of text', async () => {
    const api = server();
    open('/sitePage/about');
    expect(await screen.findByTestId('site-page-title')).toHaveTextContent('关于我们');
    const article = screen.getByTestId('site-page-article');
    expect(article.querySelectorAll('p')).toHaveLength(2);
    expect(article).toHaveTextContent('地址：西安市高新区锦业路1号');
    expect(api.of(READ)[0].params).toEqual({ tenantId: '000000', id: 'about' });
  });

  it('links every footer entry to its page', async () => {
    server();
    const { router } = open('/home/login');
    for (const [key, label] of [['about', '关于我们'], ['group', '集团成员'], ['recruitment', '招聘信息'], ['hotline', '服务热线']]) {
      expect(screen.getByTestId(`footer-${key}`)).toHaveTextContent(label);
      expect(screen.getByTestId(`footer-${key}`)).toHaveAttribute('href', `/sitePage/${key}`);
    }
    await userEvent.click(screen.getByTestId('footer-hotline'));
    expect(await screen.findByTestId('site-page-title')).toHaveTextContent('服务热线');
    expect(screen.getByTestId('site-page-article')).toHaveTextContent('029-88888888');
    expect(router.state.location.pathname).toBe('/sitePage/hotline');
  });

  it('says so for a page that does not exist', async () => {
    server();
    open('/sitePage/secrets');
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
  });
});
