import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { refreshToken } from '@/api/refresh-token';
import { paths } from '@/app/paths';
import { clearSession } from '@/hooks/use-sign-out';
import { defaultTenantId } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { tokenNeedsRefresh, useSessionStore } from '@/stores/session-store';

/** Spec §4/§9: check every 10 s. */
export const refreshCheckIntervalMs = 10_000;

/** Refreshes the access token when its lifetime is (nearly) over; a failure signs out. */
export function useTokenRefresh() {
  const t = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);

  useEffect(() => {
    const check = async () => {
      const state = useSessionStore.getState();
      if (inFlight.current || !state.token || !tokenNeedsRefresh(state, Date.now())) return;
      inFlight.current = true;
      try {
        const grant = await refreshToken(state.userInfo?.tenantId ?? defaultTenantId, state.refreshToken);
        useSessionStore.getState().refreshed(grant, Date.now());
      } catch {
        message.error(t('http.refreshFailed'));
        clearSession(queryClient);
        navigate(paths.login, { replace: true });
      } finally {
        inFlight.current = false;
      }
    };
    void check();
    const timer = window.setInterval(() => void check(), refreshCheckIntervalMs);
    return () => window.clearInterval(timer);
  }, [message, navigate, queryClient, t]);
}
