import { UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { RequestButton } from '../../../components/request-forms/request-button';
import { ContactButton } from '../../../components/researcher-card/contact-button';
import { LimitedTags } from '../../../components/researcher-card/limited-tags';
import { ButtonLink } from '../../../components/button-link/button-link';
import { ResearcherCard } from '../../../components/researcher-card/researcher-card';
import { paths } from '../../../config/paths';
import { useForCodeTitle } from '../../../lib/api/for-codes';
import { signIn } from '../../../lib/session';
import type { Supervisor } from '../api/get-supervisors';

/** Spec 1 §9: supervisor cards show 3 research areas and 3 FoR codes. */
const SUPERVISOR_AREAS_SHOWN = 3;
const SUPERVISOR_CODES_SHOWN = 3;

interface SupervisorCardProps {
  supervisor: Supervisor;
  signedIn: boolean;
  /** My request to them waits for an answer. */
  pending: boolean;
  onRequest: () => void;
}

export function SupervisorCard({ supervisor: s, signedIn, pending, onRequest }: SupervisorCardProps) {
  const forCodeTitle = useForCodeTitle();
  const profilePath = paths.researcher(s.userId);
  return (
    <ResearcherCard
      name={s.name}
      details={[s.institution, s.department]}
      actions={
        <>
          {signedIn ? (
            <ButtonLink to={profilePath} icon={<UserOutlined />} aria-label={`Profile of ${s.name}`}>
              Profile
            </ButtonLink>
          ) : (
            // Public profiles need a session: a visitor signs in first and comes back to the profile.
            <Button
              icon={<UserOutlined />}
              onClick={() => signIn(profilePath)}
              aria-label={`Profile of ${s.name} (sign in)`}
            >
              Profile
            </Button>
          )}
          <ContactButton email={s.email} name={s.name} />
          <RequestButton
            pending={pending}
            label={`Request Supervisor: ${s.name}`}
            pendingLabel={`Request sent to ${s.name}, awaiting an answer`}
            onRequest={onRequest}
          >
            Request Supervisor
          </RequestButton>
        </>
      }
    >
      <LimitedTags
        caption="Research areas"
        items={s.researchInterests}
        max={SUPERVISOR_AREAS_SHOWN}
        label={`Research areas of ${s.name}`}
        color="geekblue"
      />
      <LimitedTags
        caption="FoR codes"
        items={s.classificationCodes}
        describe={forCodeTitle}
        max={SUPERVISOR_CODES_SHOWN}
        label={`FoR codes of ${s.name}`}
        color="purple"
      />
    </ResearcherCard>
  );
}
