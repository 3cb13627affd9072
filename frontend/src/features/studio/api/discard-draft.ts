import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioKey, studioPost } from './studio-request';
import type { DefinitionKind } from './studio-types';

/** Throws the definition's draft away; the latest version stays. */
export function discardDraft(request: { kind: DefinitionKind; key: string }): Promise<null> {
  return studioPost<null>('draft/discard', request);
}

export function useDiscardDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    onSuccess: () => client.invalidateQueries({ queryKey: studioKey }),
  });
}
