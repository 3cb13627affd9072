/**
 * The shapes of the studio's HTTP contract (issue 7), as `data` of the platform envelope.
 * Times are `yyyy-MM-dd HH:mm:ss` strings (Beijing); bodies are the JSON *text* the analyst
 * typed, kept verbatim even when it does not parse.
 */

import type { DiffLine } from '@/components/diff-lines';

/**
 * `flow` (key = appId, e.g. 550004), `form` (key = formId, e.g. share_transfer), `script` (a rhai
 * rule, key = its name, e.g. charge_pledge) or `fragment` (a flow fragment, e.g. two_step_review).
 */
export type DefinitionKind = 'flow' | 'form' | 'script' | 'fragment';

/** Running instances of a flow on one version. */
export interface RunningCount {
  version: number;
  count: number;
}

/** One row of `GET definitions`. */
export interface DefinitionSummary {
  kind: DefinitionKind;
  key: string;
  name: string;
  latestVersion: number;
  publishedAt: string;
  hasDraft: boolean;
  draftBy: string | null;
  /** Flows only; empty for forms. */
  running?: RunningCount[];
  /** The form a flow uses (flows only). */
  formId?: string | null;
  /** The flows (appIds) whose latest version uses a form, script or fragment. */
  usedBy?: string[];
}

export interface VersionSummary {
  version: number;
  publishedBy: string;
  publishedAt: string;
  reason: string;
  /** Running instances on it (flows only, else 0). */
  running: number;
}

export interface Draft {
  body: string;
  /** A script's example cases (a JSON array's text). */
  examples?: string | null;
  baseVersion: number;
  updatedBy: string;
  updatedAt: string;
}

/** `GET definition?kind=&key=`. */
export interface DefinitionDetail {
  kind: DefinitionKind;
  key: string;
  name: string;
  formId: string | null;
  usedBy: string[];
  /** Newest first. */
  versions: VersionSummary[];
  latest: { version: number; body: string; examples?: string | null };
  draft: Draft | null;
}

/** `GET version?kind=&key=&version=`. */
export interface VersionDetail {
  version: number;
  body: string;
  publishedBy: string;
  publishedAt: string;
  reason: string;
}

/** A problem of a definition text; `line` (1-based) when known, `node` a nodeId of the flow. */
export interface Problem {
  message: string;
  node: string | null;
  field: string | null;
  line: number | null;
  script: string | null;
}

export type FlowNodeKind = 'start' | 'userTask' | 'exclusiveGateway' | 'parallelGateway' | 'serviceTask' | 'end';

export interface FlowViewNode {
  id: string;
  name: string;
  kind: FlowNodeKind;
  /** `"applicant"` or a list of role names. */
  assignee: 'applicant' | string[] | null;
  effect: string | null;
  outcome: string | null;
  /** User tasks only. */
  formMode: 'edit' | 'readonly' | null;
  /** How many fields that node may edit (user tasks only). */
  editable: number | null;
}

export interface FlowViewEdge {
  from: string;
  to: string;
  condition: string | null;
  default: boolean;
  /** `sequence`: an arrow of the flow; `return`: a user task's return target. */
  /** An arrow of the definition, a return, or a task's reject / withdrawal to its end. */
  kind: 'sequence' | 'return' | 'reject' | 'withdraw';
}

export interface FlowView {
  appId: string;
  name: string;
  nodes: FlowViewNode[];
  edges: FlowViewEdge[];
}

/** One example of a script, run on the text checked. */
export interface ExampleOutcome {
  name: string;
  passed: boolean;
  /** Why it failed (expected and got); empty when it passed. */
  reason: string;
}

/** The answer of `POST check`, `POST draft` and `GET graph`; `graph` is null but for flows. */
export interface Check {
  ok: boolean;
  problems: Problem[];
  graph: FlowView | null;
  /** A script's examples, each with its result. */
  examples?: ExampleOutcome[];
  /** A script's or fragment's flows: a publication carries them into new versions. */
  usedBy?: string[];
}

/** `GET diff`: `" "` in both, `"-"` only in from, `"+"` only in to; every line of both. */
export type { DiffLine };

export interface Diff {
  from: number;
  to: number | 'draft';
  lines: DiffLine[];
}

export type DifferenceKind = 'guard' | 'check' | 'form' | 'node' | 'charge' | 'status' | 'error';

/** Where the draft would act differently from what was recorded. */
export interface Difference {
  step: number;
  action: string;
  node: string;
  kind: DifferenceKind;
  /** What happened then (as the server words it). */
  recorded: unknown;
  /** What the draft would do. */
  now: unknown;
  message: string;
}

export interface DryRunInstance {
  uuid: string;
  bizSn: string;
  /** `running`, `approved`, `rejected` or `withdrawn`. */
  status: string;
  flowVersion: number;
  /** Recorded steps; 0 when the instance started before steps were recorded. */
  steps: number;
  difference: Difference | null;
}

/** `POST dry-run`. */
export interface DryRunReport {
  /** The latest version the draft is compared with. */
  base: number;
  examined: number;
  replayed: number;
  unrecorded: number;
  differing: number;
  instances: DryRunInstance[];
  /** The script and fragment drafts the candidate ran with (`script charge_pledge`). */
  ruleDrafts?: string[];
}

/** `POST publish`: the new version, and the flows republished with a new form version. */
export interface PublishAnswer {
  version: number;
  republished: { appId: string; version: number }[];
}

/** `data` of the publish refusal `草稿未通过检查，不能发布`. */
export interface PublishRefusal {
  problems: Problem[];
}

export interface MigratedInstance {
  uuid: string;
  bizSn: string;
  fromVersion: number;
  toVersion: number;
}

/** `POST migrate`. */
export interface MigrateAnswer {
  migrated: MigratedInstance[];
  refused: { uuid: string; bizSn: string; reason: string }[];
}

/** One row of `GET migrations?appId=`. */
export interface Migration extends MigratedInstance {
  migratedBy: string;
  migratedAt: string;
}

/** One row of `GET failures?appId=`: a rule of a published flow that failed when it ran. */
export interface RuleFailure {
  appId: string;
  nodeId: string;
  script: string;
  line: number | null;
  /** runaway, failed or badResult. */
  kind: string;
  message: string;
  occurredAt: string;
}
