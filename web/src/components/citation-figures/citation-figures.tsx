import { Typography } from 'antd';
import type { CitationMetrics } from '@app/contracts/profile/citation-metrics';

export const NO_CITATION_DATA = 'no citation data';

/** "12 citations", "1 citation", "0 citations" (OpenAlex said 0), or "no citation data". */
export function citationsText(citations: number | null | undefined): string {
  if (citations === null || citations === undefined) return NO_CITATION_DATA;
  return `${citations} citation${citations === 1 ? '' : 's'}`;
}

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** "Citations: OpenAlex, 24 Nov 2026". */
export function citationSourceText(metrics: Pick<CitationMetrics, 'source' | 'fetchedAt'>): string {
  return `Citations: ${metrics.source}, ${dateFormat.format(new Date(metrics.fetchedAt))}`;
}

/** The source and date of citation figures, in small print. */
export function CitationSource({ metrics }: { metrics: CitationMetrics | null | undefined }) {
  if (!metrics) return null;
  return (
    <Typography.Text type="secondary" className="citation-source" style={{ fontSize: '0.8em' }}>
      {citationSourceText(metrics)}
    </Typography.Text>
  );
}

/** A card's figures: "120 citations · h-index 6" with their source, or "no citation data". */
export function CitationSummary({ metrics }: { metrics: CitationMetrics | null | undefined }) {
  if (!metrics) return <Typography.Text type="secondary">{NO_CITATION_DATA}</Typography.Text>;
  return (
    <span className="citation-summary">
      <span>
        {citationsText(metrics.citations)} · h-index {metrics.hIndex}
      </span>{' '}
      <CitationSource metrics={metrics} />
    </span>
  );
}
