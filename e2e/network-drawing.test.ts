import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, freePort } from '@app/service-kit/testing';
import { repoRoot } from '../scripts/lib/system';
import { launchBrowser } from './support/browser';

/**
 * Issue 20: the network page draws faster, and must look the same to a person. The page's drawing
 * code (the layout worker's code and drawScene, served by Vite) draws fixed, settled layouts of the
 * benchmark's network (2,000 researchers and 10,000 connections, and a small one of 300 and 1,200,
 * whose connections are drawn at their full widths), and the pixels are compared with reference
 * pictures drawn by the code before the change (committed in e2e/fixtures).
 *
 * NETWORK_DRAWING_REFERENCE=write settles the layout afresh and writes the positions and pictures
 * instead: run it on the code whose look is the reference, never to make a failing test pass.
 * NETWORK_DRAWING_REFERENCE=pictures keeps the positions and writes the pictures only, for a change
 * meant to change the look (issue 40: labels at an edge move inside the canvas); look at them first.
 */

const fixtures = path.join(repoRoot, 'e2e', 'fixtures');
const positionsFile = (graph: string) => path.join(fixtures, `network-drawing-${graph}-positions.json`);
const reference = (name: string) => path.join(fixtures, `network-drawing-${name}.png`);
const writing = process.env.NETWORK_DRAWING_REFERENCE === 'write';
const writingPictures = writing || process.env.NETWORK_DRAWING_REFERENCE === 'pictures';

/** A pixel differs when a channel is off by more than this (of 255): rounding in compositing is not. */
const CHANNEL_TOLERANCE = 24;
/** At most this share of the pixels may differ. */
const PIXEL_TOLERANCE = 0.001;

const graphs = [
  {
    name: '2000',
    researchers: 2000,
    connections: 10000,
    views: [
      // The whole network, one researcher selected (their connections drawn over the rest) and one hovered.
      { name: 'whole', view: { x: 0, y: 0, k: 1 }, dpr: 1, select: 5, hover: 9 },
      // Zoomed out at a device pixel ratio of 2: small circles, the connections between them, few labels.
      { name: 'zoomed-out', view: { x: 180, y: 120, k: 0.6 }, dpr: 2, select: null, hover: null },
    ],
  },
  {
    name: '300',
    researchers: 300,
    connections: 1200,
    views: [
      { name: 'whole', view: { x: 0, y: 0, k: 1 }, dpr: 1, select: 3, hover: null },
      { name: 'zoomed-in', view: { x: -450, y: -300, k: 2 }, dpr: 2, select: null, hover: 7 },
    ],
  },
];

let vite: ViteDevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const port = await freePort();
  vite = await createServer({
    configFile: path.join(repoRoot, 'web', 'vite.config.ts'),
    root: path.join(repoRoot, 'web'),
    logLevel: 'warn',
    server: { port, strictPort: true, hmr: false },
    optimizeDeps: { include: ['d3-force'] },
  });
  await vite.listen();
  const base = `http://localhost:${port}`;
  browser = await launchBrowser();
  page = await browser.newPage();
  // A blank page on Vite's origin, from which the drawing modules are imported as the app does.
  await page.route(`${base}/drawing.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>drawing</title>' }),
  );
  await page.goto(`${base}/drawing.html`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

/** The graph, as the page holds it, and the layout worker's code drawing it (page-side source text). */
const SETUP = `async ({ fixture, positions, researchers, connections }) => {
  const { generateNetwork, seededRandom } = await import(fixture);
  const { GraphSimulation } = await import('/src/features/network/utils/graph-simulation.ts');
  const { connectionCounts, countsFor, nodeRadius } = await import('/src/features/network/utils/graph-maths.ts');
  const network = generateNetwork(researchers, connections);
  const counts = connectionCounts(network.connections);
  const sim = new GraphSimulation(900, 600, seededRandom(20));
  sim.setGraph(
    network.nodes.map((node) => ({ id: node.id, node, radius: nodeRadius(countsFor(counts, node.id).total) })),
    network.connections,
  );
  if (!positions) {
    while (sim.step());
    // Drawn from the positions as written down, to the hundredth.
    positions = sim.nodes.flatMap((n) => [Math.round(n.x * 100) / 100, Math.round(n.y * 100) / 100]);
  }
  sim.nodes.forEach((n, i) => { n.x = positions[i * 2]; n.y = positions[i * 2 + 1]; });
  window.drawingSim = sim;
  return positions;
}`;

const DRAW = `async ({ view, dpr, select, hover }) => {
  const { drawScene } = await import('/src/features/network/utils/graph-renderer.ts');
  const { createLayoutWorker } = await import('/src/features/network/utils/layout-worker-core.ts');
  const { NodeSprites } = await import('/src/features/network/utils/node-sprites.ts');
  const sim = window.drawingSim;
  const width = 900;
  const height = 600;
  const selectedId = select === null ? null : sim.nodes[select].id;
  const hoveredId = hover === null ? null : sim.nodes[hover].id;
  // The layout worker's code, run here, holding every node where the layout put it.
  const layer = await new Promise((resolve) => {
    const handle = createLayoutWorker((m) => (m.edges && m.scale === 1 ? resolve(m) : m.edges?.close()));
    const index = new Map(sim.nodes.map((n, i) => [n.id, i]));
    const typeNames = [...sim.linksByType.keys()];
    handle({ type: 'init', width, height });
    handle({ type: 'run', running: false });
    handle({
      type: 'graph',
      version: 1,
      ids: sim.nodes.map((n) => n.id),
      radii: Float32Array.from(sim.nodes, (n) => n.radius),
      sources: Int32Array.from(sim.links, (l) => index.get(l.source.id)),
      targets: Int32Array.from(sim.links, (l) => index.get(l.target.id)),
      strengths: Float32Array.from(sim.links, (l) => l.strength),
      types: Uint8Array.from(sim.links, (l) => typeNames.indexOf(l.type)),
      typeNames,
    });
    handle({ type: 'select', id: selectedId });
    for (const n of sim.nodes) handle({ type: 'pin', id: n.id, x: n.x, y: n.y });
    handle({ type: 'view', view, width, height, dpr });
  });
  const canvas = document.createElement('canvas');
  canvas.width = width * dpr;
  canvas.height = height * dpr;
  const sprites = new NodeSprites();
  drawScene(canvas.getContext('2d'), {
    width,
    height,
    dpr,
    view,
    nodes: sim.nodes,
    linksByType: sim.linksByType,
    labelOrder: [...sim.nodes].sort((a, b) => b.radius - a.radius),
    selectedId,
    hoveredId,
    image: () => null,
    sprite: (r) => sprites.get(r),
    edgeLayer: { image: layer.edges, view: layer.view, scale: layer.scale, withNodes: layer.withNodes },
  });
  return canvas.toDataURL('image/png');
}`;

/** Pixels of two pictures (data URLs) that differ by more than the tolerance on some channel. */
const COMPARE = `async ({ a, b, tolerance }) => {
  const pixels = async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    return ctx.getImageData(0, 0, image.width, image.height).data;
  };
  const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
  if (pa.length !== pb.length) return { differing: pa.length / 4, total: pa.length / 4 };
  let differing = 0;
  for (let i = 0; i < pa.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(pa[i + c] - pb[i + c]) > tolerance) {
        differing += 1;
        break;
      }
    }
  }
  return { differing, total: pa.length / 4 };
}`;

const dataUrl = (file: string) => `data:image/png;base64,${readFileSync(file).toString('base64')}`;

describe('the network drawing', () => {
  it.each(graphs)(
    'looks as it did before the drawing was sped up, at a fixed settled layout of $researchers researchers',
    async (graph) => {
      const positions = writing
        ? null
        : (JSON.parse(readFileSync(positionsFile(graph.name), 'utf8')) as number[]);
      const placed = (await page.evaluate(
        `(${SETUP})(${JSON.stringify({
          fixture: `/@fs${path.join(repoRoot, 'bench', 'web-network-fps', 'fixture.ts')}`,
          positions,
          researchers: graph.researchers,
          connections: graph.connections,
        })})`,
      )) as number[];
      if (writing) {
        mkdirSync(fixtures, { recursive: true });
        writeFileSync(positionsFile(graph.name), JSON.stringify(placed));
      }

      for (const v of graph.views) {
        const name = `${graph.name}-${v.name}`;
        const drawn = (await page.evaluate(`(${DRAW})(${JSON.stringify(v)})`)) as string;
        const png = Buffer.from(at(drawn.split(','), 1), 'base64');
        if (writingPictures) {
          writeFileSync(reference(name), png);
          continue;
        }
        expect(existsSync(reference(name)), `${reference(name)} is missing`).toBe(true);
        mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
        writeFileSync(path.join(repoRoot, 'test-results', `network-drawing-${name}.png`), png);
        const { differing, total } = (await page.evaluate(
          `(${COMPARE})(${JSON.stringify({ a: drawn, b: dataUrl(reference(name)), tolerance: CHANNEL_TOLERANCE })})`,
        )) as { differing: number; total: number };
        expect(differing / total, `${name}: ${differing} of ${total} pixels differ`).toBeLessThanOrEqual(
          PIXEL_TOLERANCE,
        );
      }
    },
  );
});
