import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allForCodes } from '../../test/for-codes-fixture';
import { mockApi, type MockReply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { ForCodePicker } from './for-code-picker';
import { first } from '../../test/lists';

afterEach(() => vi.restoreAllMocks());

const allCodes = allForCodes();

function Harness({
  initial = [],
  onChange,
  max,
}: {
  initial?: string[];
  onChange?: (c: string[]) => void;
  max?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ForCodePicker
      value={value}
      max={max}
      onChange={(codes) => {
        onChange?.(codes);
        setValue(codes);
      }}
    />
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}, codes: MockReply = allCodes, styles = false) {
  const api = mockApi({ 'GET /api/classification-codes/for': codes });
  const onChange = vi.fn();
  const result = renderApp(<Harness {...props} onChange={onChange} />, { styles });
  return { api, onChange, user: userEvent.setup(), ...result };
}

const treeItems = () => within(screen.getByRole('tree')).queryAllByRole('treeitem');
const itemNamed = (text: RegExp) => treeItems().find((el) => text.test(el.textContent ?? ''));
const search = () => screen.getByRole('textbox', { name: 'Search Fields of Research codes' });
/** Types a search at once (as a paste), so the whole tree is not filtered once per letter. */
async function typeIn(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(search());
  await user.paste(text);
}

describe('ForCodePicker', () => {
  it('shows the divisions in code order, coloured blue, rendering only what is in view', async () => {
    setup();
    await screen.findByRole('tree', { name: 'Fields of Research codes' });
    const items = treeItems();
    // 23 divisions, but the virtual list renders only what fits in its 384 px.
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(23);
    expect(items[0]).toHaveTextContent('30Agricultural, Veterinary and Food Sciences');
    expect(items[1]).toHaveTextContent(/^31/);
    const tag = within(first(items)).getByText('30');
    expect(tag.className).toMatch(/ant-tag-blue/);
    expect(tag).toHaveAttribute('title', 'Division');
  });

  it('indents each level by 20 px', async () => {
    setup({}, allCodes, true);
    const tree = await screen.findByRole('tree');
    // Each level's indent unit is as wide as the tree's indent size, which is 20 px.
    const unit = document.querySelector('.ant-tree-indent-unit')!;
    expect(getComputedStyle(unit).width).toBe('var(--ant-tree-indent-size)');
    expect(getComputedStyle(tree.closest('.ant-tree')!).getPropertyValue('--ant-tree-indent-size')).toBe(
      '20px',
    );
  });

  it('searches by code, opening the branch to the match and the code typed; groups are green, fields purple', async () => {
    const { user } = setup();
    await screen.findByRole('tree');
    await typeIn(user, '3901');
    // The group typed in full is open: its fields show, sorted by code and purple.
    await waitFor(() => expect(itemNamed(/^390101/)).toBeDefined());
    const group = itemNamed(/^3901[^0-9]/)!;
    expect(within(group).getByText('3901').className).toMatch(/ant-tag-green/);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(first(treeItems()).textContent?.slice(0, 4)).toBe('39Ed');
    const fields = treeItems()
      .map((el) => el.textContent?.match(/^\d{6}/)?.[0])
      .filter(Boolean);
    expect(fields).toEqual([...fields].sort());
    expect(fields.length).toBeGreaterThan(3);
    expect(within(itemNamed(/^390101/)!).getByText('390101').className).toMatch(/ant-tag-purple/);

    // Collapse it, and expand it again.
    await user.click(group.querySelector('.ant-tree-switcher')!);
    await waitFor(() => expect(itemNamed(/^390101/)).toBeUndefined());
    expect(treeItems().map((el) => el.textContent?.slice(0, 4))).toEqual(['39Ed', '3901']);
    await user.click(itemNamed(/^3901[^0-9]/)!.querySelector('.ant-tree-switcher')!);
    await waitFor(() => expect(itemNamed(/^390101/)).toBeDefined());
  });

  it('searches by title, case-insensitively, and says when nothing matches', async () => {
    const { user } = setup();
    await screen.findByRole('tree');
    await typeIn(user, 'EDUCATIONAL TECHNOLOGY');
    await waitFor(() => expect(itemNamed(/^390405Educational technology and computing/)).toBeDefined());
    await user.clear(search());
    await typeIn(user, 'zzzz');
    expect(await screen.findByText('No codes match “zzzz”')).toBeInTheDocument();
  });

  it('expands and ticks with the keyboard', async () => {
    const { user, onChange } = setup();
    const tree = await screen.findByRole('tree');
    await typeIn(user, '39');
    // The division typed in full opens; the keyboard closes and opens it again.
    await waitFor(() => expect(itemNamed(/^3901/)).toBeDefined());
    tree.focus();
    // (Left from a field goes to its division, left again closes the division.)
    await user.keyboard('{ArrowDown}{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(treeItems()).toHaveLength(1));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(itemNamed(/^3901/)).toBeDefined());
    await user.keyboard('{ArrowDown}[Space]');
    expect(onChange).toHaveBeenLastCalledWith(['3901']);
  });

  it('selects with the checkbox or the title, lists the selection, and removes from it', async () => {
    const { user, onChange } = setup();
    await screen.findByRole('tree');
    await typeIn(user, '3901');
    await waitFor(() => expect(itemNamed(/^3901/)).toBeDefined());

    await user.click(within(itemNamed(/^3901/)!).getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(['3901']);
    expect(itemNamed(/^3901/)).toHaveAttribute('aria-checked', 'true');
    // Selecting a group does not tick its division.
    expect(itemNamed(/^39Ed/)).toHaveAttribute('aria-checked', 'false');

    await user.click(within(itemNamed(/^39Ed/)!).getByText('Education'));
    expect(onChange).toHaveBeenLastCalledWith(['3901', '39']);

    const selected = screen.getByRole('region', { name: 'Selected codes (2)' });
    expect(
      within(selected)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['39Education', '3901Curriculum and pedagogy']);

    await user.click(screen.getByRole('button', { name: 'Remove 3901 Curriculum and pedagogy' }));
    expect(onChange).toHaveBeenLastCalledWith(['39']);
    expect(itemNamed(/^3901/)).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('region', { name: 'Selected codes (1)' })).toBeInTheDocument();
  });

  it('applies a search typed before the codes arrived', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      'GET /api/classification-codes/for': async () => {
        await arrived;
        return allCodes;
      },
    });
    const user = userEvent.setup();
    renderApp(<Harness />);
    await typeIn(user, '3901');
    release();
    await waitFor(() => expect(itemNamed(/^3901/)).toBeDefined());
  });

  it('shows codes selected before it loaded with their titles', async () => {
    setup({ initial: ['390405'] });
    expect(await screen.findByText('Educational technology and computing')).toBeInTheDocument();
  });

  it('refuses ticks beyond the maximum', async () => {
    const { user, onChange } = setup({ initial: ['39'], max: 1 });
    await screen.findByRole('tree');
    await typeIn(user, '3901');
    await waitFor(() => expect(itemNamed(/^3901/)).toBeDefined());
    await user.click(within(itemNamed(/^3901/)!).getByRole('checkbox'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(/At most 1 codes can be selected/)).toBeInTheDocument();
  });

  it('says when the codes cannot be loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api } = setup({}, { status: 500, text: 'database down' });
      // Three retries with back-off before giving up.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByText('Error: 500: database down')).toBeInTheDocument();
      expect(screen.getByText('No Fields of Research codes available.')).toBeInTheDocument();
      expect(api.callsTo('GET /api/classification-codes/for')).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
