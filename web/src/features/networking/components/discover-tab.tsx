import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ResearcherFilters } from '../../../components/researcher-card/researcher-filters';
import { ResearcherGrid, ResearcherGridSkeleton } from '../../../components/researcher-card/researcher-grid';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { forCodesQuery } from '../../../lib/api/for-codes';
import { useSimilarResearchers } from '../api/get-similar-researchers';
import { DiscoverResearcherCard } from './discover-researcher-card';
import { filterResearchers, forCodeTexts } from './discovery-filter';
import type { useConnectionActions } from './use-connection-actions';

/** Spec 1 §2 Discover Researchers: keyword and FoR filters applied on the client (spec 1 §5). */
export function DiscoverTab({ actions }: { actions: ReturnType<typeof useConnectionActions> }) {
  const [keyword, setKeyword] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const similar = useSimilarResearchers();
  // The picker loads the codes too; their titles widen the FoR filter beyond the bare code.
  const forCodes = useQuery({ ...forCodesQuery, enabled: codes.length > 0 });

  const visible = useMemo(() => {
    const titles = new Map((forCodes.data ?? []).map((c) => [c.code, c.title]));
    return filterResearchers(similar.data ?? [], { keyword, codeTexts: forCodeTexts(codes, titles) });
  }, [similar.data, keyword, codes, forCodes.data]);

  const total = similar.data?.length ?? 0;

  return (
    <Flex vertical gap={16}>
      <ResearcherFilters
        search={keyword}
        onSearchChange={setKeyword}
        searchLabel="Search researchers"
        searchPlaceholder="Search by name, institution or research interest"
        forCodes={codes}
        onForCodesChange={setCodes}
      />
      {similar.isPending ? (
        <ResearcherGridSkeleton />
      ) : similar.isError ? (
        <LoadError error={similar.error} onRetry={() => void similar.refetch()} />
      ) : (
        <>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }} aria-live="polite">
            {visible.length === total
              ? `${total} ${total === 1 ? 'researcher' : 'researchers'}`
              : `Showing ${visible.length} of ${total} researchers`}
          </Typography.Title>
          {visible.length === 0 ? (
            <Empty description="No researchers found matching your criteria" />
          ) : (
            <ResearcherGrid
              label="Researchers"
              items={visible}
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
          )}
        </>
      )}
    </Flex>
  );
}

function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.code === 'PROFILE_REQUIRED') {
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
  return (
    <Alert
      type="error"
      showIcon
      title="Failed to load researchers"
      description={errorMessage(error, 'Please try again.')}
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}
