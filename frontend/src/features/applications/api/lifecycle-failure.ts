import { ApiError, applyOutcome } from '@/lib/http/client';
import { t } from '@/lib/i18n';
import type { LifecycleFailureData } from './lifecycle-types';

/** A refused lifecycle command: the server's msg, its status and its data. */
export interface LifecycleFailure {
  status: number | undefined;
  msg: string;
  data: LifecycleFailureData;
}

/**
 * The lifecycle commands are sent silently so the screen can answer 400 (form errors), 403
 * (无权处理该任务), 409 and 428 (confirm) itself; sign-out and timeout still follow the
 * request layer's rules.
 */
export function lifecycleFailureOf(error: unknown): LifecycleFailure {
  if (error instanceof ApiError) {
    if (error.outcome.kind === 'signOut' || error.outcome.kind === 'timeout') applyOutcome(error.outcome);
    const data = (error.data && typeof error.data === 'object' ? error.data : {}) as LifecycleFailureData;
    return { status: error.status, msg: error.msg, data };
  }
  return { status: undefined, msg: error instanceof Error ? error.message : t('http.unknown'), data: {} };
}
