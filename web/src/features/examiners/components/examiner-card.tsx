import { CheckCircleOutlined, UserOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { RequestButton } from '../../../components/request-forms/request-button';
import { ContactButton } from '../../../components/researcher-card/contact-button';
import { LimitedTags } from '../../../components/researcher-card/limited-tags';
import { ButtonLink } from '../../../components/button-link/button-link';
import { ResearcherCard } from '../../../components/researcher-card/researcher-card';
import { paths } from '../../../config/paths';
import { useForCodeTitle } from '../../../lib/api/for-codes';
import type { Examiner, RecentPublication } from '../api/get-examiners';
import { CitationSummary } from '../../../components/citation-figures/citation-figures';
import { yearsExperienceLabel } from './years-experience';

/** Spec 1 §9: examiner cards show 3 interests and 4 codes. */
const EXAMINER_EXPERTISE_SHOWN = 3;
const EXAMINER_CODES_SHOWN = 4;
const EXAMINER_PUBLICATIONS_SHOWN = 3;

interface ExaminerCardProps {
  examiner: Examiner;
  /** My request to them waits for an answer. */
  pending: boolean;
  onRequest: () => void;
}

function publicationText(p: RecentPublication): string {
  const source = [p.journal, p.year].filter((x) => x !== null && x !== undefined && x !== '').join(', ');
  return source ? `${p.title} (${source})` : p.title;
}

export function ExaminerCard({ examiner: e, pending, onRequest }: ExaminerCardProps) {
  const forCodeTitle = useForCodeTitle();
  const years = yearsExperienceLabel(e.yearsExperience);
  const publications = (e.recentPublications ?? []).slice(0, EXAMINER_PUBLICATIONS_SHOWN);
  return (
    <ResearcherCard
      name={e.name}
      details={[e.institution, e.position]}
      badge={
        e.availableForExamination ? (
          <Tag
            color="green"
            icon={<CheckCircleOutlined aria-hidden />}
            style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}
          >
            Available for Examination
          </Tag>
        ) : null
      }
      actions={
        <>
          <ButtonLink to={paths.researcher(e.id)} icon={<UserOutlined />} aria-label={`Profile of ${e.name}`}>
            Profile
          </ButtonLink>
          <ContactButton email={e.email} name={e.name} />
          <RequestButton
            pending={pending}
            label={`Request ${e.name} as examiner`}
            pendingLabel={`Request sent to ${e.name}, awaiting an answer`}
            onRequest={onRequest}
          >
            Request
          </RequestButton>
        </>
      }
    >
      {years ? (
        <Typography.Text>
          <Typography.Text type="secondary">Experience: </Typography.Text>
          {years}
        </Typography.Text>
      ) : null}
      <CitationSummary metrics={e.citationMetrics} />
      <LimitedTags
        caption="Expertise"
        items={e.researchInterests}
        max={EXAMINER_EXPERTISE_SHOWN}
        label={`Expertise of ${e.name}`}
        color="geekblue"
      />
      <LimitedTags
        caption="FoR codes"
        items={e.classificationCodes}
        describe={forCodeTitle}
        max={EXAMINER_CODES_SHOWN}
        label={`FoR codes of ${e.name}`}
        color="purple"
      />
      {publications.length > 0 ? (
        <Flex vertical gap={4}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Recent publications
          </Typography.Text>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {publications.map((p, i) => (
              <li key={i} style={{ overflowWrap: 'anywhere' }}>
                {publicationText(p)}
              </li>
            ))}
          </ul>
        </Flex>
      ) : null}
    </ResearcherCard>
  );
}
