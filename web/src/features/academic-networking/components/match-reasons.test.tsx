import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MatchReasons } from './match-reasons';

describe('MatchReasons', () => {
  it('says why two researchers match, the strongest reason first, in the card’s words', () => {
    render(
      <MatchReasons
        name="Ada Lovelace"
        reasons={[
          { kind: 'topic', id: 'T10883', name: 'Computational Thinking in Education', mine: 4, theirs: 7 },
          { kind: 'forCode', code: '390405', title: 'Educational technology and computing' },
          { kind: 'interest', name: 'TPACK' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Why you match Ada Lovelace' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Shared topic: Computational Thinking in Education (your 4 works, their 7)',
      'Shared FoR: 390405 Educational technology and computing',
      'Shared interest: TPACK',
    ]);
  });

  it('shows nothing when the server gives no reasons', () => {
    const { container } = render(<MatchReasons name="Ada Lovelace" reasons={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
