import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** What the QR widget's configured URL answers (03 §7): `data.shortLink`. */
export interface ShortLink {
  shortLink: string;
}

/**
 * The short link behind a `qrCode` item: a GET on the definition's `src` (its `{prop}` filled
 * from the form), read as `data.shortLink`. Sent silently: the widget says the failure itself.
 */
export async function getShortLink(url: string): Promise<string> {
  const answer = await apiGet<ShortLink | null>(url, undefined, { silent: true });
  if (!answer || typeof answer.shortLink !== 'string' || answer.shortLink === '') throw new Error('no shortLink');
  return answer.shortLink;
}

export function useShortLink(url: string | undefined) {
  return useQuery({ queryKey: ['shortLink', url], queryFn: () => getShortLink(url ?? ''), enabled: Boolean(url), retry: false });
}
