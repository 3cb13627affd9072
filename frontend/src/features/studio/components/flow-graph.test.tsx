import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FlowView, Problem } from '../api/studio-types';
import type { RecordedPath } from '../api/get-recorded-path';
import { FlowGraph, layoutFlow } from './flow-graph';
import { pathOnGraph } from './path-on-graph';

// React Flow measures its nodes and reads the zoom transform with browser APIs jsdom lacks
// (the ResizeObserver stub is in src/test/setup.ts); these give every element a size.
beforeAll(() => {
  class DOMMatrixReadOnlyStub {
    m22: number;
    constructor(transform?: string) {
      const scale = transform?.match(/scale\(([0-9.]+)\)/)?.[1];
      this.m22 = scale !== undefined ? Number(scale) : 1;
    }
  }
  Object.assign(globalThis, { DOMMatrixReadOnly: DOMMatrixReadOnlyStub });
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: { configurable: true, get: () => 100 },
    offsetWidth: { configurable: true, get: () => 100 },
  });
  Object.assign(SVGElement.prototype, { getBBox: () => ({ x: 0, y: 0, width: 0, height: 0 }) });
});

const task = (id: string, name: string, assignee: 'applicant' | string[], formMode: 'edit' | 'readonly', editable: number | null = null) => ({
  id, name, kind: 'userTask' as const, assignee, effect: null, outcome: null, formMode, editable,
});
const bare = { assignee: null, effect: null, outcome: null, formMode: null, editable: null };
const seq = (from: string, to: string, condition: string | null = null, isDefault = false) => ({ from, to, condition, default: isDefault, kind: 'sequence' as const });
const back = (from: string, to: string) => ({ from, to, condition: null, default: false, kind: 'return' as const });

/** 550004 (股份转让) as the server draws it: application + two-step review + withdrawal. */
const shareTransfer: FlowView = {
  appId: '550004',
  name: '股份转让',
  nodes: [
    { id: 'start', name: '', kind: 'start', ...bare },
    task('apply', '申请', 'applicant', 'edit', 12),
    task('UpdateApplyApprove', '修改申请', 'applicant', 'edit', 12),
    task('PreliminaryApprove', '初审', ['first_reviewer'], 'readonly'),
    { id: 'gw', name: '', kind: 'exclusiveGateway', ...bare },
    task('RecheckApprove', '复审', ['recheck_reviewer'], 'readonly'),
    { id: 'effect', name: '办结', kind: 'serviceTask', ...bare, effect: 'transferShares' },
    { id: 'approved', name: '办结', kind: 'end', ...bare, outcome: 'approved' },
    { id: 'rejected', name: '驳回', kind: 'end', ...bare, outcome: 'rejected' },
    { id: 'withdrawn', name: '撤回', kind: 'end', ...bare, outcome: 'withdrawn' },
  ],
  edges: [
    seq('start', 'apply'),
    seq('apply', 'PreliminaryApprove'),
    { from: 'apply', to: 'withdrawn', condition: null, default: false, kind: 'withdraw' as const },
    seq('UpdateApplyApprove', 'PreliminaryApprove'),
    { from: 'UpdateApplyApprove', to: 'withdrawn', condition: null, default: false, kind: 'withdraw' as const },
    seq('PreliminaryApprove', 'gw'),
    seq('gw', 'RecheckApprove', 'action == "approve" && form.transferVolume > 0'),
    seq('gw', 'rejected', null, true),
    seq('RecheckApprove', 'effect'),
    { from: 'RecheckApprove', to: 'rejected', condition: null, default: false, kind: 'reject' as const },
    seq('effect', 'approved'),
    back('PreliminaryApprove', 'UpdateApplyApprove'),
    back('RecheckApprove', 'UpdateApplyApprove'),
    back('RecheckApprove', 'PreliminaryApprove'),
  ],
};

const problem = (message: string, node: string | null = null): Problem => ({ message, node, field: null, line: null, script: null });

describe('layoutFlow', () => {
  const { nodes, edges } = layoutFlow(shareTransfer);
  const at = (id: string) => nodes.find((n) => n.id === id)!;

  it('positions every node', () => {
    expect(nodes.map((n) => n.id).sort()).toEqual(shareTransfer.nodes.map((n) => n.id).sort());
    for (const n of nodes) {
      expect(Number.isFinite(n.position.x) && Number.isFinite(n.position.y)).toBe(true);
      expect(n.width).toBeGreaterThan(0);
      expect(n.height).toBeGreaterThan(0);
    }
  });

  it('lets no two nodes overlap', () => {
    for (const a of nodes) {
      for (const b of nodes) {
        if (a === b) continue;
        const apart =
          a.position.x + a.width! <= b.position.x ||
          b.position.x + b.width! <= a.position.x ||
          a.position.y + a.height! <= b.position.y ||
          b.position.y + b.height! <= a.position.y;
        expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
      }
    }
  });

  it('runs left to right: start left of the ends, the review after the application', () => {
    for (const end of ['approved', 'rejected', 'withdrawn']) expect(at('start').position.x).toBeLessThan(at(end).position.x);
    expect(at('apply').position.x).toBeLessThan(at('PreliminaryApprove').position.x);
    expect(at('PreliminaryApprove').position.x).toBeLessThan(at('RecheckApprove').position.x);
  });

  it('labels the edges: shortened condition with the full text kept, 默认, dashed 退回 at the bottom', () => {
    const cond = edges.find((e) => e.source === 'gw' && e.target === 'RecheckApprove')!;
    expect(cond.data!.label!.length).toBeLessThanOrEqual(18);
    expect(cond.data!.title).toBe('action == "approve" && form.transferVolume > 0');
    expect(edges.find((e) => e.source === 'gw' && e.target === 'rejected')!.data!.label).toBe('默认');
    const ret = edges.filter((e) => e.data!.kind === 'return');
    expect(ret).toHaveLength(3);
    expect(ret.every((e) => e.data!.label === '退回' && e.sourceHandle === 'back-out')).toBe(true);
  });

  it('labels rejects and withdrawals and places their ends after the tasks that lead there', () => {
    const reject = edges.find((e) => e.data!.kind === 'reject')!;
    expect(reject.data!.label).toBe('驳回');
    expect(edges.filter((e) => e.data!.kind === 'withdraw').every((e) => e.data!.label === '撤回')).toBe(true);
    expect(at('RecheckApprove').position.x).toBeLessThan(at('rejected').position.x);
    expect(at('apply').position.x).toBeLessThan(at('withdrawn').position.x);
  });

  it('drops edges to nodes that do not exist instead of inventing them', () => {
    const broken = { ...shareTransfer, edges: [...shareTransfer.edges, seq('apply', 'nowhere')] };
    const out = layoutFlow(broken);
    expect(out.nodes).toHaveLength(shareTransfer.nodes.length);
    expect(out.edges.some((e) => e.target === 'nowhere')).toBe(false);
  });
});

describe('FlowGraph', () => {
  it('draws the nodes with their names, assignees and form modes', () => {
    render(<FlowGraph view={shareTransfer} problems={[]} />);
    expect(screen.getByText('修改申请')).toBeInTheDocument();
    expect(screen.getByText('初审')).toBeInTheDocument();
    expect(screen.getByText('复审')).toBeInTheDocument();
    expect(screen.getByText('驳回')).toBeInTheDocument();
    expect(screen.getByText('first_reviewer')).toBeInTheDocument();
    expect(screen.getAllByText('申请人')).toHaveLength(2);
    expect(screen.getAllByText('可编辑 12 项')).toHaveLength(2);
    expect(screen.getAllByText('只读')).toHaveLength(2);
    expect(screen.getByText('⚙ transferShares')).toBeInTheDocument();
    expect(screen.getByText('排他')).toBeInTheDocument();
    expect(screen.queryByTestId('flow-graph-banner')).not.toBeInTheDocument();
  });

  it('marks a node with problems: red border, a badge with the count, the messages on hover', async () => {
    const problems = [problem('dead end: 从 初审 无法到达任何结束节点', 'PreliminaryApprove'), problem('memo_required 未定义', 'PreliminaryApprove')];
    render(<FlowGraph view={shareTransfer} problems={problems} />);
    expect(screen.getByTestId('flow-node-PreliminaryApprove')).toHaveClass('has-problems');
    expect(screen.getByTestId('flow-node-RecheckApprove')).not.toHaveClass('has-problems');
    const badge = screen.getByTestId('flow-node-badge-PreliminaryApprove');
    expect(badge).toHaveTextContent('2');
    fireEvent.mouseEnter(badge.firstElementChild!);
    expect(await screen.findByText('dead end: 从 初审 无法到达任何结束节点')).toBeInTheDocument();
    expect(screen.getByText('memo_required 未定义')).toBeInTheDocument();
  });

  it('shows problems without a node (or at an unknown node) in the banner above the graph', () => {
    render(<FlowGraph view={shareTransfer} problems={[problem('缺少 appId'), problem('未知节点', 'ghost')]} />);
    const banner = screen.getByTestId('flow-graph-banner');
    expect(banner).toHaveTextContent('缺少 appId');
    expect(banner).toHaveTextContent('ghost：未知节点');
    expect(screen.queryByTestId('flow-node-badge-PreliminaryApprove')).not.toBeInTheDocument();
  });

  it('shows the banner alone when there is nothing to draw', () => {
    render(<FlowGraph view={null} problems={[problem('第 3 行不是合法的 JSON')]} />);
    expect(screen.getByTestId('flow-graph-banner')).toHaveTextContent('第 3 行不是合法的 JSON');
    expect(screen.getByText('流程定义有误，暂时无法绘制流程图')).toBeInTheDocument();
  });

  it('calls onSelectNode with the clicked node and highlights the selected one', () => {
    const onSelectNode = vi.fn();
    const { rerender } = render(<FlowGraph view={shareTransfer} problems={[]} onSelectNode={onSelectNode} />);
    fireEvent.click(screen.getByText('复审'));
    expect(onSelectNode).toHaveBeenCalledWith('RecheckApprove');
    rerender(<FlowGraph view={shareTransfer} problems={[]} selectedNode="RecheckApprove" onSelectNode={onSelectNode} />);
    expect(screen.getByTestId('flow-node-RecheckApprove')).toHaveClass('is-selected');
    expect(screen.getByTestId('flow-node-apply')).not.toHaveClass('is-selected');
  });
});

/** A 550004 application returned once at the first review, resubmitted, approved there, now at the recheck. */
const returnedOnce: RecordedPath = {
  bizSn: 'YW2026000001',
  appId: '550004',
  flowVersion: 3,
  status: 'running',
  steps: [
    { node: 'start', event: 'started', at: 1 },
    { node: 'apply', event: 'acted', action: 'submit', at: 2 },
    { node: 'PreliminaryApprove', event: 'acted', action: 'return', at: 3 },
    { node: 'PreliminaryApprove', event: 'returnedTo', to: 'UpdateApplyApprove', at: 3 },
    { node: 'UpdateApplyApprove', event: 'acted', action: 'submit', at: 4 },
    { node: 'PreliminaryApprove', event: 'acted', action: 'approve', at: 5 },
  ],
  open: ['RecheckApprove'],
};

describe('pathOnGraph', () => {
  it('takes the nodes the history names, the gateways between them and where it waits', () => {
    const path = pathOnGraph(shareTransfer, returnedOnce);
    expect([...path.nodes].sort()).toEqual(['PreliminaryApprove', 'RecheckApprove', 'UpdateApplyApprove', 'apply', 'gw', 'start']);
    expect([...path.current]).toEqual(['RecheckApprove']);
  });

  it('takes the arrows between them, a return only where one was recorded, no withdrawal nor rejection not made', () => {
    const path = pathOnGraph(shareTransfer, returnedOnce);
    expect([...path.edges].sort()).toEqual([
      'return:PreliminaryApprove->UpdateApplyApprove',
      'sequence:PreliminaryApprove->gw',
      'sequence:UpdateApplyApprove->PreliminaryApprove',
      'sequence:apply->PreliminaryApprove',
      'sequence:gw->RecheckApprove',
      'sequence:start->apply',
    ]);
  });

  it('takes a rejection made at the recheck to its end', () => {
    const rejected: RecordedPath = {
      ...returnedOnce,
      status: 'rejected',
      steps: [
        { node: 'start', event: 'started', at: 1 },
        { node: 'apply', event: 'acted', action: 'submit', at: 2 },
        { node: 'PreliminaryApprove', event: 'acted', action: 'approve', at: 3 },
        { node: 'RecheckApprove', event: 'acted', action: 'reject', at: 4 },
        { node: 'rejected', event: 'ended', action: 'rejected', at: 4 },
      ],
      open: [],
    };
    const path = pathOnGraph(shareTransfer, rejected);
    expect(path.edges.has('reject:RecheckApprove->rejected')).toBe(true);
    expect(path.nodes.has('UpdateApplyApprove')).toBe(false);
    expect(path.edges.has('sequence:RecheckApprove->effect')).toBe(false);
  });
});

describe('FlowGraph with a recorded path', () => {
  it('marks the nodes on the path and the one it waits at, and leaves the others plain', () => {
    render(<FlowGraph view={shareTransfer} problems={[]} path={pathOnGraph(shareTransfer, returnedOnce)} />);
    expect(screen.getByTestId('flow-node-apply')).toHaveClass('on-path');
    expect(screen.getByTestId('flow-node-gw')).toHaveClass('on-path');
    expect(screen.getByTestId('flow-node-RecheckApprove')).toHaveClass('on-path', 'is-current');
    expect(screen.getByTestId('flow-node-effect')).not.toHaveClass('on-path');
    expect(screen.getByTestId('flow-node-withdrawn')).not.toHaveClass('on-path');
  });

  it('keys the drawn edges as the path does, so the taken ones can be found (jsdom draws no edge)', () => {
    const { edges } = layoutFlow(shareTransfer);
    const taken = pathOnGraph(shareTransfer, returnedOnce).edges;
    expect(edges.filter((e) => taken.has(e.data!.key)).map((e) => `${e.source}->${e.target}`)).toHaveLength(6);
  });
});
