import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type Locale = 'zh-CN' | 'en-US';

/** The ten themes of spec §9. */
export const themeNames = [
  'default',
  'theme-vip',
  'theme-white',
  'theme-dark',
  'theme-bule',
  'theme-iview',
  'theme-cool',
  'theme-d2',
  'theme-hey',
  'theme-lte',
] as const;
export type ThemeName = (typeof themeNames)[number];

export function isThemeName(value: string): value is ThemeName {
  return (themeNames as readonly string[]).includes(value);
}

interface UiState {
  locale: Locale;
  theme: ThemeName;
  collapsed: boolean;
  /** The colour picked in the top bar over the theme's own (null: the theme's). */
  primaryColor: string | null;
  setLocale: (locale: Locale) => void;
  setTheme: (theme: ThemeName) => void;
  toggleCollapsed: () => void;
  setPrimaryColor: (color: string | null) => void;
}

/** UI preferences: locale, theme, picked colour and sidebar collapse, kept across visits. */
export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      locale: 'zh-CN',
      theme: 'default',
      collapsed: false,
      primaryColor: null,
      setLocale: (locale) => set({ locale }),
      setTheme: (theme) => set({ theme }),
      toggleCollapsed: () => set((s) => ({ collapsed: !s.collapsed })),
      setPrimaryColor: (primaryColor) => set({ primaryColor }),
    }),
    { name: 'platform-ui', storage: createJSONStorage(() => localStorage) },
  ),
);
