import { CheckCircleOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { CitationSummary } from '../../../components/citation-figures/citation-figures';
import type { Examiner, RecentPublication } from '../../../api/networking/get-examiners';
import { yearsExperienceLabel } from './years-experience';

const EXAMINER_PUBLICATIONS_SHOWN = 3;

/** Beside an examiner's name when they take examinations. */
export function AvailableForExamination() {
  return (
    <Tag
      color="green"
      icon={<CheckCircleOutlined aria-hidden />}
      style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}
    >
      Available for Examination
    </Tag>
  );
}

/** An examiner's years of experience ("N+ years", when known) and citation figures. */
export function ExaminerFacts({ examiner: e }: { examiner: Examiner }) {
  const years = yearsExperienceLabel(e.yearsExperience);
  return (
    <>
      {years ? (
        <Typography.Text>
          <Typography.Text type="secondary">Experience: </Typography.Text>
          {years}
        </Typography.Text>
      ) : null}
      <CitationSummary metrics={e.citationMetrics} />
    </>
  );
}

function publicationText(p: RecentPublication): string {
  const source = [p.journal, p.year].filter((x) => x !== null && x !== undefined && x !== '').join(', ');
  return source ? `${p.title} (${source})` : p.title;
}

/** An examiner's three most recent publications, when they have any. */
export function RecentPublications({ publications }: { publications: readonly RecentPublication[] | null }) {
  const shown = (publications ?? []).slice(0, EXAMINER_PUBLICATIONS_SHOWN);
  if (shown.length === 0) return null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Recent publications
      </Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {shown.map((p, i) => (
          <li key={i} style={{ overflowWrap: 'anywhere' }}>
            {publicationText(p)}
          </li>
        ))}
      </ul>
    </Flex>
  );
}
