import { MailOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { MyGroupsResponse } from '@app/contracts/groups/http';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { ButtonLink } from '../button-link/button-link';
import { GroupEmailDialog, useGroupEmailDialog } from '../group-email-dialog/group-email-dialog';
import { QueryState, type QueryStatus } from '../query-state/query-state';
import { RecordList } from '../research-records/research-records';

type Membership = MyGroupsResponse[number];

/** One group someone belongs to: its name, a Leader badge, its description and the date joined. */
export function GroupMembershipItem({
  group,
  membership,
  action = null,
}: Pick<Membership, 'group' | 'membership'> & { action?: ReactNode }) {
  return (
    <article className="record">
      <div className="record__head">
        <Typography.Title level={3} className="record__title">
          {group.name}
        </Typography.Title>
        {membership.isLeader ? <Tag color="gold">Leader</Tag> : null}
      </div>
      {group.description ? (
        <Typography.Paragraph style={{ margin: '4px 0' }}>{group.description}</Typography.Paragraph>
      ) : null}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <span className="record__meta">Member since {formatDate(membership.joinedAt, '')}</span>
        {action}
      </Flex>
    </article>
  );
}

/**
 * The user's group memberships (spec 1 §2 "Research Groups"): a Leader badge and the date joined,
 * and for leaders "Email Members" (the group-email dialog). Empty: "No Group Memberships", with a
 * way to browse groups.
 */
export function MyGroupsList({ groups }: { groups: QueryStatus<MyGroupsResponse> }) {
  return (
    <QueryState
      query={groups}
      loadingLabel="Loading your research groups"
      errorTitle="Your research groups could not be loaded."
      empty={{
        image: <TeamOutlined style={{ fontSize: 48, color: '#9ca3af' }} aria-hidden />,
        description: (
          <>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              No Group Memberships
            </Typography.Title>
            <Typography.Text type="secondary">You have not joined any research groups yet.</Typography.Text>
          </>
        ),
        action: (
          <ButtonLink to={paths.researchGroups} type="primary">
            Browse Research Groups
          </ButtonLink>
        ),
      }}
    >
      {(list) => <GroupMemberships groups={list} />}
    </QueryState>
  );
}

/** The groups, each leader's with a way to email its members. */
function GroupMemberships({ groups }: { groups: MyGroupsResponse }) {
  const email = useGroupEmailDialog();
  return (
    <>
      <RecordList
        items={groups.map((g) => ({ id: g.group.id, ...g }))}
        render={({ group, membership }) => (
          <GroupMembershipItem
            group={group}
            membership={membership}
            action={
              membership.isLeader ? (
                <Button
                  icon={<MailOutlined aria-hidden />}
                  onClick={() => email.openFor(group)}
                  aria-label={`Email Members of ${group.name}`}
                >
                  Email Members
                </Button>
              ) : null
            }
          />
        )}
      />
      {email.dialog && <GroupEmailDialog {...email.dialog} />}
    </>
  );
}
