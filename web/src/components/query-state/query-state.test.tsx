import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { QueryState, type QueryStateProps, type QueryStatus } from './query-state';

const loading: QueryStatus<string[]> = { isPending: true, error: null, data: undefined, refetch: vi.fn() };
const loaded = (data: string[]): QueryStatus<string[]> => ({
  isPending: false,
  error: null,
  data,
  refetch: vi.fn(),
});
const failed = (error: unknown): QueryStatus<string[]> => ({
  isPending: false,
  error,
  data: undefined,
  refetch: vi.fn(),
});

const serverError = new ApiError(
  '500: Server error',
  500,
  JSON.stringify({ error: 'Error', code: 'BOOM', message: 'The database is down.' }),
);

function renderState(query: QueryStatus<string[]>, props: Partial<QueryStateProps<string[]>> = {}) {
  return render(
    <QueryState
      query={query}
      loadingLabel="Loading groups"
      errorTitle="Failed to load groups"
      empty={{ description: 'No groups yet', action: <button type="button">Create a group</button> }}
      {...props}
    >
      {(groups) => (
        <ul aria-label="Groups">
          {groups.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('names what is loading for screen readers, and shows nothing of the data yet', () => {
    renderState(loading);
    expect(screen.getByRole('status', { name: 'Loading groups' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Groups' })).not.toBeInTheDocument();
  });

  it("says what failed with the server's message, and loads again on Retry", async () => {
    const query = failed(serverError);
    renderState(query);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load groups');
    expect(alert).toHaveTextContent('The database is down.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to "Please try again." and takes the feature\'s retry label', () => {
    renderState(failed(new TypeError('Failed to fetch')), { retryLabel: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows the feature's empty message and action for an empty list", () => {
    renderState(loaded([]));
    expect(screen.getByText('No groups yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a group' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Groups' })).not.toBeInTheDocument();
  });

  it('renders the data, and lets the feature say what counts as empty', () => {
    const { unmount } = renderState(loaded(['Robotics', 'Assessment']));
    expect(screen.getByRole('list', { name: 'Groups' })).toHaveTextContent('RoboticsAssessment');
    unmount();
    renderState(loaded(['Robotics']), { isEmpty: (groups) => !groups.includes('Assessment') });
    expect(screen.getByText('No groups yet')).toBeInTheDocument();
  });

  it('hands an empty list to the children when the feature gives no empty message', () => {
    renderState(loaded([]), { empty: undefined });
    expect(screen.getByRole('list', { name: 'Groups' })).toBeEmptyDOMElement();
  });

  it('shows a whole page loading with its label, and its failure as a result page', async () => {
    const { unmount } = renderState(loading, { page: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading groups');
    unmount();
    const query = failed(serverError);
    renderState(query, { page: true });
    expect(screen.getByText('Failed to load groups')).toBeInTheDocument();
    expect(screen.getByText('The database is down.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});
