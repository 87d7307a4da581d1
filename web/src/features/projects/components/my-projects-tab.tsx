import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Empty, Flex, Row, Skeleton } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useCreatedProjects } from '../api/get-created-projects';
import { useMyMemberships } from '../api/get-my-memberships';
import { useLeaveProjectAction } from '../hooks/use-leave-project-action';
import { MyProjectCard, type MyProjectEntry } from './my-project-card';

interface Props {
  /** The signed-in user's profile id; undefined while loading or when no ORCID iD is linked. */
  ownProfileId: string | undefined;
  profileLoading: boolean;
  onPropose: () => void;
}

/** My Projects (spec 2 §2): the projects the user leads, then those they joined. */
export function MyProjectsTab({ ownProfileId, profileLoading, onPropose }: Props) {
  const created = useCreatedProjects(ownProfileId);
  const memberships = useMyMemberships();
  const { leave, leavingId } = useLeaveProjectAction();

  const loading = profileLoading || (Boolean(ownProfileId) && created.isPending) || memberships.isPending;
  const error = created.error ?? memberships.error;

  const entries: MyProjectEntry[] = [
    ...(ownProfileId ? (created.data ?? []) : []).map((project) => ({ project, joinedAt: null })),
    ...(memberships.data ?? []).map((project) => ({ project, joinedAt: project.membership.joinedAt })),
  ];

  return (
    <Flex vertical gap={16}>
      <h2 className="visually-hidden">My Projects</h2>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load your projects"
          description={errorMessage(error, 'Please try again.')}
          action={
            <Button
              onClick={() => {
                if (ownProfileId) void created.refetch();
                void memberships.refetch();
              }}
            >
              Try again
            </Button>
          }
        />
      ) : entries.length === 0 ? (
        <Empty description="No projects created yet">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onPropose}>
            Propose Project
          </Button>
        </Empty>
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label="My projects">
          {entries.map((entry) => (
            <Col
              key={`${entry.joinedAt ? 'joined' : 'led'}-${entry.project.id}`}
              xs={24}
              lg={12}
              role="listitem"
            >
              <MyProjectCard entry={entry} onLeave={leave} leaving={leavingId === entry.project.id} />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
