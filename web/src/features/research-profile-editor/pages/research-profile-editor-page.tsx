import { LoginOutlined, SyncOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Result, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Profile } from '@app/contracts/profile/http';
import { ButtonLink } from '../../../components/button-link/button-link';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { ProfileNotFound } from '../../../components/orcid-id/profile-not-found';
import { QueryState } from '../../../components/query-state/query-state';
import { MyGroupsList } from '../../../components/my-groups/my-groups-list';
import { useToast } from '../../../components/toast/use-toast';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes/unsaved-changes';
import { paths } from '../../../config/paths';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { useMyGroups } from '../../../api/groups/my-groups';
import { useProfile } from '../../../api/profile/own-profile';
import { signIn, signInHref, useSession } from '../../../lib/session';
import { useResearchData } from '../../../api/profile/research-data';
import { useSyncProfile } from '../../../api/profile/sync-profile';
import { AccountManagementCard } from '../../../components/account-management/account-management-card';
import { ForCodesCard } from '../components/for-codes-card';
import { LinkCards } from '../components/link-cards';
import { PreferencesCard } from '../components/preferences-card';
import { ResearchInterestsCard } from '../components/research-interests-card';

/**
 * Research Profile Enhancement (spec 2 §2; spec 1 §2 "Research profile"): tabs for the biography
 * (the default), the editable research profile (interests, FoR codes, availability) and the
 * research groups (leaders email their members); resync and account deletion.
 */
export default function ResearchProfileEditorPage() {
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
  // A profile that failed to load is not a missing one: only the server's 404 (data null) offers
  // Connect-ORCID; a failure says so and loads again.
  return (
    <QueryState
      query={profile}
      page
      loadingLabel="Loading your research profile..."
      errorTitle="Your research profile could not be loaded"
      retryLabel="Try again"
    >
      {(data) =>
        data ? (
          <ResearchProfileEnhancement profile={data.profile} />
        ) : (
          // Without a profile the account is still theirs to delete or take away (issue 38).
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
            <ProfileNotFound status="warning" />
            <AccountManagementCard profileId={undefined} />
          </div>
        )
      }
    </QueryState>
  );
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

/** The tabs of /research-profile (spec 1 §2: default "biography"); `?tab=` opens another. */
const TABS = ['biography', 'research', 'groups'] as const;
type Tab = (typeof TABS)[number];

/** The open tab, kept in the address (`?tab=research`) so links and reloads open the same one. */
function useTab(): [Tab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((t) => t === asked) ?? 'biography';
  const setTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'biography') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/** The ORCID biography, which is edited at ORCID and comes here with a resync. */
function BiographyTab({ biography }: { biography: string | null }) {
  return (
    <Flex vertical gap={12}>
      {biography ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{biography}</Typography.Paragraph>
      ) : (
        <Empty description="No biography available" />
      )}
      <Typography.Text type="secondary">
        Your biography comes from your ORCID record: change it at orcid.org, then use Resync ORCID.
      </Typography.Text>
    </Flex>
  );
}

function ResearchProfileEnhancement({ profile }: { profile: Profile }) {
  const toast = useToast();
  const [tab, setTab] = useTab();
  const groups = useMyGroups(true);
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
    <UnsavedChangesGuard keptAsDraft>
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
            description={
              profile.orcidImportPending
                ? 'Your ORCID iD is linked and verified. ORCID did not answer just now, so we keep trying to import your record; your publications will appear on your profile as soon as it answers.'
                : 'Your ORCID iD is linked and verified, and your ORCID record was imported.'
            }
            closable={{ onClose: connected.dismiss, 'aria-label': 'Dismiss message' }}
          />
        ) : null}
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'biography',
              label: 'Biography',
              children: <BiographyTab biography={profile.biography} />,
            },
            {
              key: 'research',
              label: 'Research Profile',
              children: (
                <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
                  <ResearchInterestsCard
                    profileId={profile.id}
                    saved={interests}
                    isLoading={interests === undefined}
                  />
                  <ForCodesCard profileId={profile.id} saved={forCodes} isLoading={forCodes === undefined} />
                  <PreferencesCard profile={profile} />
                </div>
              ),
            },
            {
              key: 'groups',
              label: 'Research Groups',
              children: <MyGroupsList groups={groups} />,
            },
          ].map((item) => ({
            ...item,
            // Each panel starts with its tab's name as a heading, so headings stay in order.
            children: (
              <>
                <h2 className="visually-hidden">{item.label}</h2>
                {item.children}
              </>
            ),
          }))}
        />
        <LinkCards />
        <AccountManagementCard profileId={profile.id} />
      </div>
    </UnsavedChangesGuard>
  );
}
