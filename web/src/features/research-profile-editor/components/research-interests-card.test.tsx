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

describe('the chosen interests', () => {
  const tpack = { id: uuid(11), name: 'TPACK' };
  const stem = { id: uuid(12), name: 'STEM education' };
  const coding = { id: uuid(13), name: 'Coding in primary schools' };

  it('each has a remove control named for it, reached by Tab and pressed with Enter or Space', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /api/research-interests': [tpack, stem, coding],
      'POST /api/profile/research-interests': () => ({
        success: true,
        message: 'Saved',
        researchInterests: [stem],
      }),
    });
    renderApp(<ResearchInterestsCard profileId={uuid(1)} saved={[tpack, stem, coding]} isLoading={false} />);
    const removeTpack = await screen.findByRole('button', { name: 'Remove TPACK' });
    expect(removeTpack).not.toHaveAttribute('aria-hidden');

    // Tab from the field before reaches each remove control in turn.
    (await screen.findByLabelText('Your research interests')).focus();
    await user.tab({ shift: true });
    while (document.activeElement !== removeTpack && document.activeElement !== document.body) {
      await user.tab({ shift: true });
    }
    expect(removeTpack).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove TPACK' })).toBeNull());

    screen.getByRole('button', { name: 'Remove Coding in primary schools' }).focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Coding in primary schools' })).toBeNull(),
    );
    // Only the two pressed went; the list did not open.
    expect(screen.getByRole('button', { name: 'Remove STEM education' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Interests' }));
    await waitFor(() => expect(api.callsTo('POST /api/profile/research-interests')).toHaveLength(1));
    expect(api.callsTo('POST /api/profile/research-interests')[0]!.body).toEqual({ interestIds: [stem.id] });
  });
});

describe('searching the shared list as the person types', () => {
  const topics = (search: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: uuid(100 + i), name: `${search} topic ${i + 1}` }));

  it('asks once per pause, never loads the whole list, shows at most 20 and keeps the chips', async () => {
    const user = userEvent.setup({ delay: null });
    const tpack = { id: uuid(11), name: 'TPACK' };
    // The server answers its most, 20 suggestions.
    const api = mockApi({
      'GET /api/research-interests': (call) => topics(call.query.get('search') ?? 'first', 20),
    });
    renderApp(<ResearchInterestsCard profileId={uuid(1)} saved={[tpack]} isLoading={false} />);
    expect(await screen.findByRole('button', { name: 'Remove TPACK' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(api.callsTo('GET /api/research-interests')).toHaveLength(0);

    await user.type(screen.getByLabelText('Your research interests'), 'Robotics');
    await waitFor(() => expect(api.callsTo('GET /api/research-interests').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 400));
    // Opening the list may ask for the first names; the typed text is asked for once, whole.
    const searched = api
      .callsTo('GET /api/research-interests')
      .map((c) => c.query.get('search'))
      .filter((s) => s !== null);
    expect(searched).toEqual(['Robotics']);
    const options = await waitFor(() => {
      const shown = document.querySelectorAll('.ant-select-item-option');
      expect(shown[0]).toHaveTextContent('Robotics topic 1');
      return shown;
    });
    expect(options.length).toBeLessThanOrEqual(20);

    // Picking one adds a chip with its name; the saved chip keeps its name too.
    await user.click(options[0]!);
    expect(await screen.findByRole('button', { name: 'Remove Robotics topic 1' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Your research interests'));
    await user.type(screen.getByLabelText('Your research interests'), 'Drones');
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option')).toHaveTextContent('Drones topic 1'),
    );
    expect(screen.getByRole('button', { name: 'Remove Robotics topic 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove TPACK' })).toBeInTheDocument();
  });
});
