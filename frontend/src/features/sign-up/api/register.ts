import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/client';

/** What the visitor registers as: an investor of a holder type, an enterprise or a member. */
export type SignUpKind = 'personal' | 'institution' | 'product' | 'org' | 'member';

export interface Registration {
  kind: SignUpKind;
  account: string;
  name: string;
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  tenantId?: string;
}

export interface Registered {
  account: string;
  landingMode: string;
}

/** holder organType (02 §3): 1 organisation, 2 person, 3 product. */
const organType: Partial<Record<SignUpKind, string>> = { institution: '1', personal: '2', product: '3' };

/** Investors register as guests (register-guest); enterprises and members open a business account (registerAccount). */
export function register({ kind, ...form }: Registration): Promise<Registered> {
  const investor = organType[kind];
  return investor
    ? apiPost<Registered>('/api/blade-user/register-guest', { ...form, organType: investor }, { silent: true })
    : apiPost<Registered>('/api/rem-registrationbizweb/userNonDs/registerAccount', { ...form, userType: kind }, { silent: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
