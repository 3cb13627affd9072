import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import enUSAnt from 'antd/locale/en_US';
import zhCNAnt from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { useTenantInfo } from '@/api/get-tenant-info';
import { clearSession } from '@/hooks/use-sign-out';
import { configureHttpEffects } from '@/lib/http/client';
import { translate } from '@/lib/i18n';
import { forcedThemeOf } from '@/lib/permissions';
import { themeLooks, withPrimary } from '@/lib/themes';
import { useSessionStore } from '@/stores/session-store';
import { isThemeName, useUiStore, type ThemeName } from '@/stores/ui-store';
import { paths } from './paths';
import { queryClient } from './query-client';
import { router } from './router';

/** The theme in force: the user's choice, or the theme the tenant forces on its own domain (spec §6: 518100's theme-bule). */
/** The theme the user chose, or the one their tenant forces; and whether it is forced. */
function useEffectiveTheme(): { themeName: ThemeName; forced: boolean } {
  const chosen = useUiStore((s) => s.theme);
  const tenantId = useSessionStore((s) => s.userInfo?.tenantId);
  const domain = useTenantInfo();
  const forced = forcedThemeOf(tenantId, domain.data);
  return forced != null && isThemeName(forced) ? { themeName: forced, forced: true } : { themeName: chosen, forced: false };
}

/** Plugs antd's dialogs and the router into the HTTP client (spec §8). */
function HttpEffects({ children }: { children: ReactNode }) {
  const { modal, message } = AntApp.useApp();
  useEffect(() => {
    configureHttpEffects({
      signOut: () => clearSession(queryClient),
      navigate: (path, state) => {
        // a later 401 without a reason (a request still in flight) keeps the login page's notice
        if (!state && path === paths.login && router.state.location.pathname === paths.login) return;
        void router.navigate(path, { replace: true, state });
      },
      tipDialog: (text) => {
        const locale = useUiStore.getState().locale;
        modal.error({ title: translate(locale, 'http.tip'), content: text, okText: translate(locale, 'http.ok') });
      },
      message: (text, type) => void message[type](text, 3),
    });
  }, [modal, message]);
  return children;
}

function Themed({ children }: { children: ReactNode }) {
  const locale = useUiStore((s) => s.locale);
  const { themeName, forced } = useEffectiveTheme();
  const picked = useUiStore((s) => s.primaryColor);
  const look = withPrimary(themeLooks[themeName], picked, forced);

  useEffect(() => {
    document.title = translate(locale, 'app.title');
    document.documentElement.lang = locale;
    dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
  }, [locale]);

  useEffect(() => {
    document.body.classList.forEach((c) => c.startsWith('theme-') && document.body.classList.remove(c));
    document.body.classList.add(themeName === 'default' ? 'theme-default' : themeName);
  }, [themeName]);

  return (
    <ConfigProvider
      locale={locale === 'zh-CN' ? zhCNAnt : enUSAnt}
      button={{ autoInsertSpace: false }}
      theme={{
        algorithm: look.dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
        cssVar: true,
        token: { colorPrimary: look.primary, colorInfo: look.primary, colorLink: look.primary, borderRadius: 6 },
        components: {
          Layout: { siderBg: look.sider, headerBg: look.header, headerHeight: 56, headerPadding: '0 16px' },
          Menu: {
            darkItemBg: look.sider,
            darkSubMenuItemBg: 'rgba(0, 0, 0, 0.22)',
            darkItemSelectedBg: look.primary,
            itemBg: 'transparent',
            subMenuItemBg: 'transparent',
          },
        },
      }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Themed>
        <HttpEffects>
          <RouterProvider router={router} />
        </HttpEffects>
      </Themed>
    </QueryClientProvider>
  );
}
