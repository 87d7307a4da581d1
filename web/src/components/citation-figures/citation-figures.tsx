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
function citationSourceText(metrics: Pick<CitationMetrics, 'source' | 'fetchedAt'>): string {
  return `Citations: ${metrics.source}, ${dateFormat.format(new Date(metrics.fetchedAt))}`;
}

/**
 * The source and date of citation figures, in small print. Kept on one line: beside a card's
 * figures it moves under them whole rather than breaking inside the date.
 */
export function CitationSource({ metrics }: { metrics: CitationMetrics | null | undefined }) {
  if (!metrics) return null;
  return (
    <Typography.Text
      type="secondary"
      className="citation-source"
      style={{ fontSize: '0.8em', whiteSpace: 'nowrap' }}
    >
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

/** The profile pages' figures: citations, h-index and i10-index with their source, or "no citation data". */
export function CitationStats({ metrics }: { metrics: CitationMetrics | null | undefined }) {
  if (!metrics) {
    return (
      <div className="citation-stats">
        <Typography.Text type="secondary">Citations: {NO_CITATION_DATA}</Typography.Text>
      </div>
    );
  }
  const figures = [
    { label: 'Citations', value: metrics.citations },
    { label: 'h-index', value: metrics.hIndex },
    { label: 'i10-index', value: metrics.i10Index },
  ];
  return (
    <div className="citation-stats">
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: 0 }}>
        {figures.map((f) => (
          <div key={f.label} style={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <dt style={{ fontSize: 12 }}>{f.label}</dt>
            <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{f.value.toLocaleString('en-AU')}</dd>
          </div>
        ))}
      </dl>
      <CitationSource metrics={metrics} />
    </div>
  );
}

/** "Last synced 24 Nov 2026" (the ORCID record was last read then), or nothing before the first sync. */
export function lastSyncedText(lastSynced: string | null | undefined): string | null {
  return lastSynced ? `Last synced ${dateFormat.format(new Date(lastSynced))}` : null;
}
