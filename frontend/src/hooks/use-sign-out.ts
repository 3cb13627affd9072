import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { logout } from '@/api/logout';
import { paths } from '@/app/paths';
import { useSessionStore } from '@/stores/session-store';
import { useTabsStore } from '@/stores/tabs-store';

/** Forgets everything about the signed-in user in this browser. */
export function clearSession(queryClient: QueryClient) {
  // Render the signed-out state now, so the route guard's own redirect comes before the caller's.
  flushSync(() => {
    useSessionStore.getState().signOut();
    useTabsStore.getState().reset();
  });
  queryClient.clear();
}

/** The user's own sign-out: revoke on the server (best effort), clear, go to /login. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await logout().catch(() => undefined);
    clearSession(queryClient);
    navigate(paths.login, { replace: true });
  };
}
