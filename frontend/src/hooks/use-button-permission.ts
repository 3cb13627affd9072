import { useMenuButtons } from '@/api/get-menu-buttons';
import { hasButton } from '@/lib/permissions';

/** True when the signed-in user holds the button permission `code` (spec §6). */
export function useButtonPermission(code: string): boolean {
  const buttons = useMenuButtons();
  return hasButton(buttons.data, code);
}
