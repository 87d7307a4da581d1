/** Every page path of the app (spec 1 §2 route table). */
export const paths = {
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
} as const;
