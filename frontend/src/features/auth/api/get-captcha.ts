import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

export interface Captcha {
  enabled: boolean;
  key: string;
  /** data:image/png;base64,... */
  image: string;
}

export function getCaptcha(): Promise<Captcha> {
  return apiGet<Captcha>('/api/blade-auth/oauth/captcha', undefined, { silent: true });
}

export const captchaQuery = () =>
  queryOptions({ queryKey: ['auth', 'captcha'], queryFn: getCaptcha, staleTime: Infinity, gcTime: 0 });

/** The login captcha; `refetch()` gives a new image. Off where another source draws it (the public card). */
export function useCaptcha(enabled = true) {
  return useQuery({ ...captchaQuery(), enabled });
}
