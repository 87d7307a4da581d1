import { matchPath } from 'react-router-dom';
import { paths } from './paths';

const APP_NAME = 'Research Connect';

/** Each page's own name, for the browser tab and screen readers (WCAG 2.4.2 Page Titled). */
const titles: ReadonlyArray<readonly [pattern: string, title: string]> = [
  [paths.profile, 'My Profile'],
  [paths.researchProfile, 'Research Profile'],
  [paths.academicNetworking, 'Academic Networking'],
  [paths.supervisorFinder, 'Find PhD Supervisors'],
  [paths.examinerFinder, 'Find PhD Examiners'],
  [paths.about, 'About'],
  [paths.help, 'Help'],
  [paths.networkVisualization, 'Research Network'],
  [paths.researchGroups, 'Research Groups'],
  [paths.researchProjects, 'Research Projects'],
  [paths.researchProject(':projectId'), 'Research Project'],
  [paths.researcher(':userId'), 'Researcher'],
  [paths.admin, 'Admin Dashboard'],
  [paths.authTroubleshoot, 'Sign-in Troubleshooting'],
];

/** "Find PhD Supervisors · Research Connect"; the home page is the dashboard or the landing page. */
export function pageTitle(pathname: string, signedIn: boolean): string {
  const name =
    pathname === paths.home
      ? signedIn
        ? 'Dashboard'
        : undefined
      : (titles.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'Page Not Found');
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}
