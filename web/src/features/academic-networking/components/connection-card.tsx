import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { ContactButton } from '../../../components/researcher-card/contact-button';
import { LimitedTags } from '../../../components/researcher-card/limited-tags';
import { ButtonLink } from '../../../components/button-link/button-link';
import { ConfirmButton } from '../../../components/confirm-button/confirm-button';
import { ResearcherCard } from '../../../components/researcher-card/researcher-card';
import { paths } from '../../../config/paths';
import type { AcademicConnection } from '../../../api/networking/get-connections';

/** Spec 9: My Connections shows up to 3 interests. */
const CONNECTION_INTERESTS_SHOWN = 3;

/** Where View Profile goes: the other researcher (the public profile accepts a user or a profile id). */
function connectionProfileId(c: Pick<AcademicConnection, 'id' | 'userId' | 'profileId'>): string {
  return c.userId || c.profileId || c.id;
}

interface ConnectionCardProps {
  connection: AcademicConnection;
  busy: boolean;
  onRemove: () => void;
}

/** One of my connections: up to 3 interests and "+N more", View Profile, Contact and Remove. */
export function ConnectionCard({ connection: c, busy, onRemove }: ConnectionCardProps) {
  return (
    <ResearcherCard
      name={c.name}
      details={[c.position, c.institution, c.department, c.email]}
      actions={
        <>
          <ButtonLink
            to={paths.researcher(connectionProfileId(c))}
            icon={<UserOutlined />}
            aria-label={`View profile of ${c.name}`}
          >
            View Profile
          </ButtonLink>
          <ContactButton email={c.email} name={c.name} />
          <ConfirmButton
            danger
            icon={<DeleteOutlined />}
            loading={busy}
            aria-label={`Remove connection with ${c.name}`}
            question={`Remove your connection with ${c.name}?`}
            consequence="You will no longer be connected. To connect again, you will need to send a new request."
            confirmText="Remove"
            onConfirm={onRemove}
          >
            Remove
          </ConfirmButton>
        </>
      }
    >
      <LimitedTags
        items={c.researchInterests}
        max={CONNECTION_INTERESTS_SHOWN}
        withMore
        label={`Research interests of ${c.name}`}
        color="geekblue"
      />
    </ResearcherCard>
  );
}
