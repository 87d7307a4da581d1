import { Card, Flex, Result, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state/query-state';
import { GroupMembershipItem } from '../../../components/my-groups/my-groups-list';
import {
  AffiliationItem,
  AwardItem,
  EducationItem,
  PublicationItem,
  RecordList,
} from '../../../components/research-records/research-records';
import { useResearcher } from '../api/get-researcher';
import { useResearcherAffiliations } from '../api/get-researcher-affiliations';
import { useResearcherAwards } from '../api/get-researcher-awards';
import { useResearcherEducation } from '../api/get-researcher-education';
import { useResearcherGroups } from '../api/get-researcher-groups';
import { useResearcherPublications } from '../api/get-researcher-publications';
import { ResearcherHeader } from '../components/researcher-header';

/** Only five publications are listed (spec 2 §9). */
const RECENT_PUBLICATIONS = 5;

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
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
  const publications = useResearcherPublications(userId, found);
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

        const pubs = publications.data ?? [];
        const more = pubs.length - RECENT_PUBLICATIONS;
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
            {r.researchStatement ? (
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
            {pubs.length ? (
              <InfoCard title={`Recent Publications (${pubs.length})`}>
                <RecordList
                  items={pubs.slice(0, RECENT_PUBLICATIONS)}
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
