import { beforeEach, describe, expect, it } from 'vitest';
import { firstTab, useTabsStore } from './tabs-store';

const store = () => useTabsStore.getState();
const keys = () => store().tabs.map((t) => t.key);

describe('page tabs', () => {
  beforeEach(() => store().reset());

  it('starts with the workbench as the first tag', () => {
    expect(keys()).toEqual(['/wel/index']);
    expect(store().active).toBe('/wel/index');
    expect(firstTab.key).toBe('/wel/index');
  });

  it('opens a tab once and activates it; reopening keeps its place and takes the newer title', () => {
    store().open({ key: '/a', title: 'A' });
    store().open({ key: '/b', title: 'B' });
    store().open({ key: '/a', title: 'A2' });
    expect(keys()).toEqual(['/wel/index', '/a', '/b']);
    expect(store().active).toBe('/a');
    expect(store().tabs[1].title).toBe('A2');
  });

  // spec: 01§2.42
  it('closing the active tab activates the previous one', () => {
    store().open({ key: '/a', title: 'A' });
    store().open({ key: '/b', title: 'B' });
    expect(store().close('/b')).toBe('/a');
    expect(store().active).toBe('/a');
    expect(keys()).toEqual(['/wel/index', '/a']);
  });

  it('closing the active first tab activates the next one', () => {
    store().open({ key: '/a', title: 'A' });
    store().open({ key: '/wel/index', title: '工作台' });
    expect(store().close('/wel/index')).toBe('/a');
    expect(keys()).toEqual(['/a']);
  });

  it('closing an inactive tab keeps the active one', () => {
    store().open({ key: '/a', title: 'A' });
    store().open({ key: '/b', title: 'B' });
    expect(store().close('/a')).toBe('/b');
    expect(keys()).toEqual(['/wel/index', '/b']);
  });

  // spec: 01§2.42
  it('keeps at least one tab open', () => {
    expect(store().close('/wel/index')).toBe('/wel/index');
    expect(keys()).toEqual(['/wel/index']);
    store().open({ key: '/a', title: 'A' });
    store().close('/wel/index');
    expect(store().close('/a')).toBe('/a');
    expect(keys()).toEqual(['/a']);
  });

  it('closing an unknown tab changes nothing', () => {
    store().open({ key: '/a', title: 'A' });
    expect(store().close('/zzz')).toBe('/a');
    expect(keys()).toEqual(['/wel/index', '/a']);
  });

  it('close others keeps just the given tab; reset goes back to the first tag', () => {
    store().open({ key: '/a', title: 'A' });
    store().open({ key: '/b', title: 'B' });
    store().closeOthers('/a');
    expect(keys()).toEqual(['/a']);
    expect(store().active).toBe('/a');
    store().reset();
    expect(keys()).toEqual(['/wel/index']);
    expect(store().active).toBe('/wel/index');
  });
});
