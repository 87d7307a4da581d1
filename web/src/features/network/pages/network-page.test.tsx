import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../test/pointer-event';
import { errorReply, mockApi } from '../../../test/mock-api';
import { at } from '../../../test/lists';
import { TestProviders } from '../../../test/render-app';
import { uuid } from '../../../test/fixtures';
import { createQueryClient } from '../../../lib/query-client';
import NetworkPage from './network-page';
import type {
  NetworkEdgesResponse,
  NetworkNodesResponse,
  NetworkStatistics,
} from '@app/contracts/networking/http';

const me = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.edu',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  orcidId: null,
  role: 'academic',
  isActive: true,
  hasSeenWelcomePopup: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const [ada, grace, alan] = [uuid(801), uuid(802), uuid(803)];

const nodes: NetworkNodesResponse = [
  {
    id: ada,
    userId: uuid(11),
    name: 'Ada Lovelace',
    institution: 'Monash University',
    researchInterests: ['Computational thinking', 'TPACK', 'Digital literacy'],
    researchInterestCount: 5,
    publicationCount: 61,
    profileImageUrl: null,
    // Her links in the whole network: more than the two loaded here.
    connections: {
      total: 14,
      collaboration: 1,
      project_collaboration: 2,
      examination: 1,
      research_group: 10,
    },
  },
  {
    id: grace,
    userId: uuid(12),
    name: 'Grace Hopper',
    institution: 'Unknown Institution',
    researchInterests: ['Assessment'],
    researchInterestCount: 1,
    publicationCount: 30,
    profileImageUrl: '/images/grace.png',
    connections: { total: 1, collaboration: 1, project_collaboration: 0, examination: 0, research_group: 0 },
  },
  {
    id: alan,
    userId: uuid(13),
    name: 'Alan Turing',
    institution: 'University of Sydney',
    researchInterests: [],
    researchInterestCount: 0,
    publicationCount: 3,
    profileImageUrl: null,
    connections: { total: 1, collaboration: 0, project_collaboration: 0, examination: 1, research_group: 0 },
  },
];
const connections: NetworkEdgesResponse = [
  { source: ada, target: grace, type: 'collaboration', strength: 1 },
  { source: ada, target: alan, type: 'examination', strength: 2 },
];

/** The whole network, as the server counts it: far bigger than what the page loads. */
const statistics: NetworkStatistics = {
  researchers: 100000,
  connections: 600355,
  averageConnections: 12,
  density: 0.012,
  byType: { collaboration: 300000, project_collaboration: 100000, examination: 55, research_group: 200300 },
  countedAt: '2026-11-27T22:00:00.000Z',
};

const networkRoutes = {
  'GET /api/auth/user': me,
  'GET /api/researchers/network': nodes,
  'GET /api/researchers/network/connections': connections,
  'GET /api/researchers/network/statistics': statistics,
};

/**
 * A 2D context that records where node circles are copied to (device pixels at a ratio of 2), so
 * a test can find a node on the canvas.
 */
function recordCanvas() {
  const frames: { x: number; y: number; r: number }[][] = [[]];
  const state: Record<string, unknown> = {};
  const ctx = new Proxy(state, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      return (...args: unknown[]) => {
        if (prop === 'clearRect') frames.push([]);
        const image = args[0] as { width?: number } | undefined;
        if (prop === 'drawImage' && args.length === 3 && image?.width) {
          const size = image.width;
          at(frames, -1).push({
            x: ((args[1] as number) + size / 2) / 2,
            y: ((args[2] as number) + size / 2) / 2,
            r: (size - 2) / 4,
          });
        }
        return prop === 'measureText' ? { width: 40 } : undefined;
      };
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  return { lastFrame: () => frames.filter((f) => f.length > 0).at(-1) ?? [] };
}

function renderPage() {
  return render(
    <TestProviders client={createQueryClient()}>
      <MemoryRouter initialEntries={['/network-visualization']}>
        <NetworkPage />
      </MemoryRouter>
    </TestProviders>,
  );
}

/** The page on the three researchers, once they are shown. */
async function openPage() {
  mockApi(networkRoutes);
  const canvasLog = recordCanvas();
  const user = userEvent.setup({ delay: null });
  renderPage();
  await screen.findByText(/^Showing 3 of/);
  return { user, canvasLog };
}

beforeEach(() => {
  Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
});
afterEach(() => vi.restoreAllMocks());

describe('Network visualisation page', { timeout: 60_000 }, () => {
  it("asks for a bounded answer and shows the whole network's figures from the server", async () => {
    const api = mockApi(networkRoutes);
    recordCanvas();
    renderPage();
    const summary = 'Showing 3 of 100,000 researchers and 2 of 600,355 connections';
    expect(await screen.findByText(summary)).toBeInTheDocument();
    for (const route of ['GET /api/researchers/network', 'GET /api/researchers/network/connections']) {
      expect(api.callsTo(route).map((c) => c.query.toString())).toEqual(['limit=2000']);
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Network Visualisation' })).toBeInTheDocument();
    expect(screen.getByText('Click on a node to view details')).toBeInTheDocument();
    const stats = screen.getByText('Network Statistics').closest('.ant-card') as HTMLElement;
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Total Researchers')).toBe('100,000');
    expect(value('Total Connections')).toBe('600,355');
    expect(value('Average Connections')).toBe('12.0');
    expect(value('Density')).toBe('0.01%');
    const canvas = screen.getByRole('application', { name: `Network graph: ${summary.toLowerCase()}` });
    // 900x600 drawn at a device pixel ratio of 2.
    expect(canvas).toHaveAttribute('width', '1800');
    expect(canvas).toHaveAttribute('height', '1200');
  });

  it('gives the plain count when the whole network is shown', async () => {
    const small = { ...statistics, researchers: 3, connections: 2, byType: { ...statistics.byType } };
    small.byType = { collaboration: 1, project_collaboration: 0, examination: 1, research_group: 0 };
    mockApi({ ...networkRoutes, 'GET /api/researchers/network/statistics': small });
    recordCanvas();
    renderPage();
    expect(await screen.findByText('Showing 3 researchers and 2 connections')).toBeInTheDocument();
  });

  it("shows a researcher's true connections per type, also to researchers not loaded", async () => {
    mockApi(networkRoutes);
    recordCanvas();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Researchers shown' });
    await user.click(within(list).getByRole('button', { name: /Ada Lovelace/ }));
    const details = screen.getByText('Node Details').closest('.ant-card') as HTMLElement;
    expect(within(details).getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(details).getByText('Monash University')).toBeInTheDocument();
    const value = (label: string) =>
      within(details).getByText(label).closest('dt')?.nextElementSibling?.textContent;
    expect(value('Total Connections')).toBe('14');
    expect(value('Academic')).toBe('1');
    expect(value('Project')).toBe('2');
    expect(value('Examination')).toBe('1');
    expect(value('Research Groups')).toBe('10');
    expect(value('Publications')).toBe('50+');
    expect(within(details).getByText('Computational thinking')).toBeInTheDocument();
    expect(within(details).getByText('Digital literacy')).toBeInTheDocument();
    expect(within(details).queryByText('STEM')).not.toBeInTheDocument();
    expect(within(details).getByText('+2 more')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      `/researcher/${ada}`,
    );
  });

  it('fills in a missing name and institution', async () => {
    // Spec 2 section 3 lets a node name its researcher by first and last name, without an institution.
    const { name: _name, institution: _institution, ...rest } = at(nodes, 1);
    const legacyGrace = { ...rest, firstName: 'Grace', lastName: 'Hopper', institution: null };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ ...networkRoutes, 'GET /api/researchers/network': [at(nodes, 0), legacyGrace, at(nodes, 2)] });
    recordCanvas();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    const details = screen.getByText('Node Details').closest('.ant-card') as HTMLElement;
    expect(within(details).getByText('Unknown Institution')).toBeInTheDocument();
    expect(within(details).getByText('30')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'GET /api/researchers/network answered outside its contract',
      expect.anything(),
    );
  });

  it('searches and filters over the whole network on the server, keeping the graph while it asks', async () => {
    // Someone the first view does not hold: only the server's search finds them.
    const far = {
      ...at(nodes, 2),
      id: uuid(899),
      name: 'Ruth Far',
      institution: 'Charles Darwin University',
    };
    let release = () => undefined as void;
    const api = mockApi({
      ...networkRoutes,
      'GET /api/researchers/network': async (call) => {
        if (call.query.get('search') !== 'darwin') return nodes;
        await new Promise<void>((resolve) => (release = resolve));
        return [far];
      },
      'GET /api/researchers/network/connections': (call) => (call.query.get('search') ? [] : connections),
    });
    recordCanvas();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText(/^Showing 3 of/);

    await user.type(screen.getByPlaceholderText('Search researchers...'), 'darwin');
    // One call once typing pauses, not one per letter; the graph stays while it is answered.
    await waitFor(() => expect(api.callsTo('GET /api/researchers/network')).toHaveLength(2));
    expect(at(api.callsTo('GET /api/researchers/network'), 1).query.toString()).toBe(
      'limit=2000&search=darwin',
    );
    expect(screen.getByText(/^Showing 3 of/)).toBeInTheDocument();
    expect(screen.getByLabelText('Updating the network')).toBeInTheDocument();
    release();
    expect(
      await screen.findByText('Showing 1 of 100,000 researchers and 0 of 600,355 connections'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Researchers shown' });
    expect(within(list).getByRole('button', { name: /Ruth Far/ })).toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('Search researchers...'));
    await screen.findByText(/^Showing 3 of/);
    await user.click(screen.getByRole('checkbox', { name: 'Examinations' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter researchers' }));
    await user.click(await screen.findByTitle('Prolific Publishers (25+)'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/researchers/network').at(-1)?.query.toString()).toBe(
        'limit=2000&filter=prolific&types=collaboration%2Cproject_collaboration%2Cresearch_group',
      ),
    );
    // The examination between Ada and Alan is no longer drawn, nor counted out of examinations.
    expect(
      await screen.findByText('Showing 3 of 100,000 researchers and 1 of 600,300 connections'),
    ).toBeInTheDocument();
  });

  it('explores from a person and goes back', async () => {
    const api = mockApi({
      ...networkRoutes,
      'GET /api/researchers/network': (call) =>
        call.query.get('focus') ? [at(nodes, 0), at(nodes, 1)] : nodes,
      'GET /api/researchers/network/connections': (call) =>
        call.query.get('focus') ? [at(connections, 0)] : connections,
    });
    recordCanvas();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Researchers shown' });
    await user.click(within(list).getByRole('button', { name: /Ada Lovelace/ }));
    const details = screen.getByText('Node Details').closest('.ant-card') as HTMLElement;
    await user.click(within(details).getByRole('radio', { name: 'Direct' }));
    await user.click(within(details).getByRole('button', { name: 'Show their network' }));
    expect(await screen.findByText("Ada Lovelace's network")).toBeInTheDocument();
    expect(
      await screen.findByText('Showing 2 of 100,000 researchers and 1 of 600,355 connections'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/researchers/network').at(-1)?.query.toString()).toBe(
      `limit=2000&focus=${ada}&depth=1`,
    );
    // Two steps out, from the focus bar.
    await user.click(within(screen.getByTestId('network-focus')).getByRole('radio', { name: '2 steps' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/researchers/network').at(-1)?.query.toString()).toBe(
        `limit=2000&focus=${ada}&depth=2`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(/^Showing 3 of/)).toBeInTheDocument();
    expect(screen.queryByTestId('network-focus')).not.toBeInTheDocument();
  });

  it("keeps a person's network shown when a search typed just before has not been sent yet", async () => {
    const api = mockApi({
      ...networkRoutes,
      'GET /api/researchers/network': (call) =>
        call.query.get('focus') ? [at(nodes, 0), at(nodes, 1)] : nodes,
      'GET /api/researchers/network/connections': (call) =>
        call.query.get('focus') ? [at(connections, 0)] : connections,
    });
    recordCanvas();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Researchers shown' });
    // Typed, and at once (before the pause that sends it) Ada's network is asked for.
    await user.type(screen.getByPlaceholderText('Search researchers...'), 'Ada');
    await user.click(within(list).getByRole('button', { name: /Ada Lovelace/ }));
    const details = screen.getByText('Node Details').closest('.ant-card') as HTMLElement;
    await user.click(within(details).getByRole('button', { name: 'Show their network' }));
    expect(await screen.findByText("Ada Lovelace's network")).toBeInTheDocument();
    // Well past the pause: the search was not sent afterwards, and her network is still shown.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.getByText("Ada Lovelace's network")).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search researchers...')).toHaveValue('');
    const asked = api.callsTo('GET /api/researchers/network').map((c) => c.query.toString());
    expect(asked.at(-1)).toBe(`limit=2000&focus=${ada}&depth=2`);
    // (On a slow machine the typing itself can outlast the pause, and the search go first: that is
    // the person's own pause. What must not happen is a search sent after her network was asked for.)
    const focusAsked = asked.findIndex((q) => q.includes('focus='));
    expect(asked.slice(focusAsked).some((q) => q.includes('search='))).toBe(false);
  });

  it('stops asking for frames once nothing moves', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(frames).not.toHaveBeenCalled();
    // Something to draw wakes it: here the view panned from the keyboard.
    fireEvent.keyDown(screen.getByRole('application'), { key: 'ArrowLeft' });
    expect(frames).toHaveBeenCalledTimes(1);
  });

  it('selects a researcher clicked on the canvas and clears the selection on empty space', async () => {
    const { user, canvasLog } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // Let a frame be drawn at rest, then find Ada: her 14 connections make the biggest circle.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    const frame = canvasLog.lastFrame();
    expect(frame).toHaveLength(3);
    const ada = frame.find((c) => Math.abs(c.r - (Math.sqrt(14) * 3 + 15)) < 0.5)!;
    expect(ada).toBeDefined();

    const canvas = screen.getByRole('application');
    fireEvent.pointerDown(canvas, {
      clientX: ada.x,
      clientY: ada.y,
      button: 0,
      pointerId: 1,
      pointerType: 'mouse',
    });
    fireEvent.pointerUp(canvas, { clientX: ada.x, clientY: ada.y, pointerId: 1, pointerType: 'mouse' });
    expect(await screen.findByTestId('node-details-name')).toHaveTextContent('Ada Lovelace');

    const empty = { x: 5, y: 5 };
    fireEvent.pointerDown(canvas, {
      clientX: empty.x,
      clientY: empty.y,
      button: 0,
      pointerId: 1,
      pointerType: 'mouse',
    });
    fireEvent.pointerUp(canvas, { clientX: empty.x, clientY: empty.y, pointerId: 1, pointerType: 'mouse' });
    expect(await screen.findByText('Click on a node to view details')).toBeInTheDocument();
  });

  it('goes fullscreen without the side panels and back', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(screen.queryByText('Node Details')).not.toBeInTheDocument();
    expect(screen.queryByText('Network Statistics')).not.toBeInTheDocument();
    expect(screen.getByRole('application')).toHaveAttribute('width', '2400');
    expect(screen.getByRole('application')).toHaveAttribute('height', '1600');
    await user.click(screen.getByRole('button', { name: 'Exit Fullscreen' }));
    expect(screen.getByText('Node Details')).toBeInTheDocument();
    expect(screen.getByRole('application')).toHaveAttribute('width', '1800');
  });

  it('says when the network is empty', async () => {
    mockApi({
      ...networkRoutes,
      'GET /api/researchers/network': [],
      'GET /api/researchers/network/connections': [],
      'GET /api/researchers/network/statistics': {
        ...statistics,
        researchers: 0,
        connections: 0,
        averageConnections: 0,
        density: 0,
        byType: { collaboration: 0, project_collaboration: 0, examination: 0, research_group: 0 },
      },
    });
    recordCanvas();
    renderPage();
    expect(await screen.findByText('No researchers in the network yet')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 researchers and 0 connections')).toBeInTheDocument();
    const stats = screen.getByText('Network Statistics').closest('.ant-card') as HTMLElement;
    expect(within(stats).getByText('Density').nextElementSibling).toHaveTextContent('0.00%');
  });

  it('reports a failed load and can try again', async () => {
    let fail = true;
    mockApi({
      ...networkRoutes,
      'GET /api/researchers/network': () =>
        fail ? errorReply(500, 'Something went wrong. Please try again.', 'INTERNAL') : nodes,
    });
    recordCanvas();
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText('Failed to load the research network')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Showing 3 of/)).toBeInTheDocument();
  });

  it('says the session is gone when the server answers 401', async () => {
    mockApi({
      ...networkRoutes,
      'GET /api/researchers/network': {
        status: 401,
        statusText: 'Unauthorized',
        text: '{"message":"Unauthorized"}',
      },
    });
    recordCanvas();
    const view = renderPage();
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.getByText('Failed to load the research network')).toBeInTheDocument();
    // The page then goes to /api/login after 500 ms (jsdom cannot navigate and says so on stderr).
    view.unmount();
  });
});
