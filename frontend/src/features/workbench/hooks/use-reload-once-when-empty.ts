import { useEffect } from 'react';
import { pageReload } from '@/lib/page-reload';

const flagKey = 'platform-wel-reloaded';

/** Spec §2: the workbench reloads the page once when the server returns an empty list. */
export function useReloadOnceWhenEmpty(list: readonly unknown[] | undefined) {
  useEffect(() => {
    if (!list) return;
    if (list.length > 0) sessionStorage.removeItem(flagKey);
    else if (!sessionStorage.getItem(flagKey)) {
      sessionStorage.setItem(flagKey, '1');
      pageReload.reload();
    }
  }, [list]);
}
