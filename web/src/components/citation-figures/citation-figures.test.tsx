import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CitationMetrics } from '@app/contracts/profile/citation-metrics';
import { CitationStats, CitationSummary, citationsText, lastSyncedText } from './citation-figures';

const metrics: CitationMetrics = {
  citations: 1234,
  hIndex: 12,
  i10Index: 15,
  source: 'OpenAlex',
  fetchedAt: '2026-11-24T03:00:00.000Z',
};

describe('citation figures', () => {
  it('counts citations, keeping a real 0 and saying when there is no data', () => {
    expect(citationsText(12)).toBe('12 citations');
    expect(citationsText(1)).toBe('1 citation');
    expect(citationsText(0)).toBe('0 citations');
    expect(citationsText(null)).toBe('no citation data');
  });

  it('shows the profile figures with their source and date in small print', () => {
    render(<CitationStats metrics={metrics} />);
    expect(screen.getByText('Citations').nextSibling).toHaveTextContent('1,234');
    expect(screen.getByText('h-index').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('i10-index').nextSibling).toHaveTextContent('15');
    expect(screen.getByText('Citations: OpenAlex, 24 Nov 2026')).toBeInTheDocument();
  });

  it('says "no citation data" instead of zeros', () => {
    render(<CitationStats metrics={null} />);
    expect(screen.getByText('Citations: no citation data')).toBeInTheDocument();
    expect(screen.queryByText('h-index')).toBeNull();
  });

  it('sums a card up in one line, or says there is no data', () => {
    const { rerender } = render(<CitationSummary metrics={metrics} />);
    expect(screen.getByText('1234 citations · h-index 12')).toBeInTheDocument();
    rerender(<CitationSummary metrics={undefined} />);
    expect(screen.getByText('no citation data')).toBeInTheDocument();
  });

  it('says when the profile was last synced', () => {
    expect(lastSyncedText('2026-11-24T03:00:00.000Z')).toBe('Last synced 24 Nov 2026');
    expect(lastSyncedText(null)).toBeNull();
  });
});
