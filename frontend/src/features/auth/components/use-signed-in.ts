import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { informationRoute, paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useSessionStore, type TokenGrant } from '@/stores/session-store';
import { useTabsStore } from '@/stores/tabs-store';

/**
 * What every way of signing in does with the token pair: a clean cache and tabs, 登录成功, then
 * /workbench/stepsList, or the information disclosure page when the route parameter is
 * `information` (spec §2 "Public shell and login").
 */
export function useSignedIn() {
  const t = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { route } = useParams();
  const queryClient = useQueryClient();
  return (grant: TokenGrant) => {
    queryClient.clear();
    useSessionStore.getState().signIn(grant, Date.now());
    useTabsStore.getState().reset();
    void message.success(t('login.success'));
    navigate(route === informationRoute ? paths.informationDisclosure : paths.stepsList, { replace: true });
  };
}
