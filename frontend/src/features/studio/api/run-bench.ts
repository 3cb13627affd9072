import { useMutation } from '@tanstack/react-query';
import { studioPost } from './studio-request';

/** What the bench runs on: a recorded application by business number, or typed inputs. */
export interface BenchRequest {
  bizSn?: string;
  /** With `bizSn`: the node whose last recorded step is taken; absent: its last submission. */
  nodeId?: string;
  /** An example's inputs: `{form, ctx, actor: {id, roles, landingMode}, node, action, appId?}`. */
  inputs?: Record<string, unknown>;
  /** The script's text in the editor (run as the draft even before it is saved). */
  body?: string;
}

/** A script's answer, in the shape of an example's expectation (`{charge: '600000'}`, `{refuse: '…'}` …). */
export type BenchAnswer = Record<string, unknown>;

export interface BenchRun {
  /** The published version run; for the draft, the version it is based on. */
  version: number;
  answer: BenchAnswer | null;
  operations: number;
  failure: { kind: 'runaway' | 'failed' | 'badResult'; message: string; line: number | null } | null;
}

/** `POST scripts/{name}/bench`. */
export interface BenchReport {
  script: string;
  /** The hook the flows run the script as: charge, guard, check, defaults or destination. */
  kind: string;
  /** Operations one run may use. */
  budget: number;
  hasDraft: boolean;
  source: { bizSn: string; appId: string; node: string; action: string } | null;
  inputs: Record<string, unknown>;
  draft: BenchRun;
  published: BenchRun;
  differs: boolean;
}

/** Runs the script's draft and its published version on one input. */
export function runBench(script: string, request: BenchRequest): Promise<BenchReport> {
  return studioPost<BenchReport>(`scripts/${encodeURIComponent(script)}/bench`, request);
}

/** A mutation: each run is asked for by a click, on the text as it is then. */
export function useRunBench(script: string) {
  return useMutation({ mutationFn: (request: BenchRequest) => runBench(script, request) });
}
