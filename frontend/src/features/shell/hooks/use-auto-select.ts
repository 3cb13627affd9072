import { useEffect, useRef } from 'react';
import type { CurrentUserInfo } from '@/api/get-current-user-info';
import { shellAccess, type DomainTenant } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import { useAllRefCompany } from '../api/query-all-ref-company';
import { useCurrentUserAllAccount } from '../api/get-current-user-all-account';
import { switchCurrentActiveCompany } from '../api/switch-current-active-company';
import { switchCurrentActiveHolder } from '../api/switch-current-active-holder';
import { useShellDialogs } from '../stores/dialogs-store';
import { afterSwitch } from './use-after-switch';

/**
 * Spec §4: a user with exactly one enterprise (or registration account) and no current one gets
 * it chosen on entry, then the page reloads. With several and none current, the dialog opens.
 */
export function useAutoSelect(info: CurrentUserInfo | undefined, domainTenant: DomainTenant | undefined) {
  const access = info
    ? shellAccess({
        landingMode: info.landingMode,
        orgType: info.loginAccountInfo?.orgType,
        tenantId: info.loginAccountInfo?.tenantId,
        domainTenant,
      })
    : null;
  const needsCompany = Boolean(access?.switchEnterprise && !info?.companyInfo);
  const needsHolder = Boolean(access?.switchAccount && !info?.shareAccountInfo);
  const companies = useAllRefCompany(needsCompany);
  const accounts = useCurrentUserAllAccount(needsHolder);
  const done = useRef(false);
  const userId = useSessionStore((s) => s.userInfo?.userId);

  useEffect(() => {
    if (done.current) return;
    const onceKey = `platform-auto-select-${userId ?? ''}`;
    if (needsCompany && companies.data) {
      done.current = true;
      if (companies.data.length === 1 && !sessionStorage.getItem(onceKey)) {
        sessionStorage.setItem(onceKey, '1');
        const only = companies.data[0];
        void switchCurrentActiveCompany(only.companyId).then((c) => afterSwitch({ kind: 'company', companyId: c.companyId ?? only.companyId }));
      } else if (companies.data.length > 1) {
        useShellDialogs.getState().show('enterprise');
      }
    }
    if (needsHolder && accounts.data) {
      done.current = true;
      if (accounts.data.length === 1 && !sessionStorage.getItem(onceKey)) {
        sessionStorage.setItem(onceKey, '1');
        const only = accounts.data[0];
        void switchCurrentActiveHolder(only).then((h) =>
          afterSwitch({ kind: 'holder', holderUuid: h.holderUuid ?? only.holderUuid, companyId: h.companyId, productId: h.productId }),
        );
      } else if (accounts.data.length > 1) {
        useShellDialogs.getState().show('account');
      }
    }
  }, [needsCompany, needsHolder, companies.data, accounts.data, userId]);
}
