import { networkingRoutes } from '@app/contracts/networking/http';
import { useAwaitingAnswer } from '../../../components/request-forms/use-awaiting-answer';
import { paths } from '../../../config/paths';
import { useCreateSupervisorRequest } from '../../../api/networking/create-supervisor-request';
import { useSupervisors, type Supervisor } from '../../../api/networking/get-supervisors';
import type { FinderRole } from './finder-role';

/** /phd-supervisor-finder (spec 1 §2): public; requesting needs login. */
export const supervisorFinder: FinderRole<Supervisor> = {
  role: 'supervisor',
  path: paths.supervisorFinder,
  title: 'PhD Supervisor Finder',
  intro: 'Search available supervisors and filter by research areas and expertise.',
  find: {
    tab: 'Find Supervisors',
    noun: ['supervisor', 'supervisors'],
    searchLabel: 'Search supervisors',
    searchPlaceholder: 'Search by name, institution, department or research area',
    listLabel: 'Supervisors',
    countWord: 'available',
    emptyText: 'No supervisors found matching your criteria.',
  },
  useResults: useSupervisors,
  useAwaitingAnswer: (shownIds, enabled) =>
    useAwaitingAnswer(networkingRoutes.outgoingSupervisorRequests, shownIds, (r) => r.supervisorId, enabled),
  card: {
    profileId: (s) => s.userId,
    details: (s) => [s.institution, s.department],
    // Spec 1 §9: supervisor cards show 3 research areas and 3 FoR codes.
    interests: { caption: 'Research areas', shown: 3 },
    codesShown: 3,
  },
  request: {
    buttonText: 'Request Supervisor',
    buttonLabel: (name) => `Request Supervisor: ${name}`,
    dialogTitle: 'Request PhD Supervision',
    details: (s) => [
      { label: 'Institution', value: s.institution },
      { label: 'Department', value: s.department },
    ],
    useSend: () => {
      const create = useCreateSupervisorRequest();
      return {
        send: (supervisor, values) => create.mutateAsync({ ...values, supervisorId: supervisor.id }),
        isPending: create.isPending,
      };
    },
    sentToast: (supervisor) => ({
      title: 'Supervisor Request Sent',
      description: `Your supervision request was sent to ${supervisor.name}.`,
    }),
    failure: 'Failed to send supervisor request',
  },
  // The supervisor finder has its Find tab only.
  useRequestTabs: () => [],
};
