import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { clearServerCache } from '../api/clear-server-cache';

/** The administrator's role name: only they may empty the server's caches. */
const ADMINISTRATOR = 'administrator';

/**
 * 清除缓存 (spec 01 §8 "cache clear"): asked first (是否需要清除缓存?); the answers this browser keeps
 * (menus, dictionaries, lists) are dropped and fetched again, and for the administrator the
 * server's short-lived answers too; then 清除完毕. The session itself stays.
 */
export function useClearCache() {
  const t = useT();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  return () =>
    modal.confirm({
      title: t('top.clearCache'),
      content: t('cache.confirm'),
      onOk: async () => {
        if (useSessionStore.getState().userInfo?.roleName === ADMINISTRATOR) await clearServerCache();
        await queryClient.invalidateQueries();
        queryClient.removeQueries({ type: 'inactive' });
        void message.success(t('cache.cleared'));
      },
    });
}
