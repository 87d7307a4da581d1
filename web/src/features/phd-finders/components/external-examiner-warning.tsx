import { Alert } from 'antd';
import { useMySupervisors } from '../../../api/networking/get-my-supervisors';
import type { Examiner } from '../../../api/networking/get-examiners';
import { useProfile } from '../../../api/profile/own-profile';
import { sharedInstitution, sharedInstitutionSentence } from './shared-institution';

const EXTERNAL_EXAMINER_ADVICE = 'Most Australian universities ask for an external examiner.';

/**
 * In the examiner request dialog: a warning (the request can still be sent) when the examiner is at
 * the candidate's current institution (the person asking: their profile's) or at that of a
 * supervisor who accepted them.
 */
export function ExternalExaminerWarning({ examiner }: { examiner: Examiner }) {
  const profile = useProfile();
  const supervisors = useMySupervisors(true);
  const shared = sharedInstitution(
    examiner,
    profile.data?.profile.institution,
    (supervisors.data ?? []).map((s) => ({ name: s.supervisorName, institution: s.supervisorInstitution })),
  );
  if (!shared) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={sharedInstitutionSentence(examiner.name, shared)}
      description={`${EXTERNAL_EXAMINER_ADVICE} You can still send the request.`}
    />
  );
}
