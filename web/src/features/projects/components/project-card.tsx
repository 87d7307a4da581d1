import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ProjectResponse } from '@app/contracts/projects/http';
import { paths } from '../../../config/paths';
import { showsRelevance } from '../utils/relevance';
import { CategoryBadges } from './category-badges';
import { FundingIcon } from './funding-icon';
import { ProjectStatusTag } from './project-status-tag';

/** A browse card (spec 2 §2): the title opens the project's detail. */
export function ProjectCard({ project }: { project: ProjectResponse }) {
  return (
    <Card
      data-testid="project-card"
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Flex justify="space-between" align="start" gap={8} wrap>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 18, flex: '1 1 200px' }}>
          <Link to={paths.researchProject(project.id)}>{project.title}</Link>
        </Typography.Title>
        <Flex gap={6} align="center" wrap>
          {showsRelevance(project.relevanceScore) && (
            <Tag color="purple" aria-label={`Relevance ${project.relevanceScore}%`}>
              {project.relevanceScore}% relevant
            </Tag>
          )}
          <ProjectStatusTag status={project.status} />
          <FundingIcon fundingRequired={project.fundingRequired} fundingAmount={project.fundingAmount} />
        </Flex>
      </Flex>
      <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
        {project.description}
      </Typography.Paragraph>
      <Flex gap={16} wrap style={{ fontSize: 13 }}>
        {project.duration && (
          <span>
            <ClockCircleOutlined aria-hidden /> Duration: {project.duration}
          </span>
        )}
        <span>
          Proposed by{' '}
          {project.creatorProfile ? (
            <Link to={paths.researcher(project.creatorProfile.id)}>{project.creatorProfile.name}</Link>
          ) : (
            'Unknown researcher'
          )}
        </span>
      </Flex>
      <CategoryBadges categories={project.categories} />
      {project.skillsNeeded && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Skills needed: {project.skillsNeeded}
        </Typography.Text>
      )}
    </Card>
  );
}
