import type { ThemeName } from '@/stores/ui-store';

/** How each of the ten themes (spec §9) paints the shell. */
export interface ThemeLook {
  /** antd colorPrimary */
  primary: string;
  /** sidebar background and whether its menu is dark */
  sider: string;
  siderDark: boolean;
  /** top bar background and whether it is dark */
  header: string;
  headerDark: boolean;
  /** whole-app dark algorithm */
  dark?: boolean;
}

/** Default theme colour #409EFF (spec §9). */
export const defaultPrimary = '#409EFF';

export const themeLooks: Record<ThemeName, ThemeLook> = {
  default: { primary: defaultPrimary, sider: '#001529', siderDark: true, header: '#ffffff', headerDark: false },
  'theme-vip': { primary: '#c9a14a', sider: '#1d1e23', siderDark: true, header: '#26272e', headerDark: true },
  'theme-white': { primary: defaultPrimary, sider: '#ffffff', siderDark: false, header: '#ffffff', headerDark: false },
  'theme-dark': { primary: '#177ddc', sider: '#141414', siderDark: true, header: '#1f1f1f', headerDark: true, dark: true },
  'theme-bule': { primary: '#1f6fe5', sider: '#0c2a5b', siderDark: true, header: '#1f6fe5', headerDark: true },
  'theme-iview': { primary: '#2d8cf0', sider: '#515a6e', siderDark: true, header: '#ffffff', headerDark: false },
  'theme-cool': { primary: '#13c2c2', sider: '#0f3b4c', siderDark: true, header: '#13a8a8', headerDark: true },
  'theme-d2': { primary: '#2f74ff', sider: '#ebf1f6', siderDark: false, header: '#ffffff', headerDark: false },
  'theme-hey': { primary: '#f5475c', sider: '#2b2f3a', siderDark: true, header: '#ffffff', headerDark: false },
  'theme-lte': { primary: '#3c8dbc', sider: '#222d32', siderDark: true, header: '#3c8dbc', headerDark: true },
};

/** A colour the picker may keep: #rrggbb. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);
}

/**
 * The look with the picked colour over the theme's primary; a tenant's forced theme keeps its
 * own colour, and anything but #rrggbb (an old or hand-edited preference) is ignored.
 */
export function withPrimary(look: ThemeLook, picked: string | null | undefined, forced: boolean): ThemeLook {
  return !forced && isHexColour(picked) ? { ...look, primary: picked } : look;
}
