import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import type { ProfileResponse } from '@app/contracts/profile/http';
import { OrcidId } from '../../../components/orcid-id/orcid-id';

/** Photo (click to change), name, "Researcher", position, the ORCID iD link and the stats row. */
export function ProfileBanner({ data, onChangePhoto }: { data: ProfileResponse; onChangePhoto(): void }) {
  const { profile, stats } = data;
  const name = profile.name?.trim() || 'Unknown Researcher';
  const position = [profile.position, profile.department, profile.institution].filter(Boolean).join(', ');
  return (
    <Card>
      <Flex gap={20} align="center" wrap>
        <button
          type="button"
          onClick={onChangePhoto}
          aria-label="Change profile photo"
          style={{
            border: 0,
            padding: 0,
            background: 'none',
            cursor: 'pointer',
            position: 'relative',
            borderRadius: '50%',
          }}
        >
          <Avatar
            size={96}
            src={profile.profileImageUrl ?? undefined}
            icon={profile.profileImageUrl ? undefined : <UserOutlined />}
            alt=""
          />
          <CameraOutlined
            aria-hidden
            style={{
              position: 'absolute',
              right: 0,
              bottom: 0,
              background: '#fff',
              borderRadius: '50%',
              padding: 5,
            }}
          />
        </button>
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
            <OrcidId orcidId={profile.orcidId} verified={profile.orcidVerified} />
          </div>
        </div>
      </Flex>
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
      </Row>
    </Card>
  );
}
