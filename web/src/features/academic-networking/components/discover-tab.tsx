import { Alert, Button, Checkbox, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/button-link/button-link';
import { countOf, LoadMore } from '../../../components/researcher-card/load-more';
import { ResearcherFilters } from '../../../components/researcher-card/researcher-filters';
import { ResearcherGrid, ResearcherGridSkeleton } from '../../../components/researcher-card/researcher-grid';
import { useResearcherSearch } from '../../../components/researcher-card/use-researcher-search';
import { QueryState } from '../../../components/query-state/query-state';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useProfile } from '../../../api/profile/own-profile';
import { useResearchData } from '../../../api/profile/research-data';
import { useSimilarResearchers } from '../../../api/networking/get-similar-researchers';
import { DiscoverResearcherCard } from './discover-researcher-card';
import type { useConnectionActions } from './use-connection-actions';

const NOUN = ['researcher', 'researchers'] as const;

/**
 * Spec 1 §2 Discover Researchers: the keyword and FoR filters (spec 1 §5) are applied by the
 * server, which pages the list 20 at a time and says how many match. Researchers sharing nothing
 * with me (0% matches) are listed only when asked.
 */
export function DiscoverTab({ actions }: { actions: ReturnType<typeof useConnectionActions> }) {
  const { filters, criteria } = useResearcherSearch();
  const [includeUnmatched, setIncludeUnmatched] = useState(false);
  const similar = useSimilarResearchers({ ...criteria, includeUnmatched });
  const { query, items, total, unmatchedHidden } = similar;
  const showUnmatched = () => setIncludeUnmatched(true);
  const hiddenNote =
    !includeUnmatched && unmatchedHidden > 0 ? (
      <UnmatchedHidden count={unmatchedHidden} onShow={showUnmatched} />
    ) : null;

  return (
    <Flex vertical gap={16}>
      <ResearcherFilters
        {...filters}
        searchLabel="Search researchers"
        searchPlaceholder="Search by name, institution or research interest"
      />
      <Checkbox checked={includeUnmatched} onChange={(e) => setIncludeUnmatched(e.target.checked)}>
        Include researchers with no shared interests or fields (0% match)
      </Checkbox>
      {isProfileRequired(query.error) ? (
        <ProfileRequired error={query.error} />
      ) : (
        <QueryState
          query={query}
          loadingLabel="Loading researchers"
          placeholder={<ResearcherGridSkeleton />}
          errorTitle="Failed to load researchers"
        >
          {() => (
            <div aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }} aria-live="polite">
                {items.length < total
                  ? `Showing ${items.length} of ${countOf(total, NOUN)}`
                  : countOf(total, NOUN)}
              </Typography.Title>
              {hiddenNote}
              {items.length === 0 ? (
                <NoMatches
                  filtering={criteria.search !== '' || criteria.forCodes.length > 0}
                  offerUnmatched={!includeUnmatched && !hiddenNote}
                  onIncludeUnmatched={showUnmatched}
                />
              ) : (
                <>
                  <ResearcherGrid
                    label="Researchers"
                    items={items}
                    itemKey={(r) => r.id}
                    renderItem={(r) => (
                      <DiscoverResearcherCard
                        researcher={r}
                        busy={actions.busy.has(r.id)}
                        onConnect={() => void actions.connect(r)}
                        onAccept={() => void actions.accept(r)}
                        onDecline={() => void actions.decline(r)}
                        onDisconnect={() => void actions.disconnect(r)}
                      />
                    )}
                  />
                  <LoadMore shown={items.length} total={total} noun={NOUN} list={similar} />
                </>
              )}
            </div>
          )}
        </QueryState>
      )}
    </Flex>
  );
}

/**
 * 0% matches are not listed unless asked for: how many that leaves out, and why, so a short list
 * (or none) is not taken for the whole network; "Show them" ticks the box above.
 */
function UnmatchedHidden({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
      {count === 1
        ? '1 more researcher shares none of your interests or codes yet.'
        : `${count} more researchers share none of your interests or codes yet.`}{' '}
      <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onShow}>
        {count === 1 ? 'Show this researcher' : 'Show them'}
      </Button>
    </Typography.Paragraph>
  );
}

/**
 * Nobody to show. Matches come from shared research interests, FoR codes and the topics of what
 * people publish, so someone with none of them (a new member whose works OpenAlex does not know,
 * or not yet) is told so and where to add interests and codes, rather than only that nothing matched.
 */
function NoMatches({
  filtering,
  offerUnmatched,
  onIncludeUnmatched,
}: {
  filtering: boolean;
  /** Whether to offer the 0% matches here (not when they are listed, or offered above). */
  offerUnmatched: boolean;
  onIncludeUnmatched: () => void;
}) {
  const profile = useProfile();
  const mine = useResearchData(profile.data?.profile.id);
  const nothingToMatch =
    !filtering &&
    mine.data !== undefined &&
    mine.data.researchInterests.length === 0 &&
    mine.data.classificationCodes.forCodes.length === 0 &&
    !profile.data?.profile.researchTopics?.topics.length;
  return (
    <Empty
      description={
        nothingToMatch
          ? 'Researchers are matched by the research interests and Fields of Research codes you share, and you have not added any yet.'
          : 'No researchers found matching your criteria'
      }
    >
      <Flex gap={8} wrap justify="center">
        {nothingToMatch && (
          <ButtonLink type="primary" to={paths.researchProfileEdit}>
            Add research interests and FoR codes
          </ButtonLink>
        )}
        {offerUnmatched && <Button onClick={onIncludeUnmatched}>Include researchers with 0% match</Button>}
      </Flex>
    </Empty>
  );
}

const isProfileRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'PROFILE_REQUIRED';

/** Discovery needs a research profile: the way to link one, rather than a failure. */
function ProfileRequired({ error }: { error: ApiError }) {
  return (
    <Alert
      type="info"
      showIcon
      title="Link your ORCID iD to discover researchers"
      description={
        <>
          {errorMessage(error, 'Discovery needs a research profile.')}{' '}
          <Link to={paths.home}>Go to your dashboard</Link>
        </>
      }
    />
  );
}
