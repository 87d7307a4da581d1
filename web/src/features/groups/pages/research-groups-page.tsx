import { Col, Flex, Row, Skeleton, Typography } from 'antd';
import {
  GroupEmailDialog,
  useGroupEmailDialog,
} from '../../../components/group-email-dialog/group-email-dialog';
import { QueryState } from '../../../components/query-state/query-state';
import { useResearchGroups } from '../../../api/groups/get-research-groups';
import { GroupCard } from '../components/group-card';
import { ResearchCategoriesCard } from '../components/research-categories-card';

/** Research Groups (spec 2 §2): the ten categories explained, then every group with its actions. */
export default function ResearchGroupsPage() {
  const groups = useResearchGroups();
  const email = useGroupEmailDialog();

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        Research Groups
      </Typography.Title>
      <ResearchCategoriesCard />

      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        Groups
      </Typography.Title>
      <QueryState
        query={groups}
        loadingLabel="Loading research groups"
        placeholder={<Skeleton active paragraph={{ rows: 8 }} />}
        errorTitle="Failed to load research groups"
        retryLabel="Try again"
        empty={{ description: 'No research groups yet' }}
      >
        {(list) => (
          <Row gutter={[16, 16]}>
            {list.map((group) => (
              <Col key={group.id} xs={24} lg={12}>
                <GroupCard group={group} onEmailMembers={email.openFor} />
              </Col>
            ))}
          </Row>
        )}
      </QueryState>

      {email.dialog && <GroupEmailDialog {...email.dialog} />}
    </Flex>
  );
}
