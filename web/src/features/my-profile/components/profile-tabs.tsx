import { CheckCircleOutlined, CloseCircleOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Empty, Flex, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { MyGroupsResponse } from '@app/contracts/groups/http';
import type { ProfileResponse } from '@app/contracts/profile/http';
import { ButtonLink } from '../../../components/button-link/button-link';
import { MyGroupsList } from '../../../components/my-groups/my-groups-list';
import type { QueryStatus } from '../../../components/query-state/query-state';
import { RESEARCH_TOPICS_TITLE } from '../../../components/research-topics/research-topics';
import {
  AffiliationItem,
  AwardItem,
  EducationItem,
  PublicationItem,
  RecordList,
} from '../../../components/research-records/research-records';
import { paths } from '../../../config/paths';
import { LoadMore } from '../../../components/researcher-card/load-more';
import { usePublicationPages } from '../../../api/profile/get-researcher-publications';
import { OwnResearchTopics } from './own-research-topics';

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
      <Section title={RESEARCH_TOPICS_TITLE}>
        <OwnResearchTopics topics={profile.researchTopics} />
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
      <ButtonLink to={paths.researchProfileEdit} type="primary" icon={<EditOutlined aria-hidden />}>
        Edit Research Profile
      </ButtonLink>
    </>
  );
}

/**
 * The Publications tab: the newest 20 came with the profile, with the count of all of them;
 * "Load more" reads on, 20 at a time (a prolific researcher has 1,900).
 */
function PublicationsTab({ data }: { data: ProfileResponse }) {
  const list = usePublicationPages(
    data.profile.userId,
    { items: data.publications, total: data.stats.publications },
    `${data.profile.lastSynced ?? ''}:${data.stats.publications}`,
  );
  if (!list.items.length) return <Empty description="No publications" />;
  return (
    <>
      <Typography.Paragraph strong>
        {list.total} publication{list.total === 1 ? '' : 's'}
      </Typography.Paragraph>
      <RecordList items={list.items} render={(p) => <PublicationItem publication={p} />} />
      <LoadMore
        shown={list.items.length}
        total={list.total}
        noun={['publication', 'publications']}
        list={list}
      />
    </>
  );
}

export interface ProfileTabsProps {
  data: ProfileResponse;
  groups: QueryStatus<MyGroupsResponse>;
}

/** The seven tabs of the own profile (spec 1 §2). */
export function ProfileTabs({ data, groups }: ProfileTabsProps) {
  const { profile, affiliations, education, awards } = data;
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
      children: <PublicationsTab data={data} />,
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
      children: <MyGroupsList groups={groups} />,
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
