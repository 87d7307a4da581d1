import { theme } from 'antd';
import type { CitationMetrics } from '@app/contracts/profile/citation-metrics';
import { CitationSource, NO_CITATION_DATA } from '../../../components/citation-figures/citation-figures';
import { formatPublicationCount } from './publication-count';

/**
 * Publications ("50+" above 50), citations and h-index of a discovery card, with the figures'
 * source in small print; "no citation data" rather than a 0 that was never counted.
 */
export function ResearcherFigures({
  publicationCount,
  citationMetrics,
}: {
  publicationCount: number;
  citationMetrics: CitationMetrics | null | undefined;
}) {
  const { token } = theme.useToken();
  const figures = [
    { label: 'Publications', value: formatPublicationCount(publicationCount) },
    ...(citationMetrics
      ? [
          { label: 'Citations', value: String(citationMetrics.citations) },
          { label: 'h-index', value: String(citationMetrics.hIndex) },
        ]
      : [{ label: 'Citations', value: NO_CITATION_DATA }]),
  ];
  // The source sits after the list: a <dl> holds only its terms and their values.
  return (
    <div>
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: 0 }}>
        {figures.map((f) => (
          <div key={f.label} style={{ display: 'flex', flexDirection: 'column-reverse', minWidth: 72 }}>
            <dt style={{ fontSize: 12, color: token.colorTextSecondary }}>{f.label}</dt>
            <dd style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{f.value}</dd>
          </div>
        ))}
      </dl>
      <CitationSource metrics={citationMetrics} />
    </div>
  );
}
