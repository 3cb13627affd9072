import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/http/client';
import { studioKey, studioPost } from './studio-request';
import type { DefinitionKind, Problem, PublishAnswer, PublishRefusal } from './studio-types';

export interface PublishRequest {
  kind: DefinitionKind;
  key: string;
  /** 发布说明; the server refuses a blank one. */
  reason: string;
}

/** Publishes the draft as the next version; a form also republishes the flows whose latest version uses it. */
export function publishDefinition(request: PublishRequest): Promise<PublishAnswer> {
  return studioPost<PublishAnswer>('publish', request);
}

/** The problems the server sent with `草稿未通过检查，不能发布`, else none. */
export function refusalProblems(error: unknown): Problem[] {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return [];
  const problems = (error.data as Partial<PublishRefusal>).problems;
  return Array.isArray(problems) ? problems : [];
}

export function usePublishDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishDefinition,
    onSuccess: () => client.invalidateQueries({ queryKey: studioKey }),
  });
}
