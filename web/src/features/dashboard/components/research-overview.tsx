import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ProfileStats } from '@app/contracts/profile/http';
import { CitationStats } from '../../../components/citation-figures/citation-figures';
import { OrcidImportPending } from '../../../components/orcid-import-pending/orcid-import-pending';

/**
 * Research overview stat cards: publications, education records and awards (spec 1 §2), then the
 * citation figures with their source, or "no citation data".
 */
export function ResearchOverview({ stats, importPending }: { stats: ProfileStats; importPending: boolean }) {
  const figures = [
    { title: 'Publications', value: stats.publications },
    { title: 'Education Records', value: stats.education },
    { title: 'Professional Activities', value: stats.awards },
  ];
  return (
    <section aria-labelledby="overview-title">
      <Typography.Title level={2} id="overview-title" style={{ fontSize: 20 }}>
        Research Overview
      </Typography.Title>
      {importPending ? (
        <OrcidImportPending />
      ) : (
        <Row gutter={[16, 16]}>
          {figures.map((f) => (
            <Col xs={24} sm={8} key={f.title}>
              <Card>
                <Statistic title={f.title} value={f.value} />
              </Card>
            </Col>
          ))}
          <Col xs={24}>
            <Card>
              <CitationStats metrics={stats.citationMetrics} />
            </Card>
          </Col>
        </Row>
      )}
    </section>
  );
}
