import { Alert, Button, Col, Flex, Row, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { NotificationResponse } from '@app/contracts/notifications/http';
import type { ProfileResponse } from '@app/contracts/profile/http';
import { AccountManagementCard } from '../../../components/account-management/account-management-card';
import { ConnectOrcidCard } from '../../../components/connect-orcid/connect-orcid-card';
import { QueryState } from '../../../components/query-state/query-state';
import { OrcidId } from '../../../components/orcid-id/orcid-id';
import { ChangePhotoButton } from '../../../components/profile-image/change-photo-button';
import { ProfileImageDialog } from '../../../components/profile-image/profile-image-dialog';
import { useNotifications } from '../../../api/notifications/notifications';
import { useProfile } from '../../../api/profile/own-profile';
import { displayName, useSession } from '../../../lib/session';
import { paths } from '../../../config/paths';
import { useAcademicRequests } from '../../../api/networking/academic-requests';
import { useMyGroups } from '../../../api/groups/my-groups';
import { useOrcidStatus } from '../../../api/profile/get-orcid-status';
import { useMarkNotificationRead } from '../../../api/notifications/mark-notification-read';
import { ConfirmOrcidDialog } from '../components/confirm-orcid-dialog';
import { DashboardCleanup } from '../components/dashboard-cleanup';
import { EmailSettingsDialog } from '../components/email-settings-dialog';
import { GroupsCard } from '../components/groups-card';
import { NotificationDetailDialog } from '../components/notification-detail-dialog';
import { NotificationsCard } from '../components/notifications-card';
import { RequestDetailDialog } from '../components/request-detail-dialog';
import { RequestsCard } from '../components/requests-card';
import { DASHBOARD_LIST_SIZE } from '../components/dashboard-card';
import { ResearchOverview } from '../components/research-overview';
import { ServiceCards } from '../components/service-cards';
import { WelcomePopup } from '../components/welcome-popup';
import { incomingRequestsNewestFirst, type AcademicRequest } from '../utils/academic-requests';
import '../components/dashboard.css';

/** Where the dashboard's ORCID linking form is: the welcome popup and the banner lead there. */
const CONNECT_ORCID_HASH = '#connect-orcid';

const requestNotificationTypes = new Set(['connection_request', 'supervisor_request', 'examiner_request']);

/** The signed-in home page (spec 1 §2): a dashboard, limited until an ORCID iD is linked. */
export default function DashboardPage() {
  const { user } = useSession();
  const profile = useProfile();
  const orcidStatus = useOrcidStatus();
  const [imageOpen, setImageOpen] = useState(false);
  const orcidFailed = useOrcidSignInFailure();
  const orcidConfirmation = useOrcidConfirmation();
  const navigate = useNavigate();
  const emailSettings = useEmailSettings();
  useSignInMarkerRemoved();

  return (
    <QueryState
      query={profile}
      page
      loadingLabel="Loading your dashboard..."
      errorTitle="Your dashboard could not be loaded"
      retryLabel="Try again"
    >
      {(loaded) => {
        // A profile whose typed iD another account proved keeps its entries but has no iD until a new
        // one is linked: the dashboard asks for one, as for an account that never had a profile.
        const data = loaded?.profile.orcidId ? loaded : undefined;
        const lostOrcidId = Boolean(loaded && !loaded.profile.orcidId);
        const name = user?.firstName || data?.profile.name || displayName(user);
        const imageUrl = data?.profile.profileImageUrl ?? user?.profileImageUrl ?? null;

        return (
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 24 }}>
            <Flex align="center" gap={16} wrap>
              <ChangePhotoButton imageUrl={imageUrl} size={64} onClick={() => setImageOpen(true)} />
              <div style={{ minWidth: 0 }}>
                <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
                  {data ? `Welcome back, ${name}!` : `Welcome, ${name}!`}
                </Typography.Title>
                {data?.profile.orcidId ? (
                  <Typography.Text type="secondary">
                    ORCID iD:{' '}
                    <OrcidId
                      orcidId={data.profile.orcidId}
                      verified={orcidStatus.data?.orcidVerified ?? data.profile.orcidVerified}
                    />
                  </Typography.Text>
                ) : null}
              </div>
              {data &&
              orcidStatus.data?.oauthAvailable &&
              !(orcidStatus.data.orcidVerified ?? data.profile.orcidVerified) ? (
                // Linked by typing the iD: signing in to ORCID proves it is theirs.
                <Button
                  href="/api/orcid/authorize"
                  style={{ marginLeft: 'auto' }}
                  title="Prove this iD is yours by signing in to ORCID"
                >
                  Verify with ORCID
                </Button>
              ) : null}
            </Flex>

            {orcidFailed.shown ? (
              <Alert
                type="error"
                showIcon
                role="alert"
                title="Connecting with ORCID did not complete."
                description={orcidFailed.reason}
                closable={{ onClose: orcidFailed.dismiss, 'aria-label': 'Dismiss error' }}
              />
            ) : null}

            {lostOrcidId ? (
              <Alert
                type="warning"
                showIcon
                title="Your ORCID iD is no longer linked to this account."
                description="Another account proved through ORCID that the iD you had typed is theirs. Your research interests, FoR codes, availability and other entries are kept. Link your own ORCID iD below to import your publications again."
              />
            ) : null}

            {data ? (
              <LinkedDashboard profile={data} onEmailSettings={emailSettings.show} />
            ) : (
              <UnlinkedDashboard
                oauthAvailable={orcidStatus.data?.oauthAvailable ?? false}
                onEmailSettings={emailSettings.show}
              />
            )}

            <WelcomePopup
              open={Boolean(user && !user.hasSeenWelcomePopup)}
              hasOrcid={Boolean(data)}
              linkOrcidPath={`/${CONNECT_ORCID_HASH}`}
            />
            {orcidConfirmation.pending ? (
              <ConfirmOrcidDialog
                {...orcidConfirmation.pending}
                onDone={(linked) => {
                  orcidConfirmation.done();
                  if (linked) navigate('/research-profile?orcid=connected');
                }}
              />
            ) : null}
            <EmailSettingsDialog open={emailSettings.open} onClose={emailSettings.close} />
            <ProfileImageDialog
              open={imageOpen}
              onClose={() => setImageOpen(false)}
              imageUrl={imageUrl}
              name={name}
            />
          </div>
        );
      }}
    </QueryState>
  );
}

/**
 * "Connect with ORCID" comes back to `/?error=orcid_failed` (with the refusal's `reason` when the
 * link was refused) when it did not complete: say so, and why, once, and take the query string
 * out of the address.
 */
/**
 * Sign-in lands on `/?success=logged_in`; the dashboard greets the person, so the marker is taken
 * out of the address (it would otherwise be bookmarked, shared and shown again on reload).
 */
function useSignInMarkerRemoved() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('success') !== 'logged_in') return;
    params.delete('success');
    const rest = params.toString();
    navigate({ search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [search, hash, navigate]);
}

/** Why "Connect with ORCID" did not link, by the profile service's refusal code. */
const orcidRefusalReasons: Record<string, string> = {
  ORCID_VERIFIED_ELSEWHERE:
    'This iD is already verified by another account. If it is yours, contact an administrator.',
  ORCID_IN_USE: 'This iD is already linked to another account.',
  ORCID_LINK_VERIFIED: 'Your account is already linked to a verified ORCID iD.',
};

function useOrcidSignInFailure() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState(() => {
    const params = new URLSearchParams(search);
    if (params.get('error') !== 'orcid_failed') return null;
    return (
      orcidRefusalReasons[params.get('reason') ?? ''] ?? 'Please try again, or type your ORCID iD instead.'
    );
  });
  useEffect(() => {
    if (new URLSearchParams(search).has('error')) navigate({ search: '', hash }, { replace: true });
  }, [search, hash, navigate]);
  return { shown: failure !== null, reason: failure ?? '', dismiss: () => setFailure(null) };
}

/** The callback's "confirm first" hand-over: the iD and the proof token, taken off the address. */
function useOrcidConfirmation() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(() => {
    const params = new URLSearchParams(search);
    const orcidId = params.get('orcidId');
    const token = params.get('token');
    return params.get('orcid') === 'confirm' && orcidId && token ? { orcidId, token } : null;
  });
  useEffect(() => {
    if (new URLSearchParams(search).get('orcid') === 'confirm')
      navigate({ search: '', hash }, { replace: true });
  }, [search, hash, navigate]);
  return { pending, done: () => setPending(null) };
}

/**
 * The email settings dialog, opened from the notifications card or by a link to
 * `/#email-settings` (every email's footer and the unsubscribe page); closing it takes the hash
 * out of the address so a reload does not open it again.
 */
function useEmailSettings() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const linked = `/${hash}` === paths.emailSettings;
  return {
    open: shown || linked,
    show: () => setShown(true),
    close: () => {
      setShown(false);
      if (linked) navigate({ hash: '' }, { replace: true });
    },
  };
}

/** Notifications and requests with their detail dialogs, shared by both dashboard states. */
function useInbox(withRequests: boolean) {
  const notifications = useNotifications();
  // The card shows the newest few requests to me; the server says how many there are in all.
  const requests = useAcademicRequests({ direction: 'incoming', limit: DASHBOARD_LIST_SIZE }, withRequests);
  const markRead = useMarkNotificationRead();
  const [openNotification, setOpenNotification] = useState<NotificationResponse | null>(null);
  const [openRequest, setOpenRequest] = useState<AcademicRequest | null>(null);
  const incoming = useMemo(
    () => (requests.data ? incomingRequestsNewestFirst(requests.data.items) : undefined),
    [requests.data],
  );
  // A request notification's request, however old, asked for by its id.
  const aboutId =
    openNotification && requestNotificationTypes.has(openNotification.type)
      ? openNotification.relatedConnectionId
      : null;
  const about = useAcademicRequests(
    { direction: 'incoming', id: aboutId ?? undefined },
    withRequests && Boolean(aboutId),
  );

  const openNotificationDialog = (n: NotificationResponse) => {
    setOpenNotification(n);
    if (!n.isRead) markRead.mutate(n.id);
  };
  // The request a request notification is about, as the server knows it now: null when it is no
  // longer there (cleared, or its sender's account deleted); undefined when not known.
  const aboutRequest =
    aboutId && about.data && !about.isFetching
      ? (incomingRequestsNewestFirst(about.data.items)[0] ?? null)
      : undefined;

  const dialogs = (
    <>
      <NotificationDetailDialog
        notification={openNotification}
        request={aboutRequest}
        onClose={() => setOpenNotification(null)}
      />
      <RequestDetailDialog request={openRequest} onClose={() => setOpenRequest(null)} />
    </>
  );
  return { notifications, requests, incoming, openNotificationDialog, setOpenRequest, dialogs };
}

/** The bell links to `/#notifications`: bring the card into view and give it focus. */
function useFocusOnHash(hash: string, ready: boolean) {
  const { hash: current, key } = useLocation();
  // Once per navigation: following the same link again focuses again.
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (current !== hash || !ready || done.current === key) return;
    const el = document.getElementById(hash.slice(1));
    if (!el) return;
    done.current = key;
    el.scrollIntoView?.({ block: 'start' });
    el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  }, [current, hash, ready, key]);
}

function LinkedDashboard({
  profile,
  onEmailSettings,
}: {
  profile: ProfileResponse;
  onEmailSettings(): void;
}) {
  const groups = useMyGroups();
  const inbox = useInbox(true);
  useFocusOnHash('#notifications', !inbox.notifications.isPending);
  const hasNotifications = Boolean(inbox.notifications.data?.length);
  // "Clear Requests" removes the pending and declined requests addressed to me, not accepted ones:
  // the server says whether there are any, however many requests there are.
  const clearable = useAcademicRequests({ direction: 'incoming', status: ['pending', 'rejected'], limit: 1 });
  const hasRequests = (clearable.data?.total ?? 0) > 0;

  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <NotificationsCard
            notifications={inbox.notifications}
            onOpen={inbox.openNotificationDialog}
            onEmailSettings={onEmailSettings}
          />
        </Col>
        <Col xs={24} lg={8}>
          <RequestsCard
            requests={{
              isPending: inbox.requests.isPending,
              error: inbox.requests.error,
              data: inbox.incoming,
              refetch: inbox.requests.refetch,
            }}
            total={inbox.requests.data?.total}
            onOpen={inbox.setOpenRequest}
          />
        </Col>
        <Col xs={24} lg={8}>
          <GroupsCard groups={groups} />
        </Col>
      </Row>
      {hasNotifications || hasRequests ? (
        <DashboardCleanup hasNotifications={hasNotifications} hasRequests={hasRequests} />
      ) : null}
      <ResearchOverview stats={profile.stats} importPending={profile.profile.orcidImportPending} />
      <ServiceCards hasOrcid />
      {inbox.dialogs}
    </>
  );
}

function UnlinkedDashboard({
  oauthAvailable,
  onEmailSettings,
}: {
  oauthAvailable: boolean;
  onEmailSettings(): void;
}) {
  // Without a research profile there are no requests; notifications (an administrator's message,
  // say) are still shown when there are any, so the bell always leads somewhere.
  const inbox = useInbox(false);
  useFocusOnHash('#notifications', !inbox.notifications.isPending);
  useFocusOnHash(CONNECT_ORCID_HASH, true);
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title="Limited functionality"
        description={
          <>
            Your academic profile, research enhancement and the academic network are built from your ORCID
            record, so they open once your ORCID iD is linked.{' '}
            <Link to={{ hash: CONNECT_ORCID_HASH }}>Link your ORCID iD</Link>
          </>
        }
      />
      <div id={CONNECT_ORCID_HASH.slice(1)}>
        <ConnectOrcidCard oauthAvailable={oauthAvailable} />
      </div>
      {inbox.notifications.data?.length ? (
        <NotificationsCard
          notifications={inbox.notifications}
          onOpen={inbox.openNotificationDialog}
          onEmailSettings={onEmailSettings}
        />
      ) : null}
      <ServiceCards hasOrcid={false} />
      {/* The only page a member without a profile manages their account from (issue 38). */}
      <AccountManagementCard profileId={undefined} />
      {inbox.dialogs}
    </>
  );
}
