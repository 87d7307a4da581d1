import { TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ProjectResponse } from '@app/contracts/projects/http';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { ProjectStatusTag } from './project-status-tag';

export interface MyProjectEntry {
  project: ProjectResponse;
  /** Set for projects the user joined (not those they lead). */
  joinedAt: string | null;
}

interface Props {
  entry: MyProjectEntry;
  onLeave: (project: ProjectResponse) => void;
  leaving: boolean;
}

const collaboratorCountText = (n: number) => `${n} ${n === 1 ? 'collaborator' : 'collaborators'}`;

/** A My Projects card (spec 2 §2): the lead, collaborator count, created or joined date, and Leave Project. */
export function MyProjectCard({ entry: { project, joinedAt }, onLeave, leaving }: Props) {
  const joined = joinedAt !== null;
  return (
    <Card
      data-testid="my-project-card"
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Flex justify="space-between" align="start" gap={8} wrap>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 18, flex: '1 1 200px' }}>
          <Link to={paths.researchProject(project.id)}>{project.title}</Link>
        </Typography.Title>
        <ProjectStatusTag status={project.status} />
      </Flex>
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
        {project.description}
      </Typography.Paragraph>
      <Flex gap={16} wrap style={{ fontSize: 13 }}>
        <span>
          Lead:{' '}
          {!joined ? (
            'You'
          ) : project.creatorProfile ? (
            <Link to={paths.researcher(project.creatorProfile.id)}>{project.creatorProfile.name}</Link>
          ) : (
            'Unknown researcher'
          )}
        </span>
        <span>
          <TeamOutlined aria-hidden /> {collaboratorCountText(project.collaboratorCount)}
        </span>
        <span>{joined ? `Joined ${formatDate(joinedAt)}` : `Created ${formatDate(project.createdAt)}`}</span>
      </Flex>
      {joined && (
        <Flex justify="end">
          <Button danger loading={leaving} onClick={() => onLeave(project)}>
            Leave Project
          </Button>
        </Flex>
      )}
    </Card>
  );
}
