import {
  BankOutlined, ClearOutlined, DashboardOutlined, DownOutlined, IdcardOutlined, LogoutOutlined, SwapOutlined, UserOutlined, UserSwitchOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useClearCache } from '../hooks/use-clear-cache';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useSignOut } from '@/hooks/use-sign-out';
import { useT } from '@/lib/i18n';
import type { ShellAccess } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import { useBoundAccounts } from '../api/query-bound-accounts';
import { useShellDialogs } from '../stores/dialogs-store';

/**
 * The user dropdown: 工作台, 个人信息, 切换企业, 切换登记账号, 切换账号, 清除缓存, 退出登录, each shown per spec §6.
 * 切换账号 shows only when another account is bound to the user's mobile, and never where the
 * tenant's own domain locks the shell (switching hidden with logout).
 */
export function UserDropdown({ access, dark }: { access: ShellAccess; dark: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const show = useShellDialogs((s) => s.show);
  const user = useSessionStore((s) => s.userInfo);
  const bound = useBoundAccounts(access.logout);
  const switchLogin = access.logout && (bound.data?.length ?? 0) > 0;
  const clearCache = useClearCache();

  const items: MenuProps['items'] = [
    access.dashboard && { key: 'dashboard', icon: <DashboardOutlined />, label: t('top.dashboard') },
    access.userInfo && { key: 'userInfo', icon: <IdcardOutlined />, label: t('top.userInfo') },
    access.switchEnterprise && { key: 'switchEnterprise', icon: <BankOutlined />, label: t('top.switchEnterprise') },
    access.switchAccount && { key: 'switchAccount', icon: <SwapOutlined />, label: t('top.switchAccount') },
    switchLogin && { key: 'switchLogin', icon: <UserSwitchOutlined />, label: t('top.switchLogin') },
    { key: 'clearCache', icon: <ClearOutlined />, label: t('top.clearCache') },
    access.logout && { type: 'divider' as const },
    access.logout && { key: 'logout', icon: <LogoutOutlined />, label: t('top.logout'), danger: true },
  ].filter((x) => x !== false);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'dashboard') navigate(paths.workbench);
    else if (key === 'userInfo') navigate(paths.securityCenter);
    else if (key === 'switchEnterprise') show('enterprise');
    else if (key === 'switchAccount') show('account');
    else if (key === 'switchLogin') show('login');
    else if (key === 'clearCache') clearCache();
    else if (key === 'logout') void signOut();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <span className={`top-user${dark ? ' is-dark' : ''}`} data-testid="user-dropdown">
        <Avatar size={28} icon={<UserOutlined />} className="top-user-avatar" />
        <span className="top-user-name">{user?.userName || user?.account}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </span>
    </Dropdown>
  );
}
