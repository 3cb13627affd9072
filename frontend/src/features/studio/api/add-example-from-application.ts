import { useMutation, useQueryClient } from '@tanstack/react-query';
import { definitionKey } from './get-definition';
import { definitionsKey } from './list-definitions';
import { studioPost } from './studio-request';

export interface FromApplicationRequest {
  /** The application's uuid. */
  applicationId: string;
  /** The node whose last recorded step is taken; absent: the last submission. */
  nodeId?: string;
  name?: string;
}

/** `POST scripts/{name}/examples/fromApplication`: the example added, and the draft's examples. */
export interface FromApplicationAnswer {
  example: { name: string; inputs: Record<string, unknown>; expected: Record<string, unknown> };
  examples: unknown[];
}

/**
 * One of a recorded application's steps becomes an example of the script's draft (its context,
 * actor and form; expected what the published script answers there).
 */
export function addExampleFromApplication(script: string, request: FromApplicationRequest): Promise<FromApplicationAnswer> {
  return studioPost<FromApplicationAnswer>(`scripts/${encodeURIComponent(script)}/examples/fromApplication`, request);
}

export function useAddExampleFromApplication(script: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: FromApplicationRequest) => addExampleFromApplication(script, request),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: definitionKey });
      void client.invalidateQueries({ queryKey: definitionsKey });
    },
  });
}
