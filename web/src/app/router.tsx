import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { PageSpinner } from '../components/layout/page-spinner';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

// antd's App (toasts, dialogs) around every page but the signed-out landing page (feedback.tsx).
const loadFeedbackLayout = () => import('./feedback');
const FeedbackLayout = lazy(loadFeedbackLayout);

// Every page is its own chunk, so the landing page does not carry the admin area or the network.
const LandingPage = lazy(() => import('../features/landing/pages/landing-page'));
const AuthTroubleshootPage = lazy(() => import('../features/landing/pages/auth-troubleshoot-page'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
const MyProfilePage = lazy(() => import('../features/my-profile/pages/my-profile-page'));
const ResearchProfileEditorPage = lazy(
  () => import('../features/research-profile-editor/pages/research-profile-editor-page'),
);
const ResearcherPage = lazy(() => import('../features/researcher-page/pages/researcher-page'));
const AboutPage = lazy(() => import('../features/info/pages/about-page'));
const HelpPage = lazy(() => import('../features/info/pages/help-page'));
const NotFoundPage = lazy(() => import('../features/info/pages/not-found-page'));
const SignInRequiredPage = lazy(() => import('../features/info/pages/sign-in-required-page'));
const AccessDeniedPage = lazy(() => import('../features/info/pages/access-denied-page'));
const AcademicNetworkingPage = lazy(
  () => import('../features/academic-networking/pages/academic-networking-page'),
);
const PhdFinderPage = lazy(() => import('../features/phd-finders/pages/phd-finder-page'));
const ResearchProjectsPage = lazy(() => import('../features/projects/pages/research-projects-page'));
const ResearchGroupsPage = lazy(() => import('../features/groups/pages/research-groups-page'));
const NetworkPage = lazy(() => import('../features/network/pages/network-page'));
const AdminPage = lazy(() => import('../features/admin/pages/admin-page'));

/** Pages of the signed-in table that a signed-out visitor is asked to sign in for (deep links). */
const signedInOnly = [
  '/profile',
  '/phd-examiner-finder',
  '/network-visualization',
  '/research-groups',
  '/research-projects',
  '/research-projects/:projectId',
  '/researcher/:userId',
  '/admin',
];

/**
 * The two route tables of spec 1 §2, chosen by the session. Signed out, /academic-networking shows
 * its "Authentication Required" state and /research-profile sends the visitor to sign in (both as
 * the spec describes those screens); the other signed-in pages say they need sign-in and offer it,
 * coming back to the same address; unknown addresses are the not-found page. /admin is for
 * administrators: anyone else is told access is denied.
 */
export function AppRoutes() {
  const { isLoading, isAuthenticated, isAdmin } = useSession();
  const { pathname } = useLocation();
  // Away from the home page the feedback layout is needed whoever is signed in: fetch it while
  // the session is checked, not after.
  useEffect(() => {
    if (pathname !== paths.home) void loadFeedbackLayout();
  }, [pathname]);
  if (isLoading) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<AppLayout />}>
          {isAuthenticated ? null : <Route index element={<LandingPage />} />}
          <Route element={<FeedbackLayout />}>
            {isAuthenticated ? (
              <>
                <Route index element={<DashboardPage />} />
                <Route path="/profile" element={<MyProfilePage />} />
                <Route path="/research-profile" element={<ResearchProfileEditorPage />} />
                <Route path="/academic-networking" element={<AcademicNetworkingPage />} />
                <Route path="/phd-supervisor-finder" element={<PhdFinderPage finder="supervisor" />} />
                <Route path="/phd-examiner-finder" element={<PhdFinderPage finder="examiner" />} />
                <Route path="/network-visualization" element={<NetworkPage />} />
                <Route path="/research-groups" element={<ResearchGroupsPage />} />
                <Route path="/research-projects" element={<ResearchProjectsPage />} />
                <Route path="/research-projects/:projectId" element={<ResearchProjectsPage />} />
                <Route path="/researcher/:userId" element={<ResearcherPage />} />
                <Route path="/admin" element={isAdmin ? <AdminPage /> : <AccessDeniedPage />} />
              </>
            ) : (
              <>
                <Route path="/phd-supervisor-finder" element={<PhdFinderPage finder="supervisor" />} />
                <Route path="/academic-networking" element={<AcademicNetworkingPage />} />
                <Route path="/research-profile" element={<ResearchProfileEditorPage />} />
                {signedInOnly.map((path) => (
                  <Route key={path} path={path} element={<SignInRequiredPage />} />
                ))}
              </>
            )}
            <Route path="/about" element={<AboutPage />} />
            <Route path="/help" element={<HelpPage />} />
            <Route path="/auth-troubleshoot" element={<AuthTroubleshootPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
