import { useMutation } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';
import type { ChainVerification } from './chain-types';

/** Recomputes the whole chain on the server (staff only: the button permission chain_verify). */
export function verifyChain(): Promise<ChainVerification> {
  return apiGet<ChainVerification>('/api/rem-registrationbizweb/blockChain/verify');
}

/** An action the user starts, so a mutation: every click verifies afresh. */
export function useVerifyChain() {
  return useMutation({ mutationKey: ['block-chain', 'verify'], mutationFn: verifyChain });
}
