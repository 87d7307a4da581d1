import { Alert } from 'antd';

/**
 * Said instead of "0 publications" while the ORCID record could not be imported yet: ORCID did
 * not answer when the iD was linked, and the server keeps retrying.
 */
export function OrcidImportPending() {
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title="Importing your ORCID record… (retrying)"
      description="ORCID did not answer when your iD was linked. We keep trying, and your publications, employment, education and awards will appear here as soon as ORCID answers. There is nothing you need to do."
    />
  );
}
