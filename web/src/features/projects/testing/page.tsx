import { mockApi, type MockHandler } from '../../../test/mock-api';
import { authUser, renderApp } from '../../../test/render-app';
import ResearchProjectsPage from '../pages/research-projects-page';
import { ownProfile, projectOptions } from './fixtures';

/** The routes every projects page test needs: who is signed in, the own profile and the form and filter options. */
const baseRoutes = (): Record<string, MockHandler> => ({
  'GET /api/auth/user': () => authUser(),
  'GET /api/profile': () => ownProfile,
  'GET /api/research-projects/options': () => projectOptions,
});

/**
 * Renders the Research Projects page at `at` (it serves both /research-projects and
 * /research-projects/:projectId), answering fetch from `routes` (which win over the base routes).
 */
export function renderProjectsPage(routes: Record<string, MockHandler>, at = '/research-projects') {
  const api = mockApi({ ...baseRoutes(), ...routes });
  const view = renderApp(<ResearchProjectsPage />, { path: at, route: '/research-projects/:projectId?' });
  return { ...view, api };
}
