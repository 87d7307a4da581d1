import { Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ProfileResponse } from '@app/contracts/profile/http';
import { CitationStats, lastSyncedText } from '../../../components/citation-figures/citation-figures';
import { OrcidId } from '../../../components/orcid-id/orcid-id';
import { OrcidImportPending } from '../../../components/orcid-import-pending/orcid-import-pending';
import { ChangePhotoButton } from '../../../components/profile-image/change-photo-button';

/** Photo (click to change), name, "Researcher", position, the ORCID iD link and the stats row. */
export function ProfileBanner({ data, onChangePhoto }: { data: ProfileResponse; onChangePhoto(): void }) {
  const { profile, stats } = data;
  const name = profile.name?.trim() || 'Unknown Researcher';
  const position = [profile.position, profile.department, profile.institution].filter(Boolean).join(', ');
  return (
    <Card>
      <Flex gap={20} align="center" wrap>
        <ChangePhotoButton imageUrl={profile.profileImageUrl} size={96} onClick={onChangePhoto} />
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
            {name}
          </Typography.Title>
          <Tag color="blue" style={{ marginTop: 4 }}>
            Researcher
          </Tag>
          {position ? <div style={{ marginTop: 4 }}>{position}</div> : null}
          <div style={{ marginTop: 4 }}>
            <Typography.Text type="secondary">ORCID iD: </Typography.Text>
            {profile.orcidId ? (
              <OrcidId orcidId={profile.orcidId} verified={profile.orcidVerified} />
            ) : (
              <>
                none linked. <Link to="/">Link your ORCID iD</Link>
              </>
            )}
          </div>
        </div>
      </Flex>
      {profile.orcidImportPending ? (
        <div style={{ marginTop: 20 }}>
          <OrcidImportPending />
        </div>
      ) : (
        <Row gutter={[16, 16]} style={{ marginTop: 20 }}>
          <Col xs={8}>
            <Statistic title="Publications" value={stats.publications} />
          </Col>
          <Col xs={8}>
            <Statistic title="Education" value={stats.education} />
          </Col>
          <Col xs={8}>
            <Statistic title="Professional Activities" value={stats.awards} />
          </Col>
          <Col xs={24}>
            <CitationStats metrics={stats.citationMetrics} />
          </Col>
        </Row>
      )}
      {lastSyncedText(profile.lastSynced) ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {lastSyncedText(profile.lastSynced)}
        </Typography.Text>
      ) : null}
    </Card>
  );
}
