import { useQuery } from '@tanstack/react-query';

/** The public shell's captcha image; `enabled` false when the platform runs with captcha off. */
export interface VerifyCode {
  enabled: boolean;
  /** An object URL of the PNG, '' when off. */
  image: string;
}

let shown: string | null = null;

/**
 * GET /otcweb/verifyCode with a random suffix (spec §7 "Public shell login"): a new image each
 * time, never a cached one. The server ties the image to the login by an HttpOnly cookie it
 * sets on this answer, which the browser sends back with POST /api/login; the page never sees
 * the key. 204 means captcha is off. The previous image's object URL is released.
 */
export async function fetchVerifyCode(): Promise<VerifyCode> {
  const answer = await fetch(`/otcweb/verifyCode?${Math.random()}`, { credentials: 'same-origin', cache: 'no-store' });
  if (answer.status === 204) return { enabled: false, image: '' };
  if (!answer.ok) throw new Error(`verifyCode ${answer.status}`);
  const image = URL.createObjectURL(await answer.blob());
  if (shown) URL.revokeObjectURL(shown);
  shown = image;
  return { enabled: true, image };
}

/** The card's captcha; `refetch()` gives a new image. */
export function useVerifyCode(enabled: boolean) {
  return useQuery({ queryKey: ['auth', 'verifyCode'], queryFn: fetchVerifyCode, enabled, staleTime: Infinity, gcTime: 0 });
}
