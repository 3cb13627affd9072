import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useKeptPagesStore } from '@/stores/kept-pages-store';

/**
 * A read-only page that keeps its place when revisited (01 §2: /process/detial): once its
 * content is there (`ready`), the page scrolls back to where the user left it, and remembers
 * where it is while it is read.
 */
export function useKeptScroll(ready: boolean) {
  const { pathname, search } = useLocation();
  const key = `${pathname}${search}`;
  useEffect(() => {
    if (!ready) return undefined;
    const top = useKeptPagesStore.getState().scrolls[key];
    if (top) window.scrollTo({ top });
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => useKeptPagesStore.getState().keepScroll(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key, ready]);
}
