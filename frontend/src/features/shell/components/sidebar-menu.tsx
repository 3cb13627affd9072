import { Menu, type MenuProps } from 'antd';
import { useMemo, useState, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuItem } from '@/api/get-menu-routes';
import { MenuIcon } from '@/components/menu-icon';
import { findMenuTrail, isExternalPath } from '@/lib/menu-tree';

type AntItem = Required<MenuProps>['items'][number];

function toItems(menu: MenuItem[]): AntItem[] {
  return menu.map((m) =>
    m.children && m.children.length > 0
      ? { key: `group:${m.id}`, icon: <MenuIcon source={m.source} />, label: m.name, children: toItems(m.children) }
      : { key: m.path, icon: <MenuIcon source={m.source} />, label: m.name },
  );
}

/** The server's menu tree in the sidebar; the current page is selected and its groups open. */
export function SidebarMenu({ menu, dark, collapsed }: { menu: MenuItem[]; dark: boolean; collapsed: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(menu), [menu]);
  const trailKeys = useMemo(
    () => findMenuTrail(menu, pathname).slice(0, -1).map((m) => `group:${m.id}`),
    [menu, pathname],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(trailKeys);
  useEffect(() => {
    setOpenKeys((keys) => Array.from(new Set([...keys, ...trailKeys])));
  }, [trailKeys]);

  return (
    <Menu
      mode="inline"
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={[pathname]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => (isExternalPath(key) ? window.open(key, '_blank') : navigate(key))}
      className="side-menu"
      data-testid="side-menu"
    />
  );
}
