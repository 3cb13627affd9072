import type { RecordedPath } from '../api/get-recorded-path';
import type { FlowView, FlowViewEdge } from '../api/studio-types';

/** What of the graph a recorded application went through. */
export interface PathOnGraph {
  nodes: Set<string>;
  /** Keys of the edges taken (`edgeKey`). */
  edges: Set<string>;
  /** Where it waits now (its open tasks). */
  current: Set<string>;
}

export const edgeKey = (edge: Pick<FlowViewEdge, 'kind' | 'from' | 'to'>) => `${edge.kind}:${edge.from}->${edge.to}`;

const isGateway = (kind: string) => kind === 'exclusiveGateway' || kind === 'parallelGateway';

/**
 * The recorded path laid on the graph. The history names the start, the tasks acted on, the
 * effects and the end; gateways leave no trace, so a gateway counts as passed when it lies,
 * through gateways only, between nodes the history names. An arrow is taken when both its ends
 * were; a return only when one was recorded from that task to that one, a rejection or a
 * withdrawal only when its task recorded that action.
 */
export function pathOnGraph(view: FlowView, path: RecordedPath): PathOnGraph {
  const kinds = new Map(view.nodes.map((n) => [n.id, n.kind]));
  const visited = new Set<string>();
  const returns = new Set<string>();
  const actions = new Set<string>();
  for (const step of path.steps) {
    visited.add(step.node);
    if (step.event === 'returnedTo' && step.to) {
      returns.add(`${step.node}->${step.to}`);
      visited.add(step.to);
    }
    if (step.event === 'acted' && step.action) actions.add(`${step.node}:${step.action}`);
  }
  for (const node of path.open) visited.add(node);

  const forward = spread(view, visited, kinds, (e) => [e.from, e.to]);
  const backward = spread(view, visited, kinds, (e) => [e.to, e.from]);
  for (const gateway of forward) if (backward.has(gateway)) visited.add(gateway);

  const edges = new Set<string>();
  for (const edge of view.edges) {
    if (!visited.has(edge.from) || !visited.has(edge.to)) continue;
    const taken =
      edge.kind === 'return'
        ? returns.has(`${edge.from}->${edge.to}`)
        : edge.kind === 'reject' || edge.kind === 'withdraw'
          ? actions.has(`${edge.from}:${edge.kind}`)
          : true;
    if (taken) edges.add(edgeKey(edge));
  }
  const nodes = new Set([...visited].filter((id) => kinds.has(id)));
  return { nodes, edges, current: new Set(path.open) };
}

/** The gateways reached from the visited nodes through gateways only, along `direction`. */
function spread(
  view: FlowView,
  visited: Set<string>,
  kinds: Map<string, string>,
  direction: (edge: FlowViewEdge) => [string, string],
): Set<string> {
  const reached = new Set<string>();
  let frontier = [...visited];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const edge of view.edges) {
      if (edge.kind !== 'sequence') continue;
      const [from, to] = direction(edge);
      if (frontier.includes(from) && isGateway(kinds.get(to) ?? '') && !reached.has(to)) {
        reached.add(to);
        next.push(to);
      }
    }
    frontier = next;
  }
  return reached;
}
