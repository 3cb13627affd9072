import { Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMenuRoutes } from '@/api/get-menu-routes';
import { findMenuTrail } from '@/lib/menu-tree';
import { useT } from '@/lib/i18n';
import { isHolderMode } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import { loseEfficacyLogin, paths } from './paths';

/** Route guard (spec §2): no token → /login?loseEfficacy; a locked screen → /lock. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSessionStore((s) => s.token);
  const locked = useSessionStore((s) => s.isLocked);
  if (!token) return <Navigate to={loseEfficacyLogin} replace />;
  if (locked) return <Navigate to={paths.lock} replace />;
  return children;
}

/** /login with a token goes to /. */
export function LoginRoute({ children }: { children: ReactNode }) {
  const token = useSessionStore((s) => s.token);
  if (token) return <Navigate to={paths.root} replace />;
  return children;
}

/** /lock only makes sense while signed in and locked. */
export function LockRoute({ children }: { children: ReactNode }) {
  const token = useSessionStore((s) => s.token);
  const locked = useSessionStore((s) => s.isLocked);
  if (!token) return <Navigate to={loseEfficacyLogin} replace />;
  if (!locked) return <Navigate to={paths.root} replace />;
  return children;
}

/**
 * Paths outside the route table: a signed-in user's menu may name them (dynamic menu routes,
 * shown in the shell as under construction); anything else goes to /404.
 */
export function MenuRouteOrNotFound({ shell }: { shell: ReactNode }) {
  const token = useSessionStore((s) => s.token);
  const { pathname } = useLocation();
  const menu = useMenuRoutes(Boolean(token));
  if (!token) return <Navigate to={paths.notFound} replace />;
  if (menu.isLoading) return <Spin fullscreen />;
  if (findMenuTrail(menu.data, pathname).length === 0) return <Navigate to={paths.notFound} replace />;
  return shell;
}

/**
 * A page of the investor zones (personalholder, orgholder, productholder): other landing modes
 * see `otherwise` (the holdings pages are the investor's own; an enterprise's page at the same
 * path is not built yet).
 */
export function InvestorOnly({ children, otherwise }: { children: ReactNode; otherwise: ReactNode }) {
  const landingMode = useSessionStore((s) => s.landingMode);
  return isHolderMode(landingMode) ? children : otherwise;
}

/** What a signed-in user who is not an investor reads on an investor's page. */
export function InvestorsOnlyNotice() {
  const t = useT();
  return (
    <div data-testid="investors-only">
      <Result status="info" title={t('investorInfo.investorsOnly')} />
    </div>
  );
}
