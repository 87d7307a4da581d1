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
 * with their ancestors; a matching node keeps all its children. Every match is in view: the
 * branches that lead to one are opened, below a matching node too when a code there matches by
 * its title ("curriculum" matches 3901 Curriculum and pedagogy and opens it for the fields under it
 * whose titles say curriculum). A code typed in full ("3901") is opened so that its fields are in
 * view; the codes under it, which all start with it, are not opened further.
 */
export function searchForTree(roots: ForTreeNode[], query: string): ForTreeSearch {
  const q = query.trim().toLowerCase();
  if (!q) return { nodes: roots, expandedKeys: [], matchCount: 0 };
  const expanded: string[] = [];
  let matchCount = 0;
  const byCode = (node: ForTreeNode) => node.code.startsWith(q);
  const byTitle = (node: ForTreeNode) => node.title.toLowerCase().includes(q);
  /** The node as the search shows it (null when nothing in it matches), and whether a title below it matches. */
  const visit = (node: ForTreeNode): { shown: ForTreeNode | null; titleBelow: boolean } => {
    const below = node.children.map(visit);
    const titleBelow = below.some((b) => b.titleBelow);
    const matchesSelf = byCode(node) || byTitle(node);
    if (matchesSelf) matchCount++;
    if (matchesSelf) {
      if (titleBelow || (node.code === q && node.children.length > 0)) expanded.push(node.code);
      // All its children, those with matches further down as the search shows them.
      return {
        shown: { ...node, children: node.children.map((c, i) => below[i]!.shown ?? c) },
        titleBelow: titleBelow || byTitle(node),
      };
    }
    const shownChildren = below.map((b) => b.shown).filter((n): n is ForTreeNode => n !== null);
    if (!shownChildren.length) return { shown: null, titleBelow: false };
    expanded.push(node.code);
    return { shown: { ...node, children: shownChildren }, titleBelow };
  };
  const nodes = roots.map((r) => visit(r).shown).filter((n): n is ForTreeNode => n !== null);
  return { nodes, expandedKeys: expanded, matchCount };
}
