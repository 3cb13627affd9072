import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { firstTag } from '@/app/paths';
import { useKeptPagesStore } from './kept-pages-store';

export interface PageTab {
  /** pathname plus search: one tab per distinct page */
  key: string;
  title: string;
}

interface TabsState {
  tabs: PageTab[];
  active: string;
  /** Opens (or activates) a tab; a known tab keeps its place and gets the newer title. */
  open: (tab: PageTab) => void;
  /**
   * Closes a tab and answers the key to activate next. At least one tab stays open;
   * closing the active one activates the previous (or the next when it was the first).
   */
  close: (key: string) => string;
  closeOthers: (key: string) => void;
  /** Back to the first tag alone (after a switch of enterprise or account, spec §4). */
  reset: () => void;
}

export const firstTab: PageTab = { key: firstTag, title: '工作台' };

export const useTabsStore = create<TabsState>()(
  persist(
    (set, get) => ({
      tabs: [firstTab],
      active: firstTab.key,
      open: (tab) =>
        set((s) => {
          const at = s.tabs.findIndex((t) => t.key === tab.key);
          if (at === -1) return { tabs: [...s.tabs, tab], active: tab.key };
          const tabs = s.tabs.slice();
          tabs[at] = { ...tabs[at], title: tab.title || tabs[at].title };
          return { tabs, active: tab.key };
        }),
      close: (key) => {
        const { tabs, active } = get();
        const at = tabs.findIndex((t) => t.key === key);
        if (at === -1 || tabs.length <= 1) return active;
        const rest = tabs.filter((t) => t.key !== key);
        // a closed page starts afresh when opened again
        useKeptPagesStore.getState().forget(key);
        const next = key === active ? rest[Math.max(at - 1, 0)].key : active;
        set({ tabs: rest, active: next });
        return next;
      },
      closeOthers: (key) =>
        set((s) => {
          const keep = s.tabs.find((t) => t.key === key);
          for (const t of s.tabs) if (t.key !== key) useKeptPagesStore.getState().forget(t.key);
          return keep ? { tabs: [keep], active: key } : s;
        }),
      reset: () => {
        useKeptPagesStore.getState().forgetAll();
        set({ tabs: [firstTab], active: firstTab.key });
      },
    }),
    { name: 'platform-tabs', storage: createJSONStorage(() => sessionStorage) },
  ),
);
