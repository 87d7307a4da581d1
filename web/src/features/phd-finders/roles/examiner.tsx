import { networkingRoutes } from '@app/contracts/networking/http';
import { useAwaitingAnswer } from '../../../components/request-forms/use-awaiting-answer';
import { paths } from '../../../config/paths';
import { useCreateExaminerRequest } from '../../../api/networking/create-examiner-request';
import { useExaminers, type Examiner } from '../../../api/networking/get-examiners';
import { AvailableForExamination, ExaminerFacts, RecentPublications } from '../components/examiner-facts';
import { useExaminerRequestTabs } from '../components/examiner-request-tabs';
import { ExternalExaminerWarning } from '../components/external-examiner-warning';
import type { FinderRole } from './finder-role';

/** /phd-examiner-finder (spec 1 §2): Find Examiners, and when signed in Outgoing and Incoming Requests. */
export const examinerFinder: FinderRole<Examiner> = {
  role: 'examiner',
  path: paths.examinerFinder,
  title: 'PhD Examiner Finder',
  intro: 'Find examiners for your thesis and follow your examination requests.',
  find: {
    tab: 'Find Examiners',
    noun: ['examiner', 'examiners'],
    searchLabel: 'Search examiners',
    searchPlaceholder: 'Search by name, institution or expertise',
    listLabel: 'Examiners',
    countWord: 'found',
    emptyText: 'No examiners found',
  },
  // Examiners with a conflict of interest are left out by the server, which says how many.
  useResults: useExaminers,
  useAwaitingAnswer: (shownIds, enabled) =>
    useAwaitingAnswer(networkingRoutes.outgoingExaminerRequests, shownIds, (r) => r.examinerId, enabled),
  card: {
    profileId: (e) => e.id,
    details: (e) => [e.institution, e.position],
    // Spec 1 §9: examiner cards show 3 interests and 4 codes.
    interests: { caption: 'Expertise', shown: 3 },
    codesShown: 4,
    badge: (e) => (e.availableForExamination ? <AvailableForExamination /> : null),
    facts: (e) => <ExaminerFacts examiner={e} />,
    more: (e) => <RecentPublications publications={e.recentPublications} />,
  },
  request: {
    buttonText: 'Request',
    buttonLabel: (name) => `Request ${name} as examiner`,
    dialogTitle: 'Request Examiner',
    details: (e) => [
      { label: 'Institution', value: e.institution },
      { label: 'Position', value: e.position },
    ],
    // Most Australian universities want an external examiner: say so when the institution is shared.
    notice: (e) => <ExternalExaminerWarning examiner={e} />,
    useSend: () => {
      const create = useCreateExaminerRequest();
      return {
        send: (examiner, values) => create.mutateAsync({ examinerId: examiner.id, ...values }),
        isPending: create.isPending,
      };
    },
    sentToast: (examiner) => ({
      title: 'Examiner Request Sent',
      description: `Your examination request was sent to ${examiner.name}.`,
    }),
    failure: 'Failed to send examiner request',
  },
  useRequestTabs: useExaminerRequestTabs,
};
