import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { FormData } from '@/forms/types';

/**
 * The pages that keep their state when revisited (01 §2: apply, detial, listedApplys and
 * listedTrustApply): what the user typed and has not yet saved, and how far down a read-only
 * page was read. Keyed like the page tabs (pathname plus search), kept for the browser
 * session, forgotten when the page's tab closes or the work is saved or submitted.
 */
interface KeptPagesState {
  forms: Record<string, FormData>;
  scrolls: Record<string, number>;
  keepForm: (key: string, data: FormData) => void;
  keepScroll: (key: string, top: number) => void;
  forget: (key: string) => void;
  forgetAll: () => void;
}

export const useKeptPagesStore = create<KeptPagesState>()(
  persist(
    (set) => ({
      forms: {},
      scrolls: {},
      keepForm: (key, data) => set((s) => ({ forms: { ...s.forms, [key]: data } })),
      keepScroll: (key, top) => set((s) => ({ scrolls: { ...s.scrolls, [key]: top } })),
      forget: (key) =>
        set((s) => ({ forms: without(s.forms, key), scrolls: without(s.scrolls, key) })),
      forgetAll: () => set({ forms: {}, scrolls: {} }),
    }),
    { name: 'platform-kept-pages', storage: createJSONStorage(() => sessionStorage) },
  ),
);

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const rest = { ...record };
  delete rest[key];
  return rest;
}
