import { Empty, Flex, Typography } from 'antd';
import { CO_PUBLICATION_YEARS } from '@app/contracts/networking/http';
import { QueryState } from '../../../components/query-state/query-state';
import { ThesisRequestDialog } from '../../../components/request-forms/thesis-request-dialog';
import { useThesisRequest } from '../../../components/request-forms/use-thesis-request';
import { ResearcherFilters } from '../../../components/researcher-card/researcher-filters';
import { countOf, LoadMore } from '../../../components/researcher-card/load-more';
import { ResearcherGrid, ResearcherGridSkeleton } from '../../../components/researcher-card/researcher-grid';
import { useResearcherSearch } from '../../../components/researcher-card/use-researcher-search';
import { useCreateExaminerRequest } from '../api/create-examiner-request';
import { useExaminers, type Examiner } from '../api/get-examiners';
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
  const { query } = examiners;
  const conflicts = conflictsSentence(examiners.conflictsHidden, new Date().getFullYear());
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

  const list = examiners.items;
  return (
    <Flex vertical gap={16}>
      <ResearcherFilters
        {...filters}
        searchLabel="Search examiners"
        searchPlaceholder="Search by name, institution or expertise"
      />
      <QueryState
        query={query}
        loadingLabel="Loading examiners"
        placeholder={<ResearcherGridSkeleton />}
        errorTitle="Failed to load examiners"
      >
        {() => (
          <div aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            {list.length === 0 ? (
              <Empty description="No examiners found" />
            ) : (
              <>
                <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }} aria-live="polite">
                  {countOf(examiners.total, NOUN)} found
                </Typography.Title>
                <ResearcherGrid
                  label="Examiners"
                  items={list}
                  itemKey={(e) => e.id}
                  renderItem={(e) => <ExaminerCard examiner={e} onRequest={() => request.open(e)} />}
                />
                <LoadMore
                  shown={list.length}
                  total={examiners.total}
                  noun={NOUN}
                  hasMore={examiners.hasMore}
                  loading={examiners.loadingMore}
                  failed={examiners.loadMoreFailed}
                  onLoadMore={examiners.loadMore}
                />
              </>
            )}
            {conflicts && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
                {conflicts}
              </Typography.Paragraph>
            )}
          </div>
        )}
      </QueryState>
      <ThesisRequestDialog
        title="Request Examiner"
        rules="examiner"
        recipient={
          selected
            ? {
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
