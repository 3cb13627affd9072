import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { Seal } from './query-seals';
import { sealsKey } from './query-seals';

export interface NewSeal {
  sealName: string;
  sealType: string;
  /** The uploaded image (put-file-attach). */
  attachId: string;
  /** The enterprise's certificate, when the register holds none (checked with the business registry). */
  idType?: string;
  idNumber?: string;
}

/** `eContract/seal/register`: registers the seal with the e-contract service; a refused field comes back in `data.errors`. */
export function registerSeal(seal: NewSeal): Promise<Seal> {
  return apiPost<Seal>('/api/rem-registrationbizweb/eContract/seal/register', seal, { silent: true });
}

export function useRegisterSeal() {
  const client = useQueryClient();
  return useMutation({ mutationFn: registerSeal, onSuccess: () => client.invalidateQueries({ queryKey: sealsKey }) });
}
