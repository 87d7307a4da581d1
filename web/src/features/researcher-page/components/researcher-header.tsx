import { CheckCircleOutlined, LinkOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Tag, Typography } from 'antd';
import type { ResearcherResponse } from '@app/contracts/profile/http';
import { CitationStats } from '../../../components/citation-figures/citation-figures';
import { photoSources } from '../../../components/profile-image/photo-sources';
import { env } from '../../../config/env';

/** Photo, name, role, organisation, email, availability badges, and the ORCID and Contact buttons. */
export function ResearcherHeader({ researcher: r }: { researcher: ResearcherResponse }) {
  const roleLine = [r.position, r.department].filter(Boolean).join(', ');
  const badges = [
    r.availableForSupervision ? 'Available for PhD Supervision' : null,
    r.availableForExamination ? 'Available for PhD Examination' : null,
    r.acceptingCollaborations !== false ? 'Open to Collaborations' : null,
  ].filter((b): b is string => b !== null);
  return (
    <Card>
      <Flex gap={20} align="flex-start" wrap>
        <Avatar
          size={96}
          {...photoSources(r.profileImageUrl, 96)}
          icon={r.profileImageUrl ? undefined : <UserOutlined />}
          alt={r.profileImageUrl ? `Photo of ${r.name}` : undefined}
        />
        <div style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
            {r.name || 'Unknown Researcher'}
          </Typography.Title>
          {roleLine ? <div>{roleLine}</div> : null}
          {r.institution ? <Typography.Text type="secondary">{r.institution}</Typography.Text> : null}
          {r.email ? (
            // A long address breaks where it must rather than running past the card on a phone.
            <div style={{ overflowWrap: 'anywhere' }}>
              <a href={`mailto:${r.email}`}>{r.email}</a>
            </div>
          ) : null}
          {badges.length ? (
            <Flex gap={6} wrap style={{ marginTop: 8 }}>
              {badges.map((b) => (
                <Tag key={b} color="green" icon={<CheckCircleOutlined aria-hidden />}>
                  {b}
                </Tag>
              ))}
            </Flex>
          ) : null}
          <div style={{ marginTop: 12 }}>
            <CitationStats metrics={r.stats.citationMetrics} />
          </div>
        </div>
        <Flex gap={8} wrap>
          {r.orcidId ? (
            <Button
              href={env.orcidProfileUrl(r.orcidId)}
              target="_blank"
              rel="noreferrer"
              icon={<LinkOutlined aria-hidden />}
            >
              ORCID Profile<span className="visually-hidden"> (opens in a new tab)</span>
            </Button>
          ) : null}
          {r.email ? (
            <Button type="primary" href={`mailto:${r.email}`} icon={<MailOutlined aria-hidden />}>
              Contact
            </Button>
          ) : (
            <Button type="primary" disabled icon={<MailOutlined aria-hidden />} title="No email address">
              Contact
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
