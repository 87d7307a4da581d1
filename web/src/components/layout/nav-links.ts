import { paths } from '../../config/paths';

export interface NavLink {
  label: string;
  to: string;
}

const signedOutLinks: NavLink[] = [
  { label: 'Find Supervisors', to: paths.supervisorFinder },
  { label: 'About', to: paths.about },
  { label: 'Help', to: paths.help },
];

const signedInLinks: NavLink[] = [
  { label: 'Profile', to: paths.profile },
  { label: 'Network', to: paths.academicNetworking },
  { label: 'Viz', to: paths.networkVisualization },
  { label: 'Groups', to: paths.researchGroups },
  { label: 'Projects', to: paths.researchProjects },
  { label: 'Find Examiners', to: paths.examinerFinder },
  ...signedOutLinks,
];

/** The top bar's links (spec 1 §2): per session state, with Admin first for administrators. */
export function navLinksFor({
  isAuthenticated,
  isAdmin,
}: {
  isAuthenticated: boolean;
  isAdmin: boolean;
}): NavLink[] {
  if (!isAuthenticated) return signedOutLinks;
  return isAdmin ? [{ label: 'Admin', to: paths.admin }, ...signedInLinks] : signedInLinks;
}

/** The root path matches only exactly; other links match their path and anything beneath it. */
export function isLinkActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
