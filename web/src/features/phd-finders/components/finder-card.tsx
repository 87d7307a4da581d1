import { UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { RequestButton } from '../../../components/request-forms/request-button';
import { ContactButton } from '../../../components/researcher-card/contact-button';
import { LimitedTags } from '../../../components/researcher-card/limited-tags';
import { ButtonLink } from '../../../components/button-link/button-link';
import { ResearcherCard } from '../../../components/researcher-card/researcher-card';
import { paths } from '../../../config/paths';
import { useForCodeTitle } from '../../../api/profile/for-codes';
import { signIn } from '../../../lib/session';
import type { FinderResult, FinderRole } from '../roles/finder-role';

interface FinderCardProps<R extends FinderResult> {
  finder: FinderRole<R>;
  result: R;
  signedIn: boolean;
  /** My request to them waits for an answer. */
  pending: boolean;
  onRequest: () => void;
}

/** A supervisor's or an examiner's card: what the finder's role shows, Profile, Contact and Request. */
export function FinderCard<R extends FinderResult>({
  finder: { card, request },
  result: r,
  signedIn,
  pending,
  onRequest,
}: FinderCardProps<R>) {
  const forCodeTitle = useForCodeTitle();
  const profilePath = paths.researcher(card.profileId(r));
  return (
    <ResearcherCard
      name={r.name}
      details={card.details(r)}
      badge={card.badge?.(r)}
      actions={
        <>
          {signedIn ? (
            <ButtonLink to={profilePath} icon={<UserOutlined />} aria-label={`Profile of ${r.name}`}>
              Profile
            </ButtonLink>
          ) : (
            // Public profiles need a session: a visitor signs in first and comes back to the profile.
            <Button
              icon={<UserOutlined />}
              onClick={() => signIn(profilePath)}
              aria-label={`Profile of ${r.name} (sign in)`}
            >
              Profile
            </Button>
          )}
          <ContactButton email={r.email} name={r.name} />
          <RequestButton
            pending={pending}
            label={request.buttonLabel(r.name)}
            pendingLabel={`Request sent to ${r.name}, awaiting an answer`}
            onRequest={onRequest}
          >
            {request.buttonText}
          </RequestButton>
        </>
      }
    >
      {card.facts?.(r)}
      <LimitedTags
        caption={card.interests.caption}
        items={r.researchInterests}
        max={card.interests.shown}
        label={`${card.interests.caption} of ${r.name}`}
        color="geekblue"
      />
      <LimitedTags
        caption="FoR codes"
        items={r.classificationCodes}
        describe={forCodeTitle}
        max={card.codesShown}
        label={`FoR codes of ${r.name}`}
        color="purple"
      />
      {card.more?.(r)}
    </ResearcherCard>
  );
}
