import { Flex } from 'antd';
import { CO_PUBLICATION_YEARS } from '@app/contracts/networking/http';
import { ThesisRequestDialog } from '../../../components/request-forms/thesis-request-dialog';
import { awaitingAnswer } from '../../../components/request-forms/request-button';
import { useThesisRequest } from '../../../components/request-forms/use-thesis-request';
import { ResearcherFilters } from '../../../components/researcher-card/researcher-filters';
import { FinderResults } from '../../../components/researcher-card/finder-results';
import { useResearcherSearch } from '../../../components/researcher-card/use-researcher-search';
import { useCreateExaminerRequest } from '../api/create-examiner-request';
import { useExaminers, type Examiner } from '../api/get-examiners';
import { useOutgoingExaminerRequests } from '../api/get-outgoing-examiner-requests';
import { useSession } from '../../../lib/session';
import { ExaminerCard } from './examiner-card';

const NOUN = ['examiner', 'examiners'] as const;

/**
 * Examiners with a conflict of interest are left out of the results (the server's rule); how many
 * is said under them, never who.
 */
function conflictsSentence(hidden: number, year: number): string | null {
  if (hidden <= 0) return null;
  const who = hidden === 1 ? '1 researcher is' : `${hidden} researchers are`;
  return `${who} not shown because of a conflict of interest (co-authorship since ${year - CO_PUBLICATION_YEARS}, or supervision).`;
}

/** Spec 1 §2 "Find Examiners": search, FoR filter, cards (10 at a time) and the "Request Examiner" dialog. */
export function FindExaminersTab() {
  const { filters, criteria } = useResearcherSearch();
  const examiners = useExaminers(criteria);
  const conflicts = conflictsSentence(examiners.conflictsHidden, new Date().getFullYear());
  const { isAuthenticated } = useSession();
  const sent = useOutgoingExaminerRequests(isAuthenticated);
  const pending = awaitingAnswer(sent.data, (r) => r.examinerId);
  const createRequest = useCreateExaminerRequest();
  const request = useThesisRequest<Examiner>({
    role: 'examiner',
    send: (examiner, values) => createRequest.mutateAsync({ examinerId: examiner.id, ...values }),
    sentToast: (examiner) => ({
      title: 'Examiner Request Sent',
      description: `Your examination request was sent to ${examiner.name}.`,
    }),
    failure: 'Failed to send examiner request',
  });
  const selected = request.recipient;

  return (
    <Flex vertical gap={16}>
      <ResearcherFilters
        {...filters}
        searchLabel="Search examiners"
        searchPlaceholder="Search by name, institution or expertise"
      />
      <FinderResults
        list={examiners}
        noun={NOUN}
        label="Examiners"
        countWord="found"
        emptyText="No examiners found"
        itemKey={(e) => e.id}
        renderItem={(e) => (
          <ExaminerCard examiner={e} pending={pending.has(e.id)} onRequest={() => request.open(e)} />
        )}
        footnote={conflicts}
      />
      <ThesisRequestDialog
        title="Request Examiner"
        rules="examiner"
        recipient={
          selected
            ? {
                id: selected.id,
                name: selected.name,
                details: [
                  { label: 'Institution', value: selected.institution },
                  { label: 'Position', value: selected.position },
                ],
              }
            : null
        }
        submitting={createRequest.isPending}
        onSubmit={request.submit}
        onCancel={request.cancel}
      />
    </Flex>
  );
}
