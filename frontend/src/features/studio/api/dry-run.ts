import { useMutation } from '@tanstack/react-query';
import { studioPost } from './studio-request';
import type { DryRunReport } from './studio-types';

/** The server's default and largest number of instances replayed. */
export const dryRunDefaultLimit = 20;
export const dryRunMaxLimit = 200;

/** Replays the recorded history of the last `limit` instances of a flow against its draft. */
export function dryRun(request: { appId: string; limit?: number }): Promise<DryRunReport> {
  return studioPost<DryRunReport>('dry-run', request);
}

/** A mutation, not a query: each run is asked for by a click and replays fresh history. */
export function useDryRun() {
  return useMutation({ mutationFn: dryRun });
}
