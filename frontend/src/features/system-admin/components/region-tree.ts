import type { RegionNode } from '../api/region';

/** A node of the administration's region tree (antd Tree data). */
export interface RegionTreeNode {
  key: string;
  title: string;
  isLeaf: boolean;
  level: number;
  children?: RegionTreeNode[];
}

export function toTreeNodes(nodes: RegionNode[]): RegionTreeNode[] {
  return nodes.map((n) => ({ key: n.code, title: n.name, isLeaf: !n.hasChildren, level: n.level }));
}

/** The tree with `change` applied to the node `key` (the tree itself is never mutated). */
export function updateNode(tree: RegionTreeNode[], key: string, change: (node: RegionTreeNode) => RegionTreeNode): RegionTreeNode[] {
  return tree.map((node) => {
    if (node.key === key) return change(node);
    if (node.children) return { ...node, children: updateNode(node.children, key, change) };
    return node;
  });
}

/** The tree without the node `key`; a parent left without children becomes a leaf. */
export function removeNode(tree: RegionTreeNode[], key: string): RegionTreeNode[] {
  return tree
    .filter((node) => node.key !== key)
    .map((node) => {
      if (!node.children) return node;
      const children = removeNode(node.children, key);
      return { ...node, children, isLeaf: children.length === 0 };
    });
}
