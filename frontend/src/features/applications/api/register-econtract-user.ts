import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { PledgeeRow } from './get-pledgee-contracts';

/**
 * POST rem-registrationmgrweb/eContract/registerEContractUser {uuid, mobile} (01 §7): staff
 * register a pledgee with the e-signature provider under the mobile the pledgee gave the
 * registry; registering again brings the mobile up to date. Answers the pledgee row.
 */
export function registerEContractUser(body: { uuid: string; mobile: string }): Promise<PledgeeRow> {
  return apiPost<PledgeeRow>('/api/rem-registrationmgrweb/eContract/registerEContractUser', body, { silent: true });
}

export function useRegisterEContractUser() {
  return useMutation({ mutationFn: registerEContractUser });
}
