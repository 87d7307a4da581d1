import { Button, Result } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '../../../components/button-link/button-link';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { ProfileImageDialog } from '../../../components/profile-image/profile-image-dialog';
import '../../../components/research-records/research-records.css';
import { paths } from '../../../config/paths';
import { useProfile } from '../../../lib/api/profile';
import { useMyGroups } from '../../../lib/api/my-groups';
import { ProfileBanner } from '../components/profile-banner';
import { ProfileTabs } from '../components/profile-tabs';

/** The signed-in researcher's own academic profile (spec 1 §2, /profile). */
export default function ProfilePage() {
  const profile = useProfile();
  const groups = useMyGroups(Boolean(profile.data));
  const [imageOpen, setImageOpen] = useState(false);

  if (profile.isPending) return <PageSpinner tip="Loading your profile..." />;
  if (profile.isError) {
    return (
      <Result
        status="error"
        title="Your profile could not be loaded"
        subTitle="Please try again in a moment."
        extra={
          <Button type="primary" onClick={() => profile.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!profile.data) {
    return (
      <Result
        status="info"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Profile Not Found</h1>}
        subTitle="Please connect your ORCID profile to view your research data."
        extra={
          <ButtonLink to={paths.home} type="primary">
            Go to Home
          </ButtonLink>
        }
      />
    );
  }

  const data = profile.data;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <ProfileBanner data={data} onChangePhoto={() => setImageOpen(true)} />
      <ProfileTabs
        data={data}
        groups={groups.data}
        groupsLoading={groups.isPending}
        groupsError={groups.isError}
      />
      <ProfileImageDialog
        open={imageOpen}
        onClose={() => setImageOpen(false)}
        imageUrl={data.profile.profileImageUrl}
        name={data.profile.name}
      />
    </div>
  );
}
