import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ProjectResponse } from '@app/contracts/projects/http';
import { paths } from '../../../config/paths';
import { useProfile } from '../../../api/profile/own-profile';
import { hasDraft } from '../../../lib/drafts';
import { useSession } from '../../../lib/session';
import { BrowseProjectsTab } from '../components/browse-projects-tab';
import { MyProjectsTab } from '../components/my-projects-tab';
import { ProjectDetailDialog } from '../components/project-detail-dialog';
import { ProjectFormDialog } from '../components/project-form-dialog';
import { ProfileNeededBanner, ProfileNeededDialog } from '../components/profile-needed';
import { projectDraftKey } from '../utils/project-form-values';

type TabKey = 'browse' | 'mine';

/**
 * Research Projects (spec 2 §2) at /research-projects, and at /research-projects/:projectId with
 * that project's detail dialog open; closing the dialog goes back to /research-projects. Both
 * routes render this page, so the tab, search and filters survive opening and closing a project.
 */
export default function ResearchProjectsPage() {
  const { projectId } = useParams<{ projectId: string }>();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabKey>('browse');
  const [proposing, setProposing] = useState(false);
  // A proposal left unsaved (the session ended while it was written, and sign-in brought the
  // person back here) opens again as it was.
  const userId = useSession().user?.id;
  useEffect(() => {
    if (userId && hasDraft(projectDraftKey(userId))) setProposing(true);
  }, [userId]);
  const [editing, setEditing] = useState<ProjectResponse | null>(null);
  const profile = useProfile();
  const ownProfileId = profile.data?.profile.id;
  const profileReady = !profile.isPending;
  // No ORCID iD linked yet: there is nothing to propose or join as.
  const needsProfile = profileReady && profile.data === null;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          Research Projects
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setProposing(true)}>
          Propose Project
        </Button>
      </Flex>

      {needsProfile && <ProfileNeededBanner />}

      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          { key: 'browse', label: 'Browse Projects', children: <BrowseProjectsTab /> },
          {
            key: 'mine',
            label: 'My Projects',
            children: (
              <MyProjectsTab
                ownProfileId={ownProfileId}
                profileLoading={profile.isPending}
                onPropose={() => setProposing(true)}
              />
            ),
          },
        ]}
      />

      {needsProfile ? (
        <ProfileNeededDialog open={proposing} onClose={() => setProposing(false)} />
      ) : (
        <ProjectFormDialog mode="create" open={proposing} onClose={() => setProposing(false)} />
      )}
      <ProjectFormDialog
        mode="edit"
        open={editing !== null}
        project={editing}
        onClose={() => setEditing(null)}
      />
      <ProjectDetailDialog
        projectId={projectId}
        ownProfileId={ownProfileId}
        profileReady={profileReady}
        onClose={() => navigate(paths.researchProjects)}
        onEdit={setEditing}
      />
    </Flex>
  );
}
