import { useState } from 'react';
import { ProfileNotFound } from '../../../components/orcid-id/profile-not-found';
import { QueryState } from '../../../components/query-state/query-state';
import { ProfileImageDialog } from '../../../components/profile-image/profile-image-dialog';
import '../../../components/research-records/research-records.css';
import { useProfile } from '../../../api/profile/own-profile';
import { useMyGroups } from '../../../api/groups/my-groups';
import { ProfileBanner } from '../components/profile-banner';
import { ProfileTabs } from '../components/profile-tabs';

/** The signed-in researcher's own academic profile (spec 1 §2, /profile). */
export default function MyProfilePage() {
  const profile = useProfile();
  const groups = useMyGroups(Boolean(profile.data));
  const [imageOpen, setImageOpen] = useState(false);

  return (
    <QueryState
      query={profile}
      page
      loadingLabel="Loading your profile..."
      errorTitle="Your profile could not be loaded"
      retryLabel="Try again"
    >
      {(data) => {
        if (!data) {
          return <ProfileNotFound />;
        }

        return (
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
            <ProfileBanner data={data} onChangePhoto={() => setImageOpen(true)} />
            <ProfileTabs data={data} groups={groups} />
            <ProfileImageDialog
              open={imageOpen}
              onClose={() => setImageOpen(false)}
              imageUrl={data.profile.profileImageUrl}
              name={data.profile.name}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
