import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  EditOutlined,
  MailOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { MyGroupsResponse } from '@app/contracts/groups/http';
import type { ProfileResponse } from '@app/contracts/profile/http';
import { ButtonLink } from '../../../components/button-link/button-link';
import { GroupEmailDialog } from '../../../components/group-email-dialog/group-email-dialog';
import {
  AffiliationItem,
  AwardItem,
  EducationItem,
  PublicationItem,
  RecordList,
} from '../../../components/research-records/research-records';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 20 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** A yes/no preference, shown with an icon and words (not colour alone). */
function Preference({ label, on }: { label: string; on: boolean }) {
  return (
    <Tag
      color={on ? 'green' : 'default'}
      icon={on ? <CheckCircleOutlined aria-hidden /> : <CloseCircleOutlined aria-hidden />}
    >
      {label}: {on ? 'Available' : 'Not available'}
    </Tag>
  );
}

function ResearchProfileTab({ profile }: { profile: ProfileResponse['profile'] }) {
  const forCodes = profile.classificationCodes.forCodes;
  return (
    <>
      <Section title="Research Interests">
        {profile.researchInterests.length ? (
          <Flex gap={6} wrap>
            {profile.researchInterests.map((i) => (
              <Tag key={i.id}>{i.name}</Tag>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">No research interests added yet.</Typography.Text>
        )}
      </Section>
      <Section title="Fields of Research">
        {forCodes.length ? (
          <Flex gap={6} wrap>
            {forCodes.map((c) => (
              <Tag key={c.code} color="purple">
                {c.code} {c.title}
              </Tag>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">No Fields of Research codes chosen yet.</Typography.Text>
        )}
      </Section>
      <Section title="Availability">
        <Flex gap={6} wrap>
          <Preference label="Student Supervision" on={profile.availableForSupervision} />
          <Preference label="PhD Examination" on={profile.availableForExamination} />
          {/* Open to collaborations unless explicitly not (spec 1 §3). */}
          <Preference label="Collaborations" on={profile.acceptingCollaborations !== false} />
        </Flex>
      </Section>
      <Section title="Contact Preferences">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {profile.contactPreferences || <Typography.Text type="secondary">Not specified.</Typography.Text>}
        </Typography.Paragraph>
      </Section>
      <Section title="Research Statement">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {profile.researchStatement || <Typography.Text type="secondary">Not written yet.</Typography.Text>}
        </Typography.Paragraph>
      </Section>
      <ButtonLink to={paths.researchProfile} type="primary" icon={<EditOutlined aria-hidden />}>
        Edit Research Profile
      </ButtonLink>
    </>
  );
}

function GroupsTab({
  groups,
  isLoading,
  isError,
}: {
  groups: MyGroupsResponse | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const [emailing, setEmailing] = useState<{ id: string; name: string } | null>(null);
  if (isLoading) return <Skeleton active />;
  if (isError) return <Alert type="error" showIcon title="Your research groups could not be loaded." />;
  if (!groups?.length) {
    return (
      <Empty
        image={<TeamOutlined style={{ fontSize: 48, color: '#9ca3af' }} aria-hidden />}
        description={
          <>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              No Group Memberships
            </Typography.Title>
            <Typography.Text type="secondary">You have not joined any research groups yet.</Typography.Text>
          </>
        }
      >
        <ButtonLink to={paths.researchGroups} type="primary">
          Browse Research Groups
        </ButtonLink>
      </Empty>
    );
  }
  return (
    <>
      <RecordList
        items={groups.map((g) => ({ id: g.group.id, ...g }))}
        render={({ group, membership }) => (
          <article className="record">
            <div className="record__head">
              <Typography.Title level={3} className="record__title">
                {group.name}
              </Typography.Title>
              {membership.isLeader ? <Tag color="gold">Leader</Tag> : null}
            </div>
            {group.description ? (
              <Typography.Paragraph style={{ margin: '4px 0' }}>{group.description}</Typography.Paragraph>
            ) : null}
            <Flex justify="space-between" align="center" gap={8} wrap>
              <span className="record__meta">Member since {formatDate(membership.joinedAt, '')}</span>
              {membership.isLeader ? (
                <Button
                  icon={<MailOutlined aria-hidden />}
                  onClick={() => setEmailing({ id: group.id, name: group.name })}
                  aria-label={`Email Members of ${group.name}`}
                >
                  Email Members
                </Button>
              ) : null}
            </Flex>
          </article>
        )}
      />
      <GroupEmailDialog
        open={emailing !== null}
        groupId={emailing?.id ?? ''}
        groupName={emailing?.name ?? ''}
        onClose={() => setEmailing(null)}
      />
    </>
  );
}

export interface ProfileTabsProps {
  data: ProfileResponse;
  groups: MyGroupsResponse | undefined;
  groupsLoading: boolean;
  groupsError: boolean;
}

/** The seven tabs of the own profile (spec 1 §2). */
export function ProfileTabs({ data, groups, groupsLoading, groupsError }: ProfileTabsProps) {
  const { profile, affiliations, education, publications, awards } = data;
  const items = [
    {
      key: 'biography',
      label: 'Biography',
      children: profile.biography ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{profile.biography}</Typography.Paragraph>
      ) : (
        <Empty description="No biography available" />
      ),
    },
    {
      key: 'employment',
      label: 'Employment',
      children: affiliations.length ? (
        <RecordList items={affiliations} render={(a) => <AffiliationItem affiliation={a} />} />
      ) : (
        <Empty description="No employment records" />
      ),
    },
    {
      key: 'education',
      label: 'Education & Qualifications',
      children: education.length ? (
        <RecordList items={education} render={(e) => <EducationItem education={e} />} />
      ) : (
        <Empty description="No education records" />
      ),
    },
    {
      key: 'publications',
      label: 'Publications',
      children: publications.length ? (
        <>
          <Typography.Paragraph strong>
            {publications.length} publication{publications.length === 1 ? '' : 's'}
          </Typography.Paragraph>
          <RecordList items={publications} render={(p) => <PublicationItem publication={p} />} />
        </>
      ) : (
        <Empty description="No publications" />
      ),
    },
    {
      key: 'activities',
      label: 'Professional Activities',
      children: (
        <>
          <Section title="Awards & Recognition">
            {awards.length ? (
              <RecordList items={awards} render={(a) => <AwardItem award={a} level={4} />} />
            ) : (
              <Typography.Text type="secondary">No awards recorded.</Typography.Text>
            )}
          </Section>
          <Alert
            type="info"
            showIcon
            title="More professional activities, such as peer review and service, may be shown here in future."
          />
        </>
      ),
    },
    { key: 'research', label: 'Research Profile', children: <ResearchProfileTab profile={profile} /> },
    {
      key: 'groups',
      label: 'Research Groups',
      children: <GroupsTab groups={groups} isLoading={groupsLoading} isError={groupsError} />,
    },
  ];
  // Each panel starts with its tab's name as a heading (for screen readers), so headings stay in order.
  return (
    <Tabs
      defaultActiveKey="biography"
      items={items.map((item) => ({
        ...item,
        children: (
          <>
            <h2 className="visually-hidden">{item.label}</h2>
            {item.children}
          </>
        ),
      }))}
    />
  );
}
