import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/api/get-menu-routes';
import { toButtonMap } from '@/api/get-menu-buttons';
import { findMenuTrail, isExternalPath, menuLeaves, visibleMenu } from './menu-tree';

const item = (id: string, path: string, sort: number, children: MenuItem[] = [], category = 1): MenuItem => ({
  id, parentId: 0, code: id, name: id, path, sort, category, children,
});
const menu = [
  item('b', '/b', 2, [item('b2', '/b/2', 2), item('b1', '/b/1', 1), item('btn', '', 0, [], 2)]),
  item('a', '/a', 1),
];

describe('menu tree', () => {
  it('sorts entries and drops buttons', () => {
    const v = visibleMenu(menu);
    expect(v.map((m) => m.id)).toEqual(['a', 'b']);
    expect(v[1].children?.map((m) => m.id)).toEqual(['b1', 'b2']);
  });
  it('lists the page entries depth first', () => {
    expect(menuLeaves(menu).map((m) => m.path)).toEqual(['/a', '/b/1', '/b/2']);
  });
  it('finds the trail to a path', () => {
    expect(findMenuTrail(menu, '/b/2').map((m) => m.id)).toEqual(['b', 'b2']);
    expect(findMenuTrail(menu, '/zzz')).toEqual([]);
  });
  it('knows external links', () => {
    expect(isExternalPath('https://example.org')).toBe(true);
    expect(isExternalPath('/wel/index')).toBe(false);
  });
  // spec: 01§6.5
  it('turns button permissions into a code-to-true map', () => {
    expect(toButtonMap([{ code: 'apply_submit', name: '提交申请' }, { code: 'x', name: 'X' }])).toEqual({ apply_submit: true, x: true });
  });
});
