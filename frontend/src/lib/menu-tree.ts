import type { MenuItem } from '@/api/get-menu-routes';

/** Menu category of a page entry (category 2 entries are buttons). */
const buttonCategory = 2;

function bySort(a: MenuItem, b: MenuItem) {
  return (a.sort ?? 0) - (b.sort ?? 0);
}

/** The visible menu: buttons dropped, children sorted. */
export function visibleMenu(items: readonly MenuItem[] | undefined): MenuItem[] {
  return (items ?? [])
    .filter((m) => m.category !== buttonCategory)
    .slice()
    .sort(bySort)
    .map((m) => ({ ...m, children: visibleMenu(m.children) }));
}

/** Every entry that opens a page (has no children), depth first. */
export function menuLeaves(items: readonly MenuItem[] | undefined): MenuItem[] {
  return visibleMenu(items).flatMap((m) => (m.children && m.children.length > 0 ? menuLeaves(m.children) : [m]));
}

/** The entry whose path is `path`, and its ancestors (outermost first). */
export function findMenuTrail(items: readonly MenuItem[] | undefined, path: string): MenuItem[] {
  for (const m of items ?? []) {
    if (m.path === path) return [m];
    const below = findMenuTrail(m.children, path);
    if (below.length > 0) return [m, ...below];
  }
  return [];
}

export function isExternalPath(path: string): boolean {
  return /^https?:\/\//.test(path);
}
