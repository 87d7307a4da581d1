import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  LogoutOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Button, Descriptions, Flex, Modal, Result, Skeleton, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { CollaboratorEntry, ProjectDetailResponse } from '@app/contracts/projects/http';
import { photoSources } from '../../../components/profile-image/photo-sources';
import { QueryState } from '../../../components/query-state/query-state';
import { LoadMore } from '../../../components/researcher-card/load-more';
import { useToast } from '../../../components/toast/use-toast';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { hasDraft } from '../../../lib/drafts';
import { useSession } from '../../../lib/session';
import { useCompleteProject } from '../../../api/projects/complete-project';
import { useDeleteProject } from '../../../api/projects/delete-project';
import { useProject } from '../../../api/projects/get-project';
import { useProjectMembers } from '../../../api/projects/get-project-members';
import { useJoinProject } from '../../../api/projects/join-project';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { useLeaveProjectAction } from '../hooks/use-leave-project-action';
import { projectDraftKey } from '../utils/project-form-values';
import { isCompleted, isSeekingCollaborators } from '../utils/project-status';
import { showsRelevance } from '../utils/relevance';
import { ProjectStatusTag } from './project-status-tag';

interface Props {
  /** The project to show; the dialog is open while it is set. */
  projectId: string | undefined;
  /** The signed-in user's profile id (the owner check); undefined without a linked ORCID iD. */
  ownProfileId: string | undefined;
  /** False until the user's profile has answered, so owner actions never flash as member actions. */
  profileReady: boolean;
  onClose: () => void;
  onEdit: (project: ProjectDetailResponse) => void;
}

/** The project detail dialog (spec 2 §2): every field, the lead, the collaborators and the actions. */
export function ProjectDetailDialog({ projectId, ownProfileId, profileReady, onClose, onEdit }: Props) {
  const detail = useProject(projectId);
  const project = detail.data;
  // Deleted, private, or never there: an address that names no project id at all answers 400.
  const gone = detail.error instanceof ApiError && [400, 404].includes(detail.error.status);
  return (
    <Modal
      open={Boolean(projectId)}
      onCancel={onClose}
      title={project?.title ?? 'Research Project'}
      width={760}
      destroyOnHidden
      footer={
        project && profileReady ? (
          <ProjectActions project={project} ownProfileId={ownProfileId} onClose={onClose} onEdit={onEdit} />
        ) : (
          <Button onClick={onClose}>Close</Button>
        )
      }
    >
      {gone ? (
        <Result
          status="404"
          title="This project no longer exists"
          subTitle="It was deleted, or it is not visible to you."
        />
      ) : (
        <QueryState
          query={detail}
          page
          loadingLabel="Loading the project"
          placeholder={<Skeleton active paragraph={{ rows: 8 }} />}
          errorTitle="Failed to load the project"
          retryLabel="Try again"
        >
          {(loaded) => <ProjectDetails project={loaded} />}
        </QueryState>
      )}
    </Modal>
  );
}

function ProjectDetails({ project }: { project: ProjectDetailResponse }) {
  const members = useProjectMembers(project.id);
  // Spec 2 §8: failing to fetch the members counts as no collaborators.
  const failed = Boolean(members.state.error);
  const collaborators: CollaboratorEntry[] = failed ? [] : members.items;
  const collaboratorCount = failed ? 0 : members.total;
  const list = (values: string[]) =>
    values.length ? (
      <Flex wrap gap={4}>
        {values.map((v) => (
          <Tag key={v}>{v}</Tag>
        ))}
      </Flex>
    ) : (
      'Not specified'
    );
  const text = (value: string | null) => value || 'Not specified';
  const items: DescriptionsProps['items'] = [
    {
      key: 'status',
      label: 'Status',
      children: (
        <Flex gap={6} wrap>
          <ProjectStatusTag status={project.status} />
          <Tag>{project.isPublic ? 'Public' : 'Private'}</Tag>
          {showsRelevance(project.relevanceScore) && (
            <Tag color="purple">{project.relevanceScore}% relevant</Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'description',
      label: 'Description',
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{project.description}</span>,
    },
    {
      key: 'objectives',
      label: 'Objectives',
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{text(project.objectives)}</span>,
    },
    {
      key: 'expectedOutputs',
      label: 'Expected Outputs',
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{text(project.expectedOutputs)}</span>,
    },
    { key: 'duration', label: 'Duration', children: text(project.duration) },
    {
      key: 'funding',
      label: 'Funding',
      children: project.fundingRequired
        ? `Required${project.fundingAmount ? `: ${project.fundingAmount}` : ''}`
        : 'Not required',
    },
    { key: 'skillsNeeded', label: 'Skills Needed', children: text(project.skillsNeeded) },
    { key: 'collaboratorTypes', label: 'Collaborator Types', children: text(project.collaboratorTypes) },
    { key: 'categories', label: 'Categories', children: list(project.categories) },
    { key: 'researchMethods', label: 'Research Methods', children: list(project.researchMethods) },
    {
      key: 'researchMethodologies',
      label: 'Research Methodologies',
      children: list(project.researchMethodologies),
    },
    {
      key: 'contactEmail',
      label: 'Contact Email',
      children: project.contactEmail ? (
        <a href={`mailto:${project.contactEmail}`}>{project.contactEmail}</a>
      ) : (
        'Not specified'
      ),
    },
    { key: 'createdAt', label: 'Created', children: formatDate(project.createdAt) },
  ];

  return (
    <Flex vertical gap={16}>
      <Descriptions column={1} size="small" bordered items={items} />

      <section aria-labelledby="project-lead-heading">
        <Typography.Title level={3} id="project-lead-heading" style={{ fontSize: 16 }}>
          Project Lead
        </Typography.Title>
        {project.creatorProfile ? (
          <Flex gap={12} align="start">
            <Avatar
              size={48}
              {...photoSources(project.creatorProfile.profileImageUrl, 48)}
              alt={project.creatorProfile.name}
              icon={<UserOutlined aria-hidden />}
            />
            <div>
              <Link to={paths.researcher(project.creatorProfile.id)}>{project.creatorProfile.name}</Link>
              {project.creatorProfile.biography && (
                <Typography.Paragraph
                  type="secondary"
                  ellipsis={{ rows: 3, expandable: true }}
                  style={{ margin: 0 }}
                >
                  {project.creatorProfile.biography}
                </Typography.Paragraph>
              )}
            </div>
          </Flex>
        ) : (
          <Typography.Text type="secondary">Unknown researcher</Typography.Text>
        )}
      </section>

      <section aria-labelledby="project-collaborators-heading">
        <Typography.Title level={3} id="project-collaborators-heading" style={{ fontSize: 16 }}>
          Collaborators ({members.state.isPending ? '…' : collaboratorCount})
        </Typography.Title>
        {members.state.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 1 }} />
        ) : collaborators.length === 0 ? (
          <Typography.Text type="secondary">No collaborators yet</Typography.Text>
        ) : (
          <>
            <Flex vertical gap={12} role="list" aria-label="Collaborators">
              {collaborators.map(({ member, membershipInfo }) => (
                <Flex key={membershipInfo.id} gap={12} align="start" role="listitem">
                  <Avatar
                    {...photoSources(member.profileImageUrl, 32)}
                    alt={member.name ?? 'Collaborator'}
                    icon={<UserOutlined aria-hidden />}
                  />
                  <div>
                    <Flex gap={8} wrap align="center">
                      <Link to={paths.researcher(member.profileId)}>
                        {member.name ?? 'Unknown researcher'}
                      </Link>
                      <Tag>{membershipInfo.role}</Tag>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        Joined {formatDate(membershipInfo.joinedAt)}
                      </Typography.Text>
                    </Flex>
                    {member.biography && (
                      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                        {member.biography}
                      </Typography.Paragraph>
                    )}
                  </div>
                </Flex>
              ))}
            </Flex>
            <LoadMore
              shown={collaborators.length}
              total={collaboratorCount}
              noun={['collaborator', 'collaborators']}
              list={members}
            />
          </>
        )}
      </section>
    </Flex>
  );
}

interface ActionsProps {
  project: ProjectDetailResponse;
  ownProfileId: string | undefined;
  onClose: () => void;
  onEdit: (project: ProjectDetailResponse) => void;
}

/**
 * Spec 2 §6: the owner (own profile id equals createdBy) edits, marks complete and deletes; a
 * member leaves; anyone else joins while the project is seeking collaborators.
 */
function ProjectActions({ project, ownProfileId, onClose, onEdit }: ActionsProps) {
  const { modal } = App.useApp();
  const toast = useToast();
  const failure = useFailureToast();
  const join = useJoinProject();
  const complete = useCompleteProject();
  const remove = useDeleteProject();
  const { leave, leavingId } = useLeaveProjectAction();
  const isOwner = Boolean(ownProfileId) && ownProfileId === project.createdBy;
  const isMember = !isOwner && project.membership !== null;
  const busy = join.isPending || complete.isPending || remove.isPending || leavingId === project.id;

  // An edit left unsaved (the session ended while it was written, and sign-in brought the owner
  // back to this project) opens again as it was. Once per project: the draft goes when it is
  // saved or discarded.
  const userId = useSession().user?.id;
  useEffect(() => {
    if (isOwner && userId && hasDraft(projectDraftKey(userId, project.id))) onEdit(project);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOwner, userId, project.id]);

  const onJoin = () =>
    join.mutate(project.id, {
      onSuccess: () => toast({ title: 'Success', description: 'Successfully joined the research project' }),
      onError: (err) => failure(err, errorMessage(err, 'Failed to join project')),
    });

  // As final as Delete, so asked the same way: a centred modal saying what happens (spec 2 §4:
  // completed projects leave the browse list; nothing here sets a project's status back).
  const onComplete = () =>
    modal.confirm({
      title: 'Mark Project Complete',
      content: (
        <>
          <div style={{ marginBottom: 8 }}>
            Are you sure you want to mark the project &quot;{project.title}&quot; as completed?
          </div>
          <div>
            It will be removed from the browse list (it shows there only when &quot;Include completed
            projects&quot; is ticked) and no one can join it any more. A completed project cannot be reopened
            here.
          </div>
        </>
      ),
      okText: 'Mark Complete',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await complete.mutateAsync(project.id);
          toast({
            title: 'Project completed',
            description: 'Project has been marked as completed and removed from browse list',
          });
        } catch (err) {
          failure(err, 'Failed to complete project');
        }
      },
    });

  const onDelete = () =>
    modal.confirm({
      title: 'Delete Project',
      content: `Are you sure you want to delete the project "${project.title}"? This action cannot be undone.`,
      okText: 'Delete Project',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await remove.mutateAsync(project.id);
          toast({ title: 'Project deleted', description: 'Project has been permanently deleted' });
          onClose();
        } catch (err) {
          failure(err, 'Failed to delete project');
        }
      },
    });

  return (
    <Flex gap={8} wrap justify="end">
      {isOwner && (
        <>
          <Button icon={<EditOutlined aria-hidden />} onClick={() => onEdit(project)} disabled={busy}>
            Edit Project
          </Button>
          {!isCompleted(project.status) && (
            <Button
              icon={<CheckCircleOutlined aria-hidden />}
              onClick={onComplete}
              loading={complete.isPending}
              disabled={busy && !complete.isPending}
            >
              Mark Complete
            </Button>
          )}
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete} disabled={busy}>
            Delete Project
          </Button>
        </>
      )}
      {isMember && (
        <Button
          danger
          icon={<LogoutOutlined aria-hidden />}
          onClick={() => leave(project)}
          loading={leavingId === project.id}
        >
          Leave Project
        </Button>
      )}
      {!isOwner && !isMember && isSeekingCollaborators(project.status) && (
        <Button
          type="primary"
          icon={<UserAddOutlined aria-hidden />}
          onClick={onJoin}
          loading={join.isPending}
        >
          Join Project
        </Button>
      )}
      <Button onClick={onClose}>Close</Button>
    </Flex>
  );
}
