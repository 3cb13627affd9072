import { Layout, Spin } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useMenuButtons } from '@/api/get-menu-buttons';
import { useMenuRoutes } from '@/api/get-menu-routes';
import { useTenantInfo } from '@/api/get-tenant-info';
import { useT } from '@/lib/i18n';
import { untitledPage } from '@/lib/page-titles';
import { findMenuTrail, visibleMenu } from '@/lib/menu-tree';
import { themeLooks } from '@/lib/themes';
import type { LocaleKey } from '@/locales/zh-CN';
import { useTabsStore } from '@/stores/tabs-store';
import { useUiStore, type ThemeName } from '@/stores/ui-store';
import { useAutoSelect } from '../hooks/use-auto-select';
import { useShellAccess } from '../hooks/use-shell-access';
import { useTokenRefresh } from '../hooks/use-token-refresh';
import { ChooseAccountDialog } from './choose-account-dialog';
import { LockDialog } from './lock-dialog';
import { PageTabs } from './page-tabs';
import { shellToggles } from './shell-toggles';
import { SidebarMenu } from './sidebar-menu';
import { SwitchEnterpriseDialog } from './switch-enterprise-dialog';
import { SwitchLoginDialog } from './switch-login-dialog';
import { ThemeDialog } from './theme-dialog';
import { TopBar } from './top-bar';

/** The logged-in shell: sidebar, top bar, page tabs and content (spec §2 "Route table"). */
export function MainLayout({ children }: { children?: ReactNode }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const collapsed = useUiStore((s) => s.collapsed);
  const chosenTheme = useUiStore((s) => s.theme);
  const tenant = useTenantInfo();
  const { landingMode, access, info, domainTenant } = useShellAccess();
  const menuQuery = useMenuRoutes();
  // button permissions are loaded with the menu, for pages to read through useButtonPermission
  useMenuButtons();
  const menu = useMemo(() => visibleMenu(menuQuery.data), [menuQuery.data]);
  const trail = useMemo(() => findMenuTrail(menu, pathname), [menu, pathname]);
  const look = themeLooks[(access.forcedTheme as ThemeName | null) ?? chosenTheme];

  useTokenRefresh();
  useAutoSelect(info.data, domainTenant);

  const handle = useMatches()
    .map((m) => m.handle as { titleKey?: LocaleKey; title?: string } | undefined)
    .findLast((h) => h?.titleKey || h?.title);
  // never the path itself (dict-horizontal, sealAdmin): the page's title, its menu entry's name,
  // the title the route table gives it, or 页面
  const title = handle?.titleKey ? t(handle.titleKey) : (trail.at(-1)?.name ?? handle?.title ?? untitledPage);
  useEffect(() => {
    useTabsStore.getState().open({ key: pathname + search, title });
  }, [pathname, search, title]);

  const brand = tenant.data?.tenantName || t('app.title');

  return (
    <Layout className="shell" style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={220}
        collapsedWidth={64}
        collapsed={collapsed}
        trigger={null}
        className="shell-sider"
        style={{ background: look.sider }}
        theme={look.siderDark ? 'dark' : 'light'}
      >
        <div className={`shell-logo${look.siderDark ? ' is-dark' : ''}`}>
          <img src="/favicon.svg" alt="" />
          {!collapsed && <span title={brand}>{brand}</span>}
        </div>
        {shellToggles.menu &&
          (menuQuery.isLoading ? (
            <div className="shell-menu-loading">
              <Spin size="small" />
            </div>
          ) : (
            <SidebarMenu menu={menu} dark={look.siderDark} collapsed={collapsed} />
          ))}
      </Layout.Sider>
      <Layout className="shell-main">
        <Layout.Header className="shell-header" style={{ background: look.header }}>
          <TopBar landingMode={landingMode} access={access} trail={trail} look={look} />
        </Layout.Header>
        {shellToggles.tabs && <PageTabs />}
        <Layout.Content className="shell-content">{children ?? <Outlet />}</Layout.Content>
      </Layout>
      <SwitchEnterpriseDialog />
      <ChooseAccountDialog />
      <SwitchLoginDialog />
      <LockDialog />
      <ThemeDialog />
    </Layout>
  );
}
