import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { LockPage } from '@/features/lock/components/lock-page';
import { PublicLayout } from '@/features/public-site/components/public-layout';
import { SecurityCenterPage } from '@/features/security-center/components/security-center-page';
import { MainLayout } from '@/features/shell/components/main-layout';
import { FormBenchPage } from '@/features/form-bench/components/form-bench-page';
import { FormPreviewPage } from '@/features/form-preview/components/form-preview-page';
import { ErrorPage } from '@/features/status-pages/components/error-page';
import { UnderConstructionPage } from '@/features/status-pages/components/under-construction-page';
import { WorkbenchPage } from '@/features/workbench/components/workbench-page';
import type { LocaleKey } from '@/locales/zh-CN';
import { LockRoute, LoginRoute, MenuRouteOrNotFound, RequireAuth } from './guards';
import { paths, publicPendingPaths, shellPendingPaths } from './paths';

/** Route metadata read by the shell (tab titles). */
export interface RouteHandle {
  titleKey?: LocaleKey;
}

const underConstruction = (path: string): RouteObject => ({ path, element: <UnderConstructionPage /> });

export const routes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.workbench} replace /> },
  { path: paths.wel, element: <Navigate to={paths.workbench} replace /> },
  { path: paths.stepsList, element: <Navigate to={paths.workbench} replace /> },
  { path: paths.process, element: <Navigate to={paths.processIndex} replace /> },
  { path: paths.login, element: <LoginRoute><LoginPage /></LoginRoute> },
  { path: paths.loginWithRoute, element: <LoginRoute><LoginPage /></LoginRoute> },
  { path: paths.lock, element: <LockRoute><LockPage /></LockRoute> },
  { path: paths.notFound, element: <ErrorPage status="404" /> },
  { path: paths.forbidden, element: <ErrorPage status="403" /> },
  { path: paths.serverError, element: <ErrorPage status="500" /> },
  { path: paths.formBench, element: <FormBenchPage /> },
  {
    element: <PublicLayout />,
    children: [
      { path: paths.homeRoot, element: <Navigate to={paths.homeLogin} replace /> },
      { path: paths.homeLogin, element: <LoginRoute><LoginPage variant="embedded" /></LoginRoute> },
      { path: paths.homeLoginWithRoute, element: <LoginRoute><LoginPage variant="embedded" /></LoginRoute> },
      ...publicPendingPaths.map(underConstruction),
    ],
  },
  {
    element: (
      <RequireAuth>
        <MainLayout />
      </RequireAuth>
    ),
    children: [
      { path: paths.workbench, element: <WorkbenchPage />, handle: { titleKey: 'wel.title' } satisfies RouteHandle },
      { path: paths.securityCenter, element: <SecurityCenterPage />, handle: { titleKey: 'security.title' } satisfies RouteHandle },
      { path: paths.formPreview, element: <FormPreviewPage />, handle: { titleKey: 'form.preview.title' } satisfies RouteHandle },
      ...shellPendingPaths.map(underConstruction),
    ],
  },
  {
    path: '*',
    element: (
      <MenuRouteOrNotFound
        shell={
          <RequireAuth>
            <MainLayout>
              <UnderConstructionPage />
            </MainLayout>
          </RequireAuth>
        }
      />
    ),
  },
];

export const router = createBrowserRouter(routes);
