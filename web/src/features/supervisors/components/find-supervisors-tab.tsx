import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { ANONYMOUS_FINDER_LIMIT } from '@app/contracts/networking/http';
import { ThesisRequestDialog } from '../../../components/request-forms/thesis-request-dialog';
import { awaitingAnswer } from '../../../components/request-forms/request-button';
import { useThesisRequest } from '../../../components/request-forms/use-thesis-request';
import { ResearcherFilters } from '../../../components/researcher-card/researcher-filters';
import { FinderResults } from '../../../components/researcher-card/finder-results';
import { useResearcherSearch } from '../../../components/researcher-card/use-researcher-search';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useCreateSupervisorRequest } from '../api/create-supervisor-request';
import { supervisorRequestsQuery } from '../api/get-supervisor-requests';
import { useSupervisors, type Supervisor } from '../api/get-supervisors';
import { SupervisorCard } from './supervisor-card';

const NOUN = ['supervisor', 'supervisors'] as const;

/** Spec 1 §2 "Find Supervisors": search, FoR filter, cards (10 at a time) and the request dialog. */
export function FindSupervisorsTab() {
  const { isAuthenticated } = useSession();
  const { filters, criteria } = useResearcherSearch();
  const supervisors = useSupervisors(criteria, isAuthenticated ? undefined : ANONYMOUS_FINDER_LIMIT);
  const sent = useQuery({ ...supervisorRequestsQuery, enabled: isAuthenticated });
  const pending = awaitingAnswer(sent.data, (r) => r.supervisorId);
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

  return (
    <Flex vertical gap={16}>
      <ResearcherFilters
        {...filters}
        searchLabel="Search supervisors"
        searchPlaceholder="Search by name, institution, department or research area"
      />
      <FinderResults
        list={supervisors}
        noun={NOUN}
        label="Supervisors"
        countWord="available"
        emptyText="No supervisors found matching your criteria."
        itemKey={(s) => s.id}
        renderItem={(s) => (
          <SupervisorCard
            supervisor={s}
            signedIn={isAuthenticated}
            pending={pending.has(s.id)}
            onRequest={() => request.open(s)}
          />
        )}
        signInToSeeAllFrom={isAuthenticated ? undefined : paths.supervisorFinder}
      />
      <ThesisRequestDialog
        title="Request PhD Supervision"
        rules="supervisor"
        recipient={
          selected
            ? {
                id: selected.id,
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
