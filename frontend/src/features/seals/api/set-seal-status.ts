import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';
import type { Seal } from './query-seals';
import { sealsKey } from './query-seals';

/** `eContract/seal/status`: enables (1) or disables (0) the seal at the e-contract service and here. */
export function setSealStatus(id: string, status: 0 | 1): Promise<Seal> {
  return apiPost<Seal>('/api/rem-registrationbizweb/eContract/seal/status', { id, status }, { silent: true });
}

export function useSetSealStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 0 | 1 }) => setSealStatus(id, status),
    onSuccess: () => client.invalidateQueries({ queryKey: sealsKey }),
  });
}
