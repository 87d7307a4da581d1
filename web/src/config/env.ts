/** Build-time settings (Vite exposes VITE_* variables). */
export const env = {
  /** Shown on the Help page as the maintainer contact. */
  maintainerEmail:
    (import.meta.env.VITE_MAINTAINER_EMAIL as string | undefined) ?? 'research-connect@example.edu',
  orcidRegisterUrl: 'https://orcid.org/register',
  orcidProfileUrl: (orcidId: string) => `https://orcid.org/${orcidId}`,
};
