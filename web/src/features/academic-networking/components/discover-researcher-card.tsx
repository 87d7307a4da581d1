import { UserOutlined } from '@ant-design/icons';
import { ContactButton } from '../../../components/researcher-card/contact-button';
import { ButtonLink } from '../../../components/button-link/button-link';
import { LimitedTags } from '../../../components/researcher-card/limited-tags';
import { ResearcherCard } from '../../../components/researcher-card/researcher-card';
import { paths } from '../../../config/paths';
import type { SimilarResearcher } from '../../../api/networking/get-similar-researchers';
import { ConnectionAction } from './connection-action';
import { MatchReasons } from './match-reasons';
import { MatchScoreBadge } from './match-score-badge';
import { ResearcherFigures } from './researcher-figures';

interface DiscoverResearcherCardProps {
  researcher: SimilarResearcher;
  busy: boolean;
  onConnect: () => void;
  onAccept: () => void;
  onDecline: () => void;
  onDisconnect: () => void;
}

/** Spec 1 §2 Discover: every field of a similar researcher and the action their status allows. */
export function DiscoverResearcherCard({ researcher: r, busy, ...actions }: DiscoverResearcherCardProps) {
  return (
    <ResearcherCard
      name={r.name}
      details={[r.position, r.institution, r.department, r.email]}
      badge={<MatchScoreBadge score={r.matchScore} />}
      actions={
        <>
          <ButtonLink
            to={paths.researcher(r.userId)}
            icon={<UserOutlined />}
            aria-label={`View profile of ${r.name}`}
          >
            View Profile
          </ButtonLink>
          <ContactButton email={r.email} name={r.name} />
          <ConnectionAction status={r.connectionStatus} name={r.name} busy={busy} {...actions} />
        </>
      }
    >
      <MatchReasons reasons={r.matchReasons} name={r.name} />
      <LimitedTags
        items={r.researchInterests}
        max={Number.POSITIVE_INFINITY}
        label={`Research interests of ${r.name}`}
        color="geekblue"
      />
      <ResearcherFigures publicationCount={r.publicationCount} citationMetrics={r.citationMetrics} />
    </ResearcherCard>
  );
}
