import { useCallback } from 'react';
import { enUS } from '@/locales/en-US';
import { zhCN, type LocaleKey } from '@/locales/zh-CN';
import { useUiStore, type Locale } from '@/stores/ui-store';

const tables: Record<Locale, Record<LocaleKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

export type Translate = (key: LocaleKey, vars?: Record<string, string | number>) => string;

export function translate(locale: Locale, key: LocaleKey, vars?: Record<string, string | number>): string {
  const text = tables[locale][key] ?? zhCN[key];
  return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
}

/** Translation outside React (interceptors): the current locale of the UI store. */
export const t: Translate = (key, vars) => translate(useUiStore.getState().locale, key, vars);

/** Translation hook: re-renders when the locale changes. */
export function useT(): Translate {
  const locale = useUiStore((s) => s.locale);
  return useCallback<Translate>((key, vars) => translate(locale, key, vars), [locale]);
}
