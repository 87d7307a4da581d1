import { Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { QueryState } from '../../../components/query-state/query-state';
import { LoadMore } from '../../../components/researcher-card/load-more';
import { useGroupProjects } from '../../../api/groups/get-group-projects';
import { groupProjectStatusLabel } from '../utils/group-labels';

/** The public projects of the group's category, a page at a time; each row opens that project's detail. */
export function GroupProjectsList({ groupId, id }: { groupId: string; id: string }) {
  const projects = useGroupProjects(groupId);
  return (
    <section id={id} aria-label="Projects">
      <QueryState
        query={projects.state}
        loadingLabel="Loading the projects"
        placeholder={<Skeleton active paragraph={{ rows: 2 }} />}
        errorTitle="Failed to load the projects"
        empty={{ description: 'No projects in this category yet', image: Empty.PRESENTED_IMAGE_SIMPLE }}
      >
        {(list) => (
          <>
            <Flex vertical gap={10} role="list" aria-label="Projects">
              {list.map((p) => (
                <div key={p.id} role="listitem">
                  <Flex gap={8} align="center" wrap>
                    <Link to={paths.researchProject(p.id)}>{p.title}</Link>
                    <Tag>{groupProjectStatusLabel(p.status)}</Tag>
                    {p.duration && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {p.duration}
                      </Typography.Text>
                    )}
                  </Flex>
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                    {p.description}
                  </Typography.Paragraph>
                </div>
              ))}
            </Flex>
            <LoadMore
              shown={list.length}
              total={projects.total}
              noun={['project', 'projects']}
              list={projects}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
