import { Card, Flex, Result, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state/query-state';
import { GroupMembershipItem } from '../../../components/my-groups/my-groups-list';
import {
  RESEARCH_TOPICS_TITLE,
  ResearchTopicList,
} from '../../../components/research-topics/research-topics';
import {
  AffiliationItem,
  AwardItem,
  EducationItem,
  PublicationItem,
  RecordList,
} from '../../../components/research-records/research-records';
import { useResearcher } from '../../../api/profile/get-researcher';
import { useResearcherAffiliations } from '../../../api/profile/get-researcher-affiliations';
import { useResearcherAwards } from '../../../api/profile/get-researcher-awards';
import { useResearcherEducation } from '../../../api/profile/get-researcher-education';
import { useResearcherGroups } from '../../../api/groups/get-researcher-groups';
import { useResearcherPublications } from '../../../api/profile/get-researcher-publications';
import { ResearcherHeader } from '../components/researcher-header';

/** Only five publications are listed (spec 2 §9). */
const RECENT_PUBLICATIONS = 5;

/** The same words, however they are spaced or broken into lines. */
const sameText = (a: string, b: string) =>
  a.trim().split(/\s+/).join(' ') === b.trim().split(/\s+/).join(' ');

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      title={
        // (A long title wraps on a phone rather than being cut off by the card's ellipsis.)
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0, whiteSpace: 'normal' }}>
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}

/** Another researcher's profile (spec 1 §2, /researcher/:userId): every card only when it has data. */
export default function ResearcherPage() {
  const { userId = '' } = useParams();
  const researcher = useResearcher(userId);
  const found = Boolean(researcher.data);
  // Only the five shown are asked for; the count comes from the total the server sends with them.
  const publications = useResearcherPublications(userId, RECENT_PUBLICATIONS, found);
  const affiliations = useResearcherAffiliations(userId, found);
  const education = useResearcherEducation(userId, found);
  const awards = useResearcherAwards(userId, found);
  const groups = useResearcherGroups(userId, found);

  return (
    <QueryState
      query={researcher}
      page
      loadingLabel="Loading researcher profile..."
      errorTitle="This researcher profile could not be loaded"
      retryLabel="Try again"
    >
      {(r) => {
        if (!r) {
          return (
            <Result
              status="404"
              title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Researcher Not Found</h1>}
              subTitle="The requested researcher profile could not be found."
            />
          );
        }

        const pubs = publications.data?.items.slice(0, RECENT_PUBLICATIONS) ?? [];
        const total = publications.data?.total ?? 0;
        const more = total - pubs.length;
        return (
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
            <ResearcherHeader researcher={r} />
            {r.biography ? (
              <InfoCard title="About">
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {r.biography}
                </Typography.Paragraph>
              </InfoCard>
            ) : null}
            {/* A statement that only repeats the biography (often copied from ORCID) is shown once. */}
            {r.researchStatement && !(r.biography && sameText(r.biography, r.researchStatement)) ? (
              <InfoCard title="Research Statement">
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {r.researchStatement}
                </Typography.Paragraph>
              </InfoCard>
            ) : null}
            {r.researchInterests.length ? (
              <InfoCard title="Research Interests">
                <Flex gap={6} wrap>
                  {r.researchInterests.map((i) => (
                    <Tag key={i.id}>{i.name}</Tag>
                  ))}
                </Flex>
              </InfoCard>
            ) : null}
            {r.researchTopics?.topics.length ? (
              <InfoCard title={RESEARCH_TOPICS_TITLE}>
                <ResearchTopicList topics={r.researchTopics} />
              </InfoCard>
            ) : null}
            {pubs.length ? (
              <InfoCard title={`Recent Publications (${total})`}>
                <RecordList
                  items={pubs}
                  render={(p) => <PublicationItem publication={p} showType={false} />}
                />
                {more > 0 ? (
                  <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
                    ... and {more} more publication{more === 1 ? '' : 's'}
                  </Typography.Paragraph>
                ) : null}
              </InfoCard>
            ) : null}
            {affiliations.data?.length ? (
              <InfoCard title="Affiliations">
                <RecordList
                  items={affiliations.data}
                  render={(a) => <AffiliationItem affiliation={a} showPrevious={false} />}
                />
              </InfoCard>
            ) : null}
            {education.data?.length ? (
              <InfoCard title="Education">
                <RecordList items={education.data} render={(e) => <EducationItem education={e} />} />
              </InfoCard>
            ) : null}
            {awards.data?.length ? (
              <InfoCard title="Awards & Recognition">
                <RecordList items={awards.data} render={(a) => <AwardItem award={a} />} />
              </InfoCard>
            ) : null}
            {groups.data?.length ? (
              <InfoCard title="Research Groups">
                <RecordList
                  items={groups.data.map((g) => ({ id: g.group.id, ...g }))}
                  render={({ group, membership }) => (
                    <GroupMembershipItem group={group} membership={membership} />
                  )}
                />
              </InfoCard>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
