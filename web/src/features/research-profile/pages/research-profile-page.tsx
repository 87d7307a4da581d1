import { LoginOutlined, SyncOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Profile } from '@app/contracts/profile/http';
import { ButtonLink } from '../../../components/button-link/button-link';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { useToast } from '../../../components/toast/use-toast';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes/unsaved-changes';
import { paths } from '../../../config/paths';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { useProfile } from '../../../lib/api/profile';
import { signIn, signInHref, useSession } from '../../../lib/session';
import { useResearchData } from '../api/get-research-data';
import { useSyncProfile } from '../api/sync-profile';
import { AccountManagementCard } from '../components/account-management-card';
import { ForCodesCard } from '../components/for-codes-card';
import { LinkCards } from '../components/link-cards';
import { PreferencesCard } from '../components/preferences-card';
import { ResearchInterestsCard } from '../components/research-interests-card';

/** Research Profile Enhancement (spec 2 §2): interests, FoR codes, availability, resync, deletion. */
export default function ResearchProfilePage() {
  const { isAuthenticated, isLoading } = useSession();
  const profile = useProfile(isAuthenticated);
  const mustSignIn = !isLoading && !isAuthenticated;

  useEffect(() => {
    if (mustSignIn) signIn(paths.researchProfile);
  }, [mustSignIn]);

  if (isLoading) return <PageSpinner />;
  if (mustSignIn) {
    return (
      <Result
        icon={<LoginOutlined aria-hidden />}
        title="Redirecting to sign in..."
        subTitle="The research profile needs you to sign in."
        extra={
          <Button type="primary" href={signInHref(paths.researchProfile)}>
            Sign In
          </Button>
        }
      />
    );
  }
  if (profile.isPending) return <PageSpinner tip="Loading your research profile..." />;
  if (profile.isError || !profile.data) {
    return (
      <Result
        status="warning"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Profile Not Found</h1>}
        subTitle="Please connect your ORCID profile to view your research data."
        extra={
          <ButtonLink to={paths.home} type="primary">
            Go to Home
          </ButtonLink>
        }
      />
    );
  }
  return <ResearchProfileEnhancement profile={profile.data.profile} />;
}

/** "Connect with ORCID" lands here with `?orcid=connected`: say so once and clean the address. */
function useOrcidConnectedNotice() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(() => new URLSearchParams(search).get('orcid') === 'connected');
  useEffect(() => {
    if (new URLSearchParams(search).has('orcid')) navigate({ search: '' }, { replace: true });
  }, [search, navigate]);
  return { shown, dismiss: () => setShown(false) };
}

function ResearchProfileEnhancement({ profile }: { profile: Profile }) {
  const toast = useToast();
  const connected = useOrcidConnectedNotice();
  const researchData = useResearchData(profile.id);
  const sync = useSyncProfile();

  const onSync = () =>
    sync.mutate(undefined, {
      // The server's message repeats the title, so the description says what happened.
      onSuccess: () =>
        toast({
          title: 'ORCID Data Synced',
          description: 'Your profile was updated from your ORCID record.',
        }),
      onError: (err) =>
        toast({
          title: 'Sync Failed',
          description: isUnauthorizedError(err)
            ? 'Unauthorized - Please login again to continue'
            : errorMessage(err, 'Failed to sync ORCID data'),
          variant: 'destructive',
        }),
    });

  // Fall back on the profile's own copy while the research data loads or if it fails.
  const interests =
    researchData.data?.researchInterests ?? (researchData.isError ? profile.researchInterests : undefined);
  const forCodes =
    researchData.data?.classificationCodes.forCodes ??
    (researchData.isError ? profile.classificationCodes.forCodes : undefined);

  return (
    <UnsavedChangesGuard>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <div style={{ minWidth: 0, flex: '1 1 320px' }}>
            <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
              Research Profile Enhancement
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Add research interests, Fields of Research codes and your availability so the right people find
              you.
            </Typography.Paragraph>
          </div>
          <Flex gap={8} wrap>
            <Button
              icon={<SyncOutlined aria-hidden spin={sync.isPending} />}
              onClick={onSync}
              loading={sync.isPending}
            >
              Resync ORCID
            </Button>
            <ButtonLink to={paths.profile} icon={<UserOutlined aria-hidden />}>
              View Profile
            </ButtonLink>
          </Flex>
        </Flex>
        {connected.shown ? (
          <Alert
            type="success"
            showIcon
            title="ORCID iD connected"
            description="Your ORCID iD is linked and verified, and your ORCID record was imported."
            closable={{ onClose: connected.dismiss, 'aria-label': 'Dismiss message' }}
          />
        ) : null}
        <ResearchInterestsCard profileId={profile.id} saved={interests} isLoading={interests === undefined} />
        <ForCodesCard profileId={profile.id} saved={forCodes} isLoading={forCodes === undefined} />
        <PreferencesCard profile={profile} />
        <LinkCards />
        <AccountManagementCard />
      </div>
    </UnsavedChangesGuard>
  );
}
