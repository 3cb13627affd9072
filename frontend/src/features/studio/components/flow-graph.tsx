import dagre from '@dagrejs/dagre';
import {
  Background,
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  getBezierPath,
  getSmoothStepPath,
  useReactFlow,
  useStore,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Alert, Badge, Empty, Popover, Tooltip } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { t as translateNow, useT, type Translate } from '@/lib/i18n';
import type { FlowView, Problem } from '../api/studio-types';
import { legibleViewport } from './legible-viewport';
import { edgeKey, type PathOnGraph } from './path-on-graph';
import './flow-graph.css';

type ViewNode = FlowView['nodes'][number];
type ViewEdge = FlowView['edges'][number];

export interface FlowGraphProps {
  view: FlowView | null;
  problems: Problem[];
  selectedNode?: string | null;
  onSelectNode?: (nodeId: string) => void;
  /** A recorded application's path, drawn over the flow. */
  path?: PathOnGraph | null;
}

export interface FlowNodeData extends Record<string, unknown> {
  node: ViewNode;
  /** Messages of the problems found at this node. */
  problems?: string[];
  selected?: boolean;
  /** On the recorded path shown, and where that application waits now. */
  onPath?: boolean;
  current?: boolean;
}
export type FlowGraphNode = Node<FlowNodeData, 'flow'>;

export interface FlowEdgeData extends Record<string, unknown> {
  kind: ViewEdge['kind'];
  /** The text drawn on the edge (shortened), and the whole of it for the hover. */
  label: string | null;
  title: string | null;
  /** `edgeKey` of the definition's edge, to match a recorded path. */
  key: string;
  /** Taken by the recorded path shown. */
  taken?: boolean;
}
export type FlowGraphEdge = Edge<FlowEdgeData, 'flow'>;

/** Box of each kind of node; start, end and gateways leave room for their caption below. */
const sizeOf: Record<ViewNode['kind'], { width: number; height: number }> = {
  start: { width: 64, height: 72 },
  end: { width: 64, height: 72 },
  userTask: { width: 200, height: 96 },
  exclusiveGateway: { width: 80, height: 88 },
  parallelGateway: { width: 80, height: 88 },
  serviceTask: { width: 180, height: 64 },
};

const conditionLength = 18;
const shorten = (text: string) => (text.length > conditionLength ? `${text.slice(0, conditionLength - 1)}…` : text);

function edgeLabel(edge: ViewEdge, t: Translate): Pick<FlowEdgeData, 'label' | 'title'> {
  if (edge.kind === 'return') return { label: t('studio.graph.edge.return'), title: null };
  if (edge.kind === 'reject') return { label: t('studio.graph.edge.reject'), title: null };
  if (edge.kind === 'withdraw') return { label: t('studio.graph.edge.withdraw'), title: null };
  if (edge.condition) return { label: shorten(edge.condition), title: edge.condition };
  return edge.default ? { label: t('studio.graph.edge.default'), title: null } : { label: null, title: null };
}

/**
 * Lays the flow out left to right with dagre. Sequence edges shape the layout (rejects and
 * withdrawals lightly, placing their ends after the tasks); return edges point backwards and
 * would pull the ranks apart; they are drawn under the nodes instead.
 * Edges to unknown nodes are dropped (dagre would invent size-less nodes; the check reports them).
 */
export function layoutFlow(view: FlowView, t: Translate = translateNow): { nodes: FlowGraphNode[]; edges: FlowGraphEdge[] } {
  const known = new Map<string, ViewNode>();
  for (const node of view.nodes) if (!known.has(node.id)) known.set(node.id, node);
  const edges = view.edges.filter((e) => known.has(e.from) && known.has(e.to));

  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'LR', nodesep: 48, ranksep: 90, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of known.values()) g.setNode(node.id, { ...sizeOf[node.kind] });
  // rejects and withdrawals rank their ends after the tasks that lead there, lightly
  edges.forEach((e, i) => e.kind !== 'return' && g.setEdge(e.from, e.to, { weight: e.kind === 'sequence' ? 2 : 1 }, String(i)));
  dagre.layout(g);

  const nodes = [...known.values()].map<FlowGraphNode>((node) => {
    const { x, y } = g.node(node.id);
    const { width, height } = sizeOf[node.kind];
    // dagre places centres, React Flow top-left corners
    return { id: node.id, type: 'flow', position: { x: x - width / 2, y: y - height / 2 }, width, height, data: { node } };
  });
  const flowEdges = edges.map<FlowGraphEdge>((e, i) => ({
    id: `${e.kind}:${e.from}->${e.to}:${i}`,
    type: 'flow',
    source: e.from,
    target: e.to,
    // return edges leave and enter at the bottom so they run under the forward path
    sourceHandle: e.kind === 'return' ? 'back-out' : 'out',
    targetHandle: e.kind === 'return' ? 'back-in' : 'in',
    markerEnd: { type: MarkerType.ArrowClosed },
    data: { kind: e.kind, key: edgeKey(e), ...edgeLabel(e, t) },
  }));
  return { nodes, edges: flowEdges };
}

const assigneeText = (assignee: ViewNode['assignee'], t: Translate) =>
  assignee === 'applicant'
    ? t('studio.graph.applicant')
    : Array.isArray(assignee) && assignee.length > 0
      ? assignee.join('、')
      : t('studio.graph.unassigned');
const formModeText = (node: ViewNode, t: Translate) =>
  node.formMode === 'edit'
    ? t('studio.graph.editable', { n: node.editable ?? 0 })
    : node.formMode === 'readonly'
      ? t('studio.graph.readonly')
      : null;

function NodeBody({ node }: { node: ViewNode }) {
  const t = useT();
  switch (node.kind) {
    case 'start':
    case 'end':
      return (
        <>
          <div className={`flow-node-circle flow-node-${node.kind} flow-outcome-${node.outcome ?? 'none'}`} />
          <div className="flow-node-caption">{node.name || t(node.kind === 'start' ? 'studio.graph.start' : 'studio.graph.end')}</div>
        </>
      );
    case 'exclusiveGateway':
    case 'parallelGateway': {
      const exclusive = node.kind === 'exclusiveGateway';
      const kind = t(exclusive ? 'studio.graph.exclusive' : 'studio.graph.parallel');
      return (
        <>
          <div className="flow-node-diamond">
            <span>{exclusive ? '×' : '+'}</span>
          </div>
          <div className="flow-node-caption">{node.name || kind}</div>
          {node.name && <div className="flow-node-caption flow-node-muted">{kind}</div>}
        </>
      );
    }
    case 'serviceTask':
      return (
        <div className="flow-node-box flow-node-service">
          <div className="flow-node-name">{node.name || node.id}</div>
          <div className="flow-node-muted">⚙ {node.effect ?? t('studio.graph.noEffect')}</div>
        </div>
      );
    case 'userTask': {
      const mode = formModeText(node, t);
      return (
        <div className="flow-node-box flow-node-task">
          <div className="flow-node-name">{node.name || node.id}</div>
          <div className="flow-node-muted">{node.id}</div>
          <div className="flow-node-line">{assigneeText(node.assignee, t)}</div>
          {mode && <div className="flow-node-line flow-node-mode">{mode}</div>}
        </div>
      );
    }
  }
}

function FlowNodeView({ data }: NodeProps<FlowGraphNode>) {
  const t = useT();
  const problems = data.problems ?? [];
  const classes = [
    'flow-node',
    `flow-kind-${data.node.kind}`,
    problems.length > 0 && 'has-problems',
    data.selected && 'is-selected',
    data.onPath && 'on-path',
    data.current && 'is-current',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-testid={`flow-node-${data.node.id}`} data-on-path={data.onPath ? 'true' : undefined}>
      <Handle type="target" position={Position.Left} id="in" isConnectable={false} />
      <Handle type="source" position={Position.Right} id="out" isConnectable={false} />
      <Handle type="target" position={Position.Bottom} id="back-in" isConnectable={false} />
      <Handle type="source" position={Position.Bottom} id="back-out" isConnectable={false} />
      <NodeBody node={data.node} />
      {problems.length > 0 && (
        <Popover
          trigger={['hover', 'click']}
          title={t('studio.graph.nodeProblems', { node: data.node.name || data.node.id, n: problems.length })}
          content={
            <ul className="flow-node-problems">
              {problems.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          }
        >
          <span className="flow-node-badge" data-testid={`flow-node-badge-${data.node.id}`}>
            <Badge count={problems.length} />
          </span>
        </Popover>
      )}
    </div>
  );
}

function FlowEdgeView(props: EdgeProps<FlowGraphEdge>) {
  const back = props.data?.kind === 'return';
  const decision = props.data?.kind === 'reject' || props.data?.kind === 'withdraw';
  const [path, labelX, labelY] = back ? getSmoothStepPath({ ...props, offset: 28 }) : getBezierPath(props);
  const label = props.data?.label;
  const text = (
    <div
      className={`flow-edge-label nodrag nopan${back ? ' flow-edge-back' : ''}`}
      style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
    >
      {label}
    </div>
  );
  return (
    <>
      <BaseEdge
        id={props.id}
        path={path}
        markerEnd={props.markerEnd}
        className={props.data?.taken ? 'flow-edge-taken' : undefined}
        style={{
          ...(back ? { strokeDasharray: '6 4' } : decision ? { strokeDasharray: '2 4', stroke: '#bfbfbf' } : {}),
          // the recorded path over the flow: thick and orange, whatever the kind of edge
          ...(props.data?.taken ? { stroke: '#fa8c16', strokeWidth: 3 } : {}),
        }}
      />
      {label && <EdgeLabelRenderer>{props.data?.title ? <Tooltip title={props.data.title}>{text}</Tooltip> : text}</EdgeLabelRenderer>}
    </>
  );
}

// outside the component: React Flow warns (and re-mounts every node) when these change identity
const nodeTypes = { flow: FlowNodeView };
const edgeTypes = { flow: FlowEdgeView };

/**
 * Opens the view at a legible zoom (`legibleViewport`: fitted, never so small that a label is
 * under 12px) when the set of nodes changes (the analyst added or removed one, or changed a
 * node's kind, and so its size) or the canvas is resized (the split toggled, the window resized),
 * not on every keystroke. Only while the canvas has a size: in a hidden tab pane it measures
 * 0×0, a fit then would zoom to nothing, so the fit waits until the pane is shown; shown again
 * unchanged, the analyst's own pan and zoom stay.
 */
function FitOnNewNodes({ signature }: { signature: string }) {
  const flow = useReactFlow();
  const size = useStore((s) => (s.width > 0 && s.height > 0 ? { width: s.width, height: s.height } : null));
  const sizeKey = size ? `${Math.round(size.width)}x${Math.round(size.height)}` : null;
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (!size || !sizeKey) return;
    const key = `${sizeKey}|${signature}`;
    if (fitted.current === key) return;
    fitted.current = key;
    const bounds = flow.getNodesBounds(flow.getNodes());
    void flow.setViewport(legibleViewport(bounds, size.width, size.height));
  }, [flow, signature, size, sizeKey]);
  return null;
}

function ProblemBanner({ problems }: { problems: Problem[] }) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <Alert
      className="flow-graph-banner"
      type="error"
      showIcon
      banner
      data-testid="flow-graph-banner"
      message={
        <ul className="flow-graph-banner-list">
          {problems.map((p, i) => (
            <li key={i}>
              {p.node ? `${p.node}：` : ''}
              {p.line ? t('studio.graph.atLine', { line: p.line }) : ''}
              {p.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** The flow drawn read-only, with each problem at its node (or in a banner when it has none). */
export function FlowGraph({ view, problems, selectedNode, onSelectNode, path }: FlowGraphProps) {
  const t = useT();
  const layout = useMemo(() => (view ? layoutFlow(view, t) : null), [view, t]);
  const ids = useMemo(() => new Set(layout?.nodes.map((n) => n.id)), [layout]);
  const atNode = useMemo(() => {
    const by = new Map<string, string[]>();
    for (const p of problems) if (p.node && ids.has(p.node)) by.set(p.node, [...(by.get(p.node) ?? []), p.message]);
    return by;
  }, [problems, ids]);
  const signature = useMemo(() => layout?.nodes.map((n) => `${n.id}:${n.data.node.kind}`).join(',') ?? '', [layout]);
  const loose = problems.filter((p) => !p.node || !ids.has(p.node));
  const nodes = useMemo(
    () =>
      layout?.nodes.map((n) => ({
        ...n,
        data: { ...n.data, problems: atNode.get(n.id), selected: n.id === selectedNode, onPath: path?.nodes.has(n.id), current: path?.current.has(n.id) },
      })) ?? [],
    [layout, atNode, selectedNode, path],
  );
  const edges = useMemo(
    () => layout?.edges.map((e) => (e.data && path?.edges.has(e.data.key) ? { ...e, data: { ...e.data, taken: true }, zIndex: 1 } : e)) ?? [],
    [layout, path],
  );

  return (
    <div className="flow-graph" data-testid="flow-graph">
      <ProblemBanner problems={loose} />
      {layout ? (
        <div className="flow-graph-canvas">
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            minZoom={0.2}
            // the flow opens legible and may be wider than the pane: the wheel scrolls, the
            // controls (or a pinch) zoom
            panOnScroll
            zoomOnScroll={false}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            edgesFocusable={false}
            onNodeClick={(_, node) => onSelectNode?.(node.id)}
          >
            <FitOnNewNodes signature={signature} />
            <Background gap={16} />
            <Controls showInteractive={false} />
          </ReactFlow>
        </div>
      ) : (
        <Empty className="flow-graph-empty" description={t(problems.length > 0 ? 'studio.graph.broken' : 'studio.graph.empty')} />
      )}
    </div>
  );
}
