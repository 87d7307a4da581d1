import { Result } from 'antd';
import { ButtonLink } from '../button-link/button-link';
import { ConnectOrcidCard } from '../connect-orcid/connect-orcid-card';
import { useOrcidStatus } from '../../api/profile/get-orcid-status';
import { paths } from '../../config/paths';

/**
 * A page about the signed-in researcher's own ORCID profile, for someone who has none linked: it
 * says why (the profile is built from an ORCID record, and no iD is linked yet) and offers the
 * dashboard's Connect-ORCID form right here, so the page leads somewhere (issue 44).
 */
export function ProfileNotFound({ status = 'info' }: { status?: 'info' | 'warning' }) {
  const orcidStatus = useOrcidStatus();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <Result
        status={status}
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Profile Not Found</h1>}
        subTitle={
          <>
            <span style={{ display: 'block' }}>
              No ORCID iD is linked to your account yet, and your academic profile is built from your ORCID
              record.
            </span>
            <span style={{ display: 'block' }}>
              Please connect your ORCID profile to view your research data.
            </span>
          </>
        }
        extra={<ButtonLink to={paths.home}>Go to Home</ButtonLink>}
        style={{ paddingBottom: 0 }}
      />
      <ConnectOrcidCard oauthAvailable={orcidStatus.data?.oauthAvailable ?? false} />
    </div>
  );
}
