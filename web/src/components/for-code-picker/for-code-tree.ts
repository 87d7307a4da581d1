import type { ForCode } from '@app/contracts/profile/http';

export type ForLevel = 2 | 4 | 6;

export interface ForTreeNode {
  code: string;
  title: string;
  level: ForLevel;
  children: ForTreeNode[];
}

/** Level colours of spec 1 §2: divisions blue, groups green, fields purple. */
export const levelColour: Record<ForLevel, 'blue' | 'green' | 'purple'> = {
  2: 'blue',
  4: 'green',
  6: 'purple',
};
export const levelName: Record<ForLevel, 'Division' | 'Group' | 'Field'> = {
  2: 'Division',
  4: 'Group',
  6: 'Field',
};

const byCode = (a: ForTreeNode, b: ForTreeNode) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

function sortDeep(nodes: ForTreeNode[]): ForTreeNode[] {
  nodes.sort(byCode);
  for (const n of nodes) if (n.children.length) sortDeep(n.children);
  return nodes;
}

/**
 * Divisions (2 digits) holding groups (4) holding fields (6), every level sorted by code. A code
 * whose parent is missing from the list is shown at the top level rather than lost.
 */
export function buildForTree(codes: readonly ForCode[]): ForTreeNode[] {
  const nodes = new Map<string, ForTreeNode>();
  for (const c of codes) nodes.set(c.code, { code: c.code, title: c.title, level: c.level, children: [] });
  const roots: ForTreeNode[] = [];
  for (const c of codes) {
    const node = nodes.get(c.code)!;
    const parentCode = c.parentCode ?? (c.level > 2 ? c.code.slice(0, c.level - 2) : null);
    const parent = parentCode ? nodes.get(parentCode) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return sortDeep(roots);
}

/** Every node by code, for titles of selected codes and rendering. */
export function indexForTree(roots: readonly ForTreeNode[]): Map<string, ForTreeNode> {
  const index = new Map<string, ForTreeNode>();
  const walk = (nodes: readonly ForTreeNode[]) => {
    for (const n of nodes) {
      index.set(n.code, n);
      walk(n.children);
    }
  };
  walk(roots);
  return index;
}

export interface ForTreeSearch {
  nodes: ForTreeNode[];
  /** Ancestors of the matches, to expand so every match is in view. */
  expandedKeys: string[];
  matchCount: number;
}

/**
 * Keeps codes whose code starts with the query or whose title contains it (case-insensitive),
 * with their ancestors; a matching node keeps all its children. A code typed in full ("3901")
 * is opened too, so that its fields are in view.
 */
export function searchForTree(roots: ForTreeNode[], query: string): ForTreeSearch {
  const q = query.trim().toLowerCase();
  if (!q) return { nodes: roots, expandedKeys: [], matchCount: 0 };
  const expanded: string[] = [];
  let matchCount = 0;
  const visit = (node: ForTreeNode): ForTreeNode | null => {
    if (node.code.startsWith(q) || node.title.toLowerCase().includes(q)) {
      matchCount++;
      if (node.code === q && node.children.length > 0) expanded.push(node.code);
      return node;
    }
    const children = node.children.map(visit).filter((n): n is ForTreeNode => n !== null);
    if (!children.length) return null;
    expanded.push(node.code);
    return { ...node, children };
  };
  const nodes = roots.map(visit).filter((n): n is ForTreeNode => n !== null);
  return { nodes, expandedKeys: expanded, matchCount };
}
