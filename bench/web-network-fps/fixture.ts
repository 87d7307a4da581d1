import { randomItem } from '../lib/random';

/**
 * BENCHMARK FIXTURE, not real data: a generated research network of the size the issue names
 * (2,000 researchers, 10,000 connections), in the shapes GET /api/researchers/network,
 * /api/researchers/network/connections and /statistics answer (networkStatistics). Seeded, so every run draws the same graph.
 *
 * Connections follow preferential attachment (a few well-connected hubs, many people with a handful
 * of ties) like a real co-authorship network, so node sizes, the High Connections filter and label
 * crowding behave as they would on the site. A quarter of the researchers have a profile picture
 * (served by the benchmark server) and a few have a broken one, which the page must skip.
 */

export interface FixtureNode {
  id: string;
  name: string;
  institution: string;
  /** The first three, as the server sends them, and how many there are. */
  researchInterests: string[];
  researchInterestCount: number;
  publicationCount: number;
  profileImageUrl: string | null;
  /** Links per type in the whole fixture (the server's true totals). */
  connections: Record<'total' | ConnectionType, number>;
}

type ConnectionType = 'collaboration' | 'project_collaboration' | 'examination' | 'research_group';

export interface FixtureConnection {
  source: string;
  target: string;
  type: string;
  strength: number;
}

/**
 * mulberry32: small, fast, seedable.
 * @public e2e/network-drawing.test.ts imports it in the page, where knip cannot see it.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Olivia',
  'Liam',
  'Charlotte',
  'Noah',
  'Amelia',
  'Jack',
  'Isla',
  'William',
  'Mia',
  'Oliver',
  'Ava',
  'Thomas',
  'Grace',
  'James',
  'Chloe',
  'Lucas',
  'Zoe',
  'Henry',
  'Ruby',
  'Ethan',
  'Priya',
  'Wei',
  'Aroha',
  'Mohammed',
  'Siobhan',
  'Hiroshi',
  'Fatima',
  'Lachlan',
  'Matilda',
  'Dimitrios',
];
const LAST = [
  'Smith',
  'Nguyen',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Martin',
  'Anderson',
  'Thompson',
  'Chen',
  'Walker',
  'Harris',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Papadopoulos',
  'Singh',
  'Patel',
  'Wang',
  "O'Brien",
  'Campbell',
  'Macdonald-Fraser',
  'Kowalczyk',
  'Takahashi',
  'Ngata',
  'Haddad',
  'Fitzgerald',
];
const INSTITUTIONS = [
  'Monash University',
  'University of Melbourne',
  'University of Sydney',
  'UNSW Sydney',
  'Queensland University of Technology',
  'Deakin University',
  'Griffith University',
  'Curtin University',
  'University of Newcastle',
  'University of Tasmania',
  'Charles Sturt University',
  'Edith Cowan University',
  'University of Canberra',
  'Flinders University',
  'Australian Catholic University',
  'University of Wollongong',
];
const INTERESTS = [
  'Computational thinking',
  'TPACK',
  'Digital literacy',
  'Design and technologies education',
  'Teacher self-efficacy',
  'STEM education',
  'Assessment and feedback',
  'Initial teacher education',
  'Educational robotics',
  'Artificial intelligence in education',
  'Equity and inclusion',
  'Curriculum design',
  'Professional learning',
  'Learning analytics',
  'Makerspaces',
  'Online learning',
  'Game-based learning',
  'Early childhood technology',
  'Teacher identity',
  'Workforce readiness',
];
const TYPES: [ConnectionType, number][] = [
  ['collaboration', 0.4],
  ['project_collaboration', 0.25],
  ['research_group', 0.25],
  ['examination', 0.1],
];

const pick = <T>(random: () => number, list: readonly T[]): T => randomItem(list, random);

function pickType(random: () => number): ConnectionType {
  let r = random();
  for (const [type, share] of TYPES) {
    if ((r -= share) < 0) return type;
  }
  return 'collaboration';
}

export function generateNetwork(
  researchers = 2000,
  connections = 10000,
  seed = 2026,
): { nodes: FixtureNode[]; connections: FixtureConnection[] } {
  const random = seededRandom(seed);
  const nodes: FixtureNode[] = Array.from({ length: researchers }, (_, i) => {
    const interests = new Set<string>();
    const wanted = 1 + Math.floor(random() * 6);
    while (interests.size < wanted) interests.add(pick(random, INTERESTS));
    const picture = random();
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `${pick(random, FIRST)} ${pick(random, LAST)}`,
      institution: pick(random, INSTITUTIONS),
      researchInterests: [...interests].slice(0, 3),
      researchInterestCount: interests.size,
      connections: {
        total: 0,
        collaboration: 0,
        project_collaboration: 0,
        examination: 0,
        research_group: 0,
      },
      publicationCount: Math.floor(random() ** 2 * 90),
      profileImageUrl:
        picture < 0.25
          ? `/bench-avatars/${i}.svg`
          : picture < 0.28
            ? `/bench-avatars/missing-${i}.png`
            : null,
    };
  });

  // Preferential attachment: each new end is drawn from the list of ends so far (degree-weighted).
  const ends: number[] = [];
  const seen = new Set<string>();
  const edges: FixtureConnection[] = [];
  let guard = 0;
  while (edges.length < connections && guard++ < connections * 20) {
    const a = Math.floor(random() * researchers);
    const b =
      ends.length > 0 && random() < 0.7 ? randomItem(ends, random) : Math.floor(random() * researchers);
    const [from, to] = [nodes[a], nodes[b]];
    if (a === b || !from || !to) continue;
    const type = pickType(random);
    const key = a < b ? `${a}-${b}-${type}` : `${b}-${a}-${type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    ends.push(a, b);
    for (const end of [from, to]) {
      end.connections.total += 1;
      end.connections[type] += 1;
    }
    edges.push({
      source: from.id,
      target: to.id,
      type,
      strength: random() < 0.8 ? 1 : 2 + Math.floor(random() * 2),
    });
  }
  return { nodes, connections: edges };
}

/** A small coloured avatar with initials, as an SVG picture. */
export function avatarSvg(index: number): string {
  const hue = (index * 47) % 360;
  const letters = String.fromCharCode(65 + (index % 26)) + String.fromCharCode(65 + ((index * 7) % 26));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue},60%,55%)"/><text x="32" y="41" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
}

/** GET /api/researchers/network/statistics for the fixture: the spec's formulas over all of it. */
export function networkStatistics(network: { nodes: FixtureNode[]; connections: FixtureConnection[] }) {
  const n = network.nodes.length;
  const e = network.connections.length;
  const byType = { collaboration: 0, project_collaboration: 0, examination: 0, research_group: 0 };
  for (const c of network.connections) byType[c.type as ConnectionType] += 1;
  return {
    researchers: n,
    connections: e,
    averageConnections: n > 0 ? Math.round(((e * 2) / n) * 10) / 10 : 0,
    density: n < 2 ? 0 : Math.min(100, (e / ((n * (n - 1)) / 2)) * 100),
    byType,
    countedAt: new Date(0).toISOString(),
  };
}
