import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type MenuItem, useMenuRoutes } from '@/api/get-menu-routes';
import { useT } from '@/lib/i18n';

interface Found {
  path: string;
  trail: string;
}

/** Every entry of the menu that opens a page, with its trail of names (系统管理 / 字典管理). */
export function menuPages(items: MenuItem[], parents: string[] = []): Found[] {
  return items.flatMap((item) => {
    const trail = [...parents, item.name];
    const children = item.children ?? [];
    const own = children.length === 0 && item.path ? [{ path: item.path, trail: trail.join(' / ') }] : [];
    return [...own, ...menuPages(children, trail)];
  });
}

/** The top bar's menu search (spec 01 §2 "search" toggle): a page of the user's menu found by name. */
export function MenuSearch() {
  const t = useT();
  const navigate = useNavigate();
  const menu = useMenuRoutes();
  const [text, setText] = useState('');
  const pages = useMemo(() => menuPages(menu.data ?? []), [menu.data]);
  const key = text.trim();
  const options = key
    ? pages.filter((p) => p.trail.includes(key)).slice(0, 20).map((p) => ({ value: p.path, label: p.trail }))
    : [];
  return (
    <AutoComplete
      className="top-search"
      options={options}
      value={text}
      onChange={setText}
      onSelect={(path: string) => {
        setText('');
        void navigate(path);
      }}
      notFoundContent={key ? t('search.none') : null}
      popupMatchSelectWidth={280}
    >
      <Input size="small" allowClear prefix={<SearchOutlined />} placeholder={t('search.placeholder')} data-testid="menu-search" />
    </AutoComplete>
  );
}
