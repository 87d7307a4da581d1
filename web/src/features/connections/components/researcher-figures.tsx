import { theme } from 'antd';
import { formatPublicationCount } from './publication-count';

/** Publications ("50+" above 50), citations and h-index of a discovery card. */
export function ResearcherFigures({
  publicationCount,
  citationCount,
  hIndex,
}: {
  publicationCount: number;
  citationCount: number;
  hIndex: number;
}) {
  const { token } = theme.useToken();
  const figures = [
    { label: 'Publications', value: formatPublicationCount(publicationCount) },
    { label: 'Citations', value: String(citationCount ?? 0) },
    { label: 'h-index', value: String(hIndex ?? 0) },
  ];
  return (
    <dl style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: 0 }}>
      {figures.map((f) => (
        <div key={f.label} style={{ display: 'flex', flexDirection: 'column-reverse', minWidth: 72 }}>
          <dt style={{ fontSize: 12, color: token.colorTextSecondary }}>{f.label}</dt>
          <dd style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
