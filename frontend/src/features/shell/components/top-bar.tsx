import {
  BgColorsOutlined, FullscreenExitOutlined, FullscreenOutlined, LockOutlined, MenuFoldOutlined, MenuUnfoldOutlined,
} from '@ant-design/icons';
import { Breadcrumb, Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import type { MenuItem } from '@/api/get-menu-routes';
import type { LandingMode, ShellAccess } from '@/lib/permissions';
import type { ThemeLook } from '@/lib/themes';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useShellDialogs } from '../stores/dialogs-store';
import { ColourPicker } from './colour-picker';
import { ErrorLogButton } from './error-log-button';
import { MenuSearch } from './menu-search';
import { shellToggles } from './shell-toggles';
import { UserDropdown } from './user-dropdown';

interface TopBarProps {
  landingMode: LandingMode | null;
  access: ShellAccess;
  trail: MenuItem[];
  look: ThemeLook;
}

/** Collapse toggle, breadcrumb, landing-mode label, menu search, error log, lock, theme, colour, fullscreen and the user dropdown. */
export function TopBar({ landingMode, access, trail, look }: TopBarProps) {
  const t = useT();
  const navigate = useNavigate();
  const collapsed = useUiStore((s) => s.collapsed);
  const toggleCollapsed = useUiStore((s) => s.toggleCollapsed);
  const show = useShellDialogs((s) => s.show);
  const { isFullscreen, toggle } = useFullscreen();
  const dark = look.headerDark;

  const lock = () => {
    const session = useSessionStore.getState();
    if (session.lockPassword) {
      session.lock();
      navigate(paths.lock);
    } else show('lock');
  };

  const iconButton = (title: string, icon: React.ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={title}>
      <Button type="text" icon={icon} onClick={onClick} className="top-action" aria-label={title} data-testid={testId} />
    </Tooltip>
  );

  return (
    <div className={`top-bar${dark ? ' is-dark' : ''}`}>
      <div className="top-left">
        {shellToggles.collapse &&
          iconButton(
            collapsed ? t('top.expand') : t('top.collapse'),
            collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />,
            toggleCollapsed,
            'collapse-toggle',
          )}
        {landingMode && (
          <span className="landing-label" data-testid="landing-mode-label">
            {t(`mode.${landingMode}`)}
          </span>
        )}
        {trail.length > 0 && (
          <Breadcrumb className="top-breadcrumb" items={trail.map((m) => ({ key: String(m.id), title: m.name }))} />
        )}
      </div>
      <div className="top-right">
        {shellToggles.search && <MenuSearch />}
        {shellToggles.debug && <ErrorLogButton className="top-action" />}
        {shellToggles.lock && iconButton(t('top.lock'), <LockOutlined />, lock, 'lock-button')}
        {shellToggles.theme && !access.forcedTheme &&
          iconButton(t('top.theme'), <BgColorsOutlined />, () => show('theme'), 'theme-button')}
        {shellToggles.colour && !access.forcedTheme && <ColourPicker className="top-action top-colour" />}
        {shellToggles.fullscreen &&
          iconButton(
            isFullscreen ? t('top.exitFullscreen') : t('top.fullscreen'),
            isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />,
            toggle,
            'fullscreen-button',
          )}
        <UserDropdown access={access} dark={dark} />
      </div>
    </div>
  );
}
