import { Alert, Empty, Flex, Typography } from 'antd';
import { ThesisRequestDialog } from '../../../components/request-forms/thesis-request-dialog';
import { useThesisRequest } from '../../../components/request-forms/use-thesis-request';
import { ResearcherFilters } from '../../../components/researcher-card/researcher-filters';
import { ResearcherGrid, ResearcherGridSkeleton } from '../../../components/researcher-card/researcher-grid';
import { useResearcherSearch } from '../../../components/researcher-card/use-researcher-search';
import { errorMessage } from '../../../lib/api-client';
import { useCreateExaminerRequest } from '../api/create-examiner-request';
import { useExaminers, type Examiner } from '../api/get-examiners';
import { ExaminerCard } from './examiner-card';

/** Spec 1 §2 "Find Examiners": search, FoR filter, cards and the "Request Examiner" dialog. */
export function FindExaminersTab() {
  const { filters, criteria } = useResearcherSearch();
  const examiners = useExaminers(criteria);
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

  const list = examiners.data ?? [];
  return (
    <Flex vertical gap={16}>
      <ResearcherFilters
        {...filters}
        searchLabel="Search examiners"
        searchPlaceholder="Search by name, institution or expertise"
      />
      {examiners.isPending ? (
        <ResearcherGridSkeleton />
      ) : examiners.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load examiners"
          description={errorMessage(examiners.error, 'Please try again.')}
        />
      ) : list.length === 0 ? (
        <Empty description="No examiners found" />
      ) : (
        <div aria-busy={examiners.isFetching} style={{ opacity: examiners.isPlaceholderData ? 0.6 : 1 }}>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
            {list.length} {list.length === 1 ? 'examiner' : 'examiners'} found
          </Typography.Title>
          <ResearcherGrid
            label="Examiners"
            items={list}
            itemKey={(e) => e.id}
            renderItem={(e) => <ExaminerCard examiner={e} onRequest={() => request.open(e)} />}
          />
        </div>
      )}
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
