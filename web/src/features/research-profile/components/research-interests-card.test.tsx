import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESEARCH_INTEREST_MAX } from '@app/contracts/profile/http';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { uuid } from '../../../test/fixtures';
import { ResearchInterestsCard } from './research-interests-card';

afterEach(() => vi.restoreAllMocks());

const renderCard = () =>
  renderApp(<ResearchInterestsCard profileId={uuid(1)} saved={[]} isLoading={false} />);

describe('adding a research interest', () => {
  it('keeps a name past the limit as it was pasted, says what is wrong, and sends nothing', async () => {
    const api = mockApi({ 'GET /api/research-interests': [] });
    renderCard();
    const field = await screen.findByLabelText('Add a new research interest');
    const pasted = 'Very long interest '.repeat(20).trim(); // 379 characters
    fireEvent.change(field, { target: { value: pasted } });

    expect(field).toHaveValue(pasted); // not cut short without a word
    expect(screen.getByRole('alert')).toHaveTextContent(
      `A research interest can be at most ${RESEARCH_INTEREST_MAX} characters`,
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(api.callsTo('POST /api/research-interests')).toHaveLength(0);
  });

  it('adds a name of exactly the limit, counting without the spaces around it', async () => {
    const name = 'x'.repeat(RESEARCH_INTEREST_MAX);
    const api = mockApi({
      'GET /api/research-interests': [],
      'POST /api/research-interests': { id: uuid(9), name },
    });
    renderCard();
    const field = await screen.findByLabelText('Add a new research interest');
    fireEvent.change(field, { target: { value: `  ${name} ` } });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST /api/research-interests')).toHaveLength(1));
    expect(api.callsTo('POST /api/research-interests')[0]!.body).toEqual({ name });
  });
});
