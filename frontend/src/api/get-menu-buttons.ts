import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface MenuButton {
  code: string;
  name: string;
}

export function getMenuButtons(): Promise<MenuButton[]> {
  return apiGet<MenuButton[]>('/api/blade-system/menu/buttons');
}

/** Button permissions as the code-to-true map of spec §6. */
export function toButtonMap(buttons: readonly MenuButton[]): Record<string, true> {
  return Object.fromEntries(buttons.map((b) => [b.code, true as const]));
}

export const menuButtonsQuery = () =>
  queryOptions({ queryKey: ['menu', 'buttons'], queryFn: getMenuButtons, staleTime: Infinity, select: toButtonMap });

export function useMenuButtons(enabled = true) {
  return useQuery({ ...menuButtonsQuery(), enabled });
}
