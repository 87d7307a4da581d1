import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../test/pointer-event';
import { errorReply, mockApi } from '../../../test/mock-api';
import { at } from '../../../test/lists';
import { TestProviders } from '../../../test/render-app';
import { uuid } from '../../../test/fixtures';
import { createQueryClient } from '../../../lib/query-client';
import ResearchGraphPage from './research-graph-page';
import type { NetworkEdgesResponse, NetworkNodesResponse } from '@app/contracts/networking/http';

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
    researchInterests: ['Computational thinking', 'TPACK', 'Digital literacy', 'STEM', 'Robotics'],
    publicationCount: 61,
    profileImageUrl: null,
  },
  {
    id: grace,
    userId: uuid(12),
    name: 'Grace Hopper',
    institution: 'Unknown Institution',
    researchInterests: ['Assessment'],
    publicationCount: 30,
    profileImageUrl: '/images/grace.png',
  },
  {
    id: alan,
    userId: uuid(13),
    name: 'Alan Turing',
    institution: 'University of Sydney',
    researchInterests: [],
    publicationCount: 3,
    profileImageUrl: null,
  },
];
const connections: NetworkEdgesResponse = [
  { source: ada, target: grace, type: 'collaboration', strength: 1 },
  { source: ada, target: alan, type: 'examination', strength: 2 },
];

const networkRoutes = {
  'GET /api/auth/user': me,
  'GET /api/researchers/network': nodes,
  'GET /api/researchers/network/connections': connections,
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
        <ResearchGraphPage />
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeEach(() => {
  Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
});
afterEach(() => vi.restoreAllMocks());

describe('Network visualisation page', { timeout: 60_000 }, () => {
  it('shows the counts, the statistics and the empty details panel', async () => {
    mockApi(networkRoutes);
    recordCanvas();
    renderPage();
    expect(await screen.findByText('Showing 3 researchers and 2 connections')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Network Visualisation' })).toBeInTheDocument();
    expect(screen.getByText('Click on a node to view details')).toBeInTheDocument();
    const stats = screen.getByText('Network Statistics').closest('.ant-card') as HTMLElement;
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Total Researchers')).toBe('3');
    expect(value('Total Connections')).toBe('2');
    expect(value('Average Connections')).toBe('1.3');
    expect(value('Density')).toBe('66.67%');
    const canvas = screen.getByRole('application', {
      name: /network graph: showing 3 researchers and 2 connections/i,
    });
    // 900x600 drawn at a device pixel ratio of 2.
    expect(canvas).toHaveAttribute('width', '1800');
    expect(canvas).toHaveAttribute('height', '1200');
  });

  it('shows the details of a researcher picked from the list', async () => {
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
    expect(value('Total Connections')).toBe('2');
    expect(value('Academic')).toBe('1');
    expect(value('Project')).toBe('0');
    expect(value('Examination')).toBe('1');
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

  it('narrows the graph by search, by the researcher filter and by connection type', async () => {
    mockApi(networkRoutes);
    recordCanvas();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('Showing 3 researchers and 2 connections');

    await user.type(screen.getByPlaceholderText('Search researchers...'), 'sydney');
    expect(await screen.findByText('Showing 1 researcher and 0 connections')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search researchers...'));
    await user.type(screen.getByPlaceholderText('Search researchers...'), 'tpack');
    expect(await screen.findByText('Showing 1 researcher and 0 connections')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search researchers...'), 'nobody');
    expect(await screen.findByText('No researchers match your search and filters')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search researchers...'));

    await user.click(screen.getByRole('checkbox', { name: 'Examinations' }));
    expect(await screen.findByText('Showing 3 researchers and 1 connection')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Academic Connections' }));
    expect(await screen.findByText('Showing 3 researchers and 0 connections')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Examinations' }));

    await user.click(screen.getByRole('combobox', { name: 'Filter researchers' }));
    await user.click(await screen.findByTitle('Prolific Publishers (25+)'));
    // Ada (61) and Grace (30) publish more than 25; their examination tie with Alan is hidden with him.
    expect(await screen.findByText('Showing 2 researchers and 0 connections')).toBeInTheDocument();
  });

  it('selects a researcher clicked on the canvas and clears the selection on empty space', async () => {
    mockApi(networkRoutes);
    const canvasLog = recordCanvas();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('Showing 3 researchers and 2 connections');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // Let a frame be drawn at rest, then find Ada: her 2 connections make the biggest circle.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    const frame = canvasLog.lastFrame();
    expect(frame).toHaveLength(3);
    const ada = frame.find((c) => Math.abs(c.r - (Math.sqrt(2) * 3 + 15)) < 0.5)!;
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
    mockApi(networkRoutes);
    recordCanvas();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('Showing 3 researchers and 2 connections');
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
    expect(await screen.findByText('Showing 3 researchers and 2 connections')).toBeInTheDocument();
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
