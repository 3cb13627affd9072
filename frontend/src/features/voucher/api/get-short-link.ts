import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/**
 * The short link of a business (03 §7 "a configured URL for the QR widget", `data.shortLink`):
 * its voucher page on the host the browser reached. Sent silently: the QR says the failure.
 */
export async function getShortLink(uuid: string): Promise<string> {
  const answer = await apiGet<{ shortLink: string }>('/api/rem-registrationbizweb/statement/shortLink', { uuid }, { silent: true });
  return answer.shortLink;
}

export const shortLinkQuery = (uuid: string) =>
  queryOptions({ queryKey: ['statement', 'shortLink', uuid], queryFn: () => getShortLink(uuid), retry: false });

export function useShortLink(uuid: string) {
  return useQuery(shortLinkQuery(uuid));
}
