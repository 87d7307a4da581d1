import { CrownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { photoSources } from '../../../components/profile-image/photo-sources';
import { QueryState } from '../../../components/query-state/query-state';
import { LoadMore } from '../../../components/researcher-card/load-more';
import { formatDate } from '../../../lib/dates';
import { useGroupMembers } from '../../../api/groups/get-group-members';

/**
 * The members of a group as the server orders them: leaders first, then by join date, a page at a
 * time (a national group has thousands).
 */
export function GroupMembersList({ groupId, id }: { groupId: string; id: string }) {
  const members = useGroupMembers(groupId);
  return (
    <section id={id} aria-label="Members">
      <QueryState
        query={members.state}
        loadingLabel="Loading the members"
        placeholder={<Skeleton active avatar paragraph={{ rows: 1 }} />}
        errorTitle="Failed to load the members"
        empty={{ description: 'No members yet', image: Empty.PRESENTED_IMAGE_SIMPLE }}
      >
        {(list) => (
          <>
            <Flex vertical gap={10} role="list" aria-label="Members">
              {list.map((m) => (
                <Flex key={m.profileId} gap={10} align="center" role="listitem" wrap>
                  <Avatar
                    {...photoSources(m.profileImageUrl, 32)}
                    alt={m.name}
                    icon={<UserOutlined aria-hidden />}
                  />
                  <Flex vertical style={{ flex: '1 1 160px', minWidth: 0 }}>
                    <Link to={paths.researcher(m.userId)}>{m.name}</Link>
                    {m.institution && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {m.institution}
                      </Typography.Text>
                    )}
                  </Flex>
                  {m.isLeader && (
                    <Tag color="gold" icon={<CrownOutlined aria-hidden />}>
                      Leader
                    </Tag>
                  )}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    Joined {formatDate(m.joinedAt)}
                  </Typography.Text>
                </Flex>
              ))}
            </Flex>
            <LoadMore shown={list.length} total={members.total} noun={['member', 'members']} list={members} />
          </>
        )}
      </QueryState>
    </section>
  );
}
