import { ApiError, apiPost } from '@/lib/http/client';

/**
 * Asks the bond register whether a name (chineseName) or short name (productShort) is free
 * (03 §5 "Name check"): undefined when it is, the server's message when it is not.
 */
export async function bondNameRefusal(field: string, name: string): Promise<string | undefined> {
  try {
    await apiPost<boolean>('/api/rem-registrationbizweb/bond/checkBondName', { [field]: name }, { silent: true });
    return undefined;
  } catch (e) {
    return e instanceof ApiError ? e.msg : String(e);
  }
}
