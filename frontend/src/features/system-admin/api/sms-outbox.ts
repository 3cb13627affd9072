import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/client';

/** A message the shipped SMS sender delivered (the simulator's phones). */
export interface OutboxEntry {
  id: string;
  phone: string;
  template: string;
  content: string;
  /** Beijing time, yyyy-MM-dd HH:mm:ss. */
  sentAt: string;
}

export interface OutboxPage {
  records: OutboxEntry[];
  total: number;
  current: number;
  size: number;
}

export interface OutboxParams {
  current: number;
  size: number;
  phone?: string;
}

/** One page of the tenant's delivered messages, newest first; administrator only. */
export function getSmsOutbox(params: OutboxParams): Promise<OutboxPage> {
  const query: Record<string, unknown> = { current: params.current, size: params.size };
  if (params.phone) query.phone = params.phone;
  return apiGet<OutboxPage>('/api/blade-system/sms/outbox', query);
}

export const smsOutboxQuery = (params: OutboxParams) =>
  queryOptions({ queryKey: ['system-admin', 'sms-outbox', params], queryFn: () => getSmsOutbox(params), placeholderData: keepPreviousData });

export function useSmsOutbox(params: OutboxParams) {
  return useQuery(smsOutboxQuery(params));
}
