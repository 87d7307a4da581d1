import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ContactButton } from '../../../components/researcher-card/contact-button';
import { LimitedTags } from '../../../components/researcher-card/limited-tags';
import { ButtonLink } from '../../../components/button-link/button-link';
import { ResearcherCard } from '../../../components/researcher-card/researcher-card';
import { paths } from '../../../config/paths';
import type { AcademicConnection } from '../api/get-connections';

/** Spec 9: My Connections shows up to 3 interests. */
export const CONNECTION_INTERESTS_SHOWN = 3;

/** Where View Profile goes: the other researcher (the public profile accepts a user or a profile id). */
export function connectionProfileId(c: Pick<AcademicConnection, 'id' | 'userId' | 'profileId'>): string {
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
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={busy}
            onClick={onRemove}
            aria-label={`Remove connection with ${c.name}`}
          >
            Remove
          </Button>
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
