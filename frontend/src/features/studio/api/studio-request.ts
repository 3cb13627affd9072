import { ApiError, apiGet, apiPost, applyOutcome } from '@/lib/http/client';

/** Where every studio call goes (issue 7). */
export const studioBase = '/api/rem-registrationbizweb/otc-flow/studio/';

/**
 * Studio calls are sent silently so the screens show a refusal where it happened (the publish
 * modal lists the draft's problems, the check runs on every pause in typing and must not pop a
 * 提示 dialog each time); sign-out, 403 (the platform's /403 page) and timeout still follow the
 * request layer's rules.
 */
function followLayerRules(error: unknown): never {
  if (error instanceof ApiError && error.outcome.kind !== 'failure') applyOutcome(error.outcome);
  throw error;
}

export function studioGet<T>(path: string, params?: Record<string, unknown>): Promise<T> {
  return apiGet<T>(studioBase + path, params, { silent: true }).catch(followLayerRules);
}

export function studioPost<T>(path: string, body?: unknown): Promise<T> {
  return apiPost<T>(studioBase + path, body, { silent: true }).catch(followLayerRules);
}

/** The query keys of the studio start with this, so a save or publish can refresh them all. */
export const studioKey = ['studio'] as const;
