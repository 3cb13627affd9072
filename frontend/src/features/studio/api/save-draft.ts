import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkQuery, type DefinitionText } from './check-definition';
import { definitionKey } from './get-definition';
import { definitionsKey } from './list-definitions';
import { studioKey, studioPost } from './studio-request';
import type { Check } from './studio-types';

/** Saves the text as the definition's draft (one per definition, kept even when it does not parse). */
export function saveDraft(request: DefinitionText): Promise<Check> {
  return studioPost<Check>('draft', request);
}

export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: (check, request) => {
      client.setQueryData(checkQuery(request).queryKey, check);
      void client.invalidateQueries({ queryKey: definitionKey });
      void client.invalidateQueries({ queryKey: definitionsKey });
      // the draft's graph and its diffs changed
      void client.invalidateQueries({ queryKey: [...studioKey, 'graph'] });
      void client.invalidateQueries({ queryKey: [...studioKey, 'diff'] });
    },
  });
}
