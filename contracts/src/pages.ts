/**
 * Every page path of the web app (spec 1 §2 route table). The web routes by them, and services
 * that send people to a page (notification links, redirects after ORCID) name it from here.
 */
export const pagePaths = {
  home: '/',
  profile: '/profile',
  researchProfile: '/research-profile',
  /** /research-profile opened at its editable tab (interests, FoR codes, availability). */
  researchProfileEdit: '/research-profile?tab=research',
  academicNetworking: '/academic-networking',
  supervisorFinder: '/phd-supervisor-finder',
  examinerFinder: '/phd-examiner-finder',
  about: '/about',
  help: '/help',
  networkVisualization: '/network-visualization',
  researchGroups: '/research-groups',
  researchProjects: '/research-projects',
  researchProject: (projectId: string) => `/research-projects/${projectId}`,
  researcher: (userId: string) => `/researcher/${userId}`,
  admin: '/admin',
  authTroubleshoot: '/auth-troubleshoot',
  /** The dashboard with its email settings open (how often notifications are emailed); emails link here. */
  emailSettings: '/#email-settings',
} as const;
