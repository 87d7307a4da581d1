import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Skeleton } from 'antd';
import { QueryState, type QueryStatus } from '../../../components/query-state/query-state';
import { LoadMore } from '../../../components/researcher-card/load-more';
import { useCreatedProjects } from '../../../api/projects/created-projects';
import { useMyMemberships } from '../../../api/projects/get-my-memberships';
import { useLeaveProjectAction } from '../hooks/use-leave-project-action';
import { MyProjectCard, type MyProjectEntry } from './my-project-card';

interface Props {
  /** The signed-in user's profile id; undefined while loading or when no ORCID iD is linked. */
  ownProfileId: string | undefined;
  profileLoading: boolean;
  onPropose: () => void;
}

/**
 * My Projects (spec 2 §2): the projects the user leads, then those they joined, each list newest
 * first a page at a time ("Load more" under the cards for either that has more).
 */
export function MyProjectsTab({ ownProfileId, profileLoading, onPropose }: Props) {
  const created = useCreatedProjects(ownProfileId);
  const memberships = useMyMemberships();
  const { leave, leavingId } = useLeaveProjectAction();

  // The projects I lead and those I joined, read as one list.
  const myProjects: QueryStatus<MyProjectEntry[]> = {
    isPending:
      profileLoading || (Boolean(ownProfileId) && created.state.isPending) || memberships.state.isPending,
    error: created.state.error ?? memberships.state.error,
    data: [
      ...(ownProfileId ? created.items : []).map((project) => ({ project, joinedAt: null })),
      ...memberships.items.map((project) => ({ project, joinedAt: project.membership.joinedAt })),
    ],
    refetch: () => {
      if (ownProfileId) void created.state.refetch();
      void memberships.state.refetch();
    },
  };

  return (
    <Flex vertical gap={16}>
      <h2 className="visually-hidden">My Projects</h2>
      <QueryState
        query={myProjects}
        loadingLabel="Loading your projects"
        placeholder={<Skeleton active paragraph={{ rows: 6 }} />}
        errorTitle="Failed to load your projects"
        retryLabel="Try again"
        empty={{
          description: 'No projects created yet',
          action: (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onPropose}>
              Propose Project
            </Button>
          ),
        }}
      >
        {(entries) => (
          <>
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
            {ownProfileId && (
              <LoadMore
                shown={created.items.length}
                total={created.total}
                noun={['project you lead', 'projects you lead']}
                list={created}
              />
            )}
            <LoadMore
              shown={memberships.items.length}
              total={memberships.total}
              noun={['project you joined', 'projects you joined']}
              list={memberships}
            />
          </>
        )}
      </QueryState>
    </Flex>
  );
}
