import { MenuOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useT, type Translate } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useSessionStore } from '@/stores/session-store';
import { useParamValue } from '../api/get-param-value';
import { useSharePledgeEnable } from '../api/get-share-pledge-enable';
import { useTopMenuStatus } from '../api/get-top-menu-status';
import { usePublicTenant } from '../hooks/use-public-tenant';
import { useWindowWidth } from '../hooks/use-window-width';
import { frontMenuEntries, splitFrontMenu, type FrontMenuEntry } from './showcase-rules';

type Item = Required<MenuProps>['items'][number];

function toItem(entry: FrontMenuEntry, t: Translate): Item {
  const label = t(entry.label as LocaleKey);
  if (entry.children) {
    return { key: entry.key, label: <span data-testid={`front-menu-${entry.key}`}>{label}</span>, children: entry.children.map((c) => toItem(c, t)) };
  }
  return {
    key: entry.key,
    label: (
      <a href={entry.path} target="_blank" rel="noopener noreferrer" data-testid={`front-menu-${entry.key}`}>
        {label}
      </a>
    ),
  };
}

/**
 * The front top menu (spec §2): entries open in new tabs; the investment zone for the holder
 * modes only; disclosure a submenu when a notice is enabled; a more-menu by the overflow rule.
 */
export function FrontTopMenu({ selected }: { selected?: string }) {
  const t = useT();
  const tenantId = usePublicTenant();
  const width = useWindowWidth();
  const landingMode = useSessionStore((s) => s.landingMode);
  const switches = useTopMenuStatus(tenantId);
  const pledge = useSharePledgeEnable(tenantId);
  const freeze = useParamValue(tenantId, 'freeze.notice.switch');
  const entries = frontMenuEntries({
    switches: Object.fromEntries((switches.data ?? []).map((s) => [s.paramKey, s.paramValue])),
    landingMode,
    pledgeNotice: pledge.data === true,
    freezeNotice: freeze.data === '1',
  });
  const { shown, more } = splitFrontMenu(entries, width);
  const items: Item[] = shown.map((e) => toItem(e, t));
  if (more.length > 0) {
    items.push({
      key: 'more',
      icon: <MenuOutlined />,
      label: <span data-testid="front-menu-more">{t('front.more')}</span>,
      children: more.map((e) => toItem(e, t)),
    });
  }
  return (
    <Menu
      mode="horizontal"
      disabledOverflow
      selectedKeys={selected ? [selected] : []}
      items={items}
      className="front-menu"
      data-testid="front-menu"
    />
  );
}
