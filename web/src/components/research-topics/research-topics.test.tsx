import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResearchTopicList } from './research-topics';

describe('ResearchTopicList', () => {
  it('lists each topic with its count of works, and the source and date', () => {
    render(
      <ResearchTopicList
        topics={{
          topics: [
            {
              id: 'T1',
              name: 'Computational Thinking in Education',
              count: 4,
              subfield: 'Education',
              field: 'Social Sciences',
              domain: 'Social Sciences',
            },
            {
              id: 'T2',
              name: 'Rural and Regional Education',
              count: 1,
              subfield: null,
              field: null,
              domain: null,
            },
          ],
          source: 'OpenAlex',
          fetchedAt: '2026-11-24T03:00:00.000Z',
        }}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Computational Thinking in Education · 4 works',
      'Rural and Regional Education · 1 work',
    ]);
    expect(screen.getByText('Topics: OpenAlex, 24 Nov 2026')).toBeInTheDocument();
  });

  it('says there are none when OpenAlex has no author', () => {
    render(<ResearchTopicList topics={null} />);
    expect(screen.getByText(/No research topics/)).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
