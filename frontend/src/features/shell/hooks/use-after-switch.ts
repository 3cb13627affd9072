import { firstTag } from '@/app/paths';
import { pageReload } from '@/lib/page-reload';
import { useSessionStore } from '@/stores/session-store';
import { useTabsStore } from '@/stores/tabs-store';

export type SwitchResult =
  | { kind: 'company'; companyId: string }
  | { kind: 'holder'; holderUuid: string; companyId: string | null; productId: string | null };

/** Spec §4: after choosing an enterprise or holder, store the ids, clear the tabs, go to the first tag and reload. */
export function afterSwitch(result: SwitchResult) {
  const session = useSessionStore.getState();
  if (result.kind === 'company') session.chooseCompany(result.companyId);
  else session.chooseHolder(result);
  useTabsStore.getState().reset();
  pageReload.reloadAt(firstTag);
}
