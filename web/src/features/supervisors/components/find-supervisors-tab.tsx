import { Empty, Flex, Typography } from 'antd';
import { ANONYMOUS_FINDER_LIMIT } from '@app/contracts/networking/http';
import { QueryState } from '../../../components/query-state/query-state';
import { ThesisRequestDialog } from '../../../components/request-forms/thesis-request-dialog';
import { useThesisRequest } from '../../../components/request-forms/use-thesis-request';
import { ResearcherFilters } from '../../../components/researcher-card/researcher-filters';
import { countOf, LoadMore } from '../../../components/researcher-card/load-more';
import { ResearcherGrid, ResearcherGridSkeleton } from '../../../components/researcher-card/researcher-grid';
import { useResearcherSearch } from '../../../components/researcher-card/use-researcher-search';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useCreateSupervisorRequest } from '../api/create-supervisor-request';
import { useSupervisors, type Supervisor } from '../api/get-supervisors';
import { SupervisorCard } from './supervisor-card';

const NOUN = ['supervisor', 'supervisors'] as const;

/** Spec 1 §2 "Find Supervisors": search, FoR filter, cards (10 at a time) and the request dialog. */
export function FindSupervisorsTab() {
  const { isAuthenticated } = useSession();
  const { filters, criteria } = useResearcherSearch();
  const supervisors = useSupervisors(criteria, isAuthenticated ? undefined : ANONYMOUS_FINDER_LIMIT);
  const { query } = supervisors;
  const createRequest = useCreateSupervisorRequest();
  const request = useThesisRequest<Supervisor>({
    role: 'supervisor',
    send: (supervisor, values) => createRequest.mutateAsync({ ...values, supervisorId: supervisor.id }),
    sentToast: (supervisor) => ({
      title: 'Supervisor Request Sent',
      description: `Your supervision request was sent to ${supervisor.name}.`,
    }),
    failure: 'Failed to send supervisor request',
  });
  const selected = request.recipient;

  const list = supervisors.items;
  return (
    <Flex vertical gap={16}>
      <ResearcherFilters
        {...filters}
        searchLabel="Search supervisors"
        searchPlaceholder="Search by name, institution, department or research area"
      />
      <QueryState
        query={query}
        loadingLabel="Loading supervisors"
        placeholder={<ResearcherGridSkeleton />}
        errorTitle="Failed to load supervisors"
      >
        {() => (
          <div aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            {list.length === 0 ? (
              <Empty description="No supervisors found matching your criteria." />
            ) : (
              <>
                <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }} aria-live="polite">
                  {countOf(supervisors.total, NOUN)} available
                </Typography.Title>
                <ResearcherGrid
                  label="Supervisors"
                  items={list}
                  itemKey={(s) => s.id}
                  renderItem={(s) => (
                    <SupervisorCard
                      supervisor={s}
                      signedIn={isAuthenticated}
                      onRequest={() => request.open(s)}
                    />
                  )}
                />
                <LoadMore
                  shown={list.length}
                  total={supervisors.total}
                  noun={NOUN}
                  hasMore={supervisors.hasMore}
                  loading={supervisors.loadingMore}
                  failed={supervisors.loadMoreFailed}
                  onLoadMore={supervisors.loadMore}
                  signInToSeeAllFrom={isAuthenticated ? undefined : paths.supervisorFinder}
                />
              </>
            )}
          </div>
        )}
      </QueryState>
      <ThesisRequestDialog
        title="Request PhD Supervision"
        rules="supervisor"
        recipient={
          selected
            ? {
                name: selected.name,
                details: [
                  { label: 'Institution', value: selected.institution },
                  { label: 'Department', value: selected.department },
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
