import { renderApp } from '../../../test/render-app';
import ResearchProjectsPage from '../pages/research-projects-page';
import { mockApi, type Route } from './fetch-mock';
import { ownProfile, projectOptions } from './fixtures';

/** The routes every projects page test needs: the own profile and the form and filter options. */
export const baseRoutes = (): Route[] => [
  ['GET', '/api/profile', () => ownProfile],
  ['GET', '/api/research-projects/options', () => projectOptions],
];

/**
 * Renders the Research Projects page at `at` (it serves both /research-projects and
 * /research-projects/:projectId), answering fetch from `routes` (which win over the base routes).
 */
export function renderProjectsPage(routes: Route[], at = '/research-projects') {
  const api = mockApi([...routes, ...baseRoutes()]);
  const view = renderApp(<ResearchProjectsPage />, { path: at, route: '/research-projects/:projectId?' });
  return { ...view, api };
}
