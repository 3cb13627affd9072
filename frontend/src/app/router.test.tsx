import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { fakeApi } from '@/test/fake-api';
import { shellHandlers, signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { publicPendingPaths, shellPendingPaths } from './paths';
import { routes } from './router';

const at = (path: string) => renderRoutes(routes, path).router;
const location = (router: ReturnType<typeof at>) => router.state.location.pathname + router.state.location.search;

describe('route guard and route table', () => {
  beforeEach(() => {
    useSessionStore.getState().signOut();
    fakeApi(shellHandlers(userInfo('mgr', 1)));
  });

  it('sends a visitor without a token to /login?loseEfficacy', async () => {
    const router = at('/wel/index');
    await waitFor(() => expect(location(router)).toBe('/login?loseEfficacy'));
    expect(await screen.findByRole('heading', { name: '用户登录' })).toBeInTheDocument();
  });

  it('redirects / to the workbench and /login to / when signed in', async () => {
    signedIn();
    const router = at('/login');
    await waitFor(() => expect(location(router)).toBe('/wel/index'));
    expect(await screen.findByTestId('wel-greeting')).toHaveTextContent('您好，演示用户');
  });

  it('sends /workbench/stepsList to /wel/index', async () => {
    signedIn();
    const router = at('/workbench/stepsList');
    await waitFor(() => expect(location(router)).toBe('/wel/index'));
  });

  it('keeps a locked user on /lock, and /lock without a lock goes home', async () => {
    signedIn();
    useSessionStore.getState().lock('pw');
    const router = at('/securityCenter');
    await waitFor(() => expect(location(router)).toBe('/lock'));
    act(() => void useSessionStore.getState().unlock('pw'));
    await waitFor(() => expect(location(router)).toBe('/wel/index'));
  });

  it('sends unknown paths to /404', async () => {
    const router = at('/no/such/page');
    await waitFor(() => expect(location(router)).toBe('/404'));
    expect(screen.getByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
  });

  it('shows a menu path outside the route table as under construction in the shell, others go to /404', async () => {
    signedIn();
    const router = at('/dynamic/page');
    expect(await screen.findByTestId('under-construction')).toHaveTextContent('建设中....');
    expect(location(router)).toBe('/dynamic/page');
    await router.navigate('/not/in/menu');
    await waitFor(() => expect(location(router)).toBe('/404'));
  });

  it.each(['/businessApply', '/process/detial', '/queryPage/zhyqcx2', '/wel/dashboard'])(
    'shows 建设中.... at %s inside the shell',
    async (path) => {
      signedIn();
      at(path);
      expect(await screen.findByTestId('under-construction')).toHaveTextContent('建设中....');
      expect(screen.getByTestId('landing-mode-label')).toHaveTextContent('管理端');
    },
  );

  it.each(['/home/companyDetial', '/invest', '/index/companyListNew', '/specializationNewInfo'])('shows 建设中.... at public %s', async (path) => {
    at(path);
    expect(await screen.findByTestId('under-construction')).toHaveTextContent('建设中....');
  });

  it('generates the pending routes from one table without duplicates', () => {
    const all = [...publicPendingPaths, ...shellPendingPaths];
    expect(new Set(all).size).toBe(all.length);
  });

  it('renders /403 and /500', async () => {
    at('/403');
    expect(await screen.findByText('抱歉，您无权访问该页面')).toBeInTheDocument();
  });
});
