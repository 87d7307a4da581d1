import {
  CrownOutlined,
  FolderOpenOutlined,
  LogoutOutlined,
  MailOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ResearchGroupListItem } from '@app/contracts/groups/http';
import { ConfirmButton } from '../../../components/confirm-button/confirm-button';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useJoinGroup } from '../../../api/groups/join-group';
import { useLeaveGroup } from '../../../api/groups/leave-group';
import { useToggleGroupLeadership } from '../../../api/groups/toggle-group-leadership';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { countLabel, leadershipButtonLabel } from '../utils/group-labels';
import { GroupMembersList } from './group-members-list';
import { GroupProjectsList } from './group-projects-list';

interface Props {
  group: ResearchGroupListItem;
  onEmailMembers: (group: ResearchGroupListItem) => void;
}

/**
 * A research group (spec 2 §2): name, description, member / project / leader counts, and the
 * actions for the caller's membership; members and projects open beneath on demand.
 */
export function GroupCard({ group, onEmailMembers }: Props) {
  const toast = useToast();
  const failure = useFailureToast();
  const join = useJoinGroup();
  const leave = useLeaveGroup();
  const toggle = useToggleGroupLeadership();
  const [showMembers, setShowMembers] = useState(false);
  const [showProjects, setShowProjects] = useState(false);
  const busy = join.isPending || leave.isPending || toggle.isPending;
  const isLeader = group.membership?.isLeader === true;
  const headingId = `group-${group.id}-name`;
  const membersId = `group-${group.id}-members`;
  const projectsId = `group-${group.id}-projects`;

  const onJoin = () =>
    join.mutate(group.id, {
      onSuccess: (res) => toast({ title: 'Joined Group', description: res.message }),
      onError: (err) => failure(err, errorMessage(err, 'Failed to join the research group')),
    });
  const onLeave = () =>
    leave.mutate(group.id, {
      onSuccess: (res) => toast({ title: 'Left Group', description: res.message }),
      onError: (err) => failure(err, errorMessage(err, 'Failed to leave the research group')),
    });
  const onToggleLeadership = () =>
    toggle.mutate(group.id, {
      onSuccess: () => toast({ title: 'Success', description: 'Leadership status updated successfully' }),
      onError: (err) => failure(err, errorMessage(err, 'Failed to update leadership status')),
    });

  return (
    <Card
      data-testid="group-card"
      aria-labelledby={headingId}
      role="article"
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 10 } }}
    >
      <Flex justify="space-between" align="start" gap={8} wrap>
        <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 18, flex: '1 1 200px' }}>
          {group.name}
        </Typography.Title>
        {group.membership &&
          (isLeader ? (
            <Tag color="gold" icon={<CrownOutlined aria-hidden />}>
              Leader
            </Tag>
          ) : (
            <Tag color="green">Member</Tag>
          ))}
      </Flex>
      <Tag color="geekblue" style={{ alignSelf: 'flex-start' }}>
        {group.category}
      </Tag>
      <Typography.Paragraph style={{ margin: 0 }}>{group.description}</Typography.Paragraph>
      <Flex gap={6} wrap aria-label="Group counts" role="group">
        <Tag icon={<TeamOutlined aria-hidden />}>{countLabel(group.memberCount, 'member')}</Tag>
        <Tag icon={<FolderOpenOutlined aria-hidden />}>{countLabel(group.projectCount, 'project')}</Tag>
        <Tag icon={<CrownOutlined aria-hidden />}>{countLabel(group.leaderCount, 'leader')}</Tag>
      </Flex>
      {group.membership && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Member since {formatDate(group.membership.joinedAt)}
        </Typography.Text>
      )}

      <Flex gap={8} wrap>
        {group.membership ? (
          <>
            <ConfirmButton
              question={`Leave ${group.name}?`}
              consequence={
                isLeader
                  ? 'You will stop leading it, and its members will no longer see you. You can join again later.'
                  : 'Its members will no longer see you. You can join again later.'
              }
              confirmText="Leave Group"
              onConfirm={onLeave}
              icon={<LogoutOutlined aria-hidden />}
              loading={leave.isPending}
              disabled={busy}
            >
              Leave Group
            </ConfirmButton>
            <Button
              icon={<CrownOutlined aria-hidden />}
              onClick={onToggleLeadership}
              loading={toggle.isPending}
              disabled={busy}
            >
              {leadershipButtonLabel(isLeader)}
            </Button>
            {isLeader && (
              <Button icon={<MailOutlined aria-hidden />} onClick={() => onEmailMembers(group)}>
                Email Members
              </Button>
            )}
          </>
        ) : (
          <Button
            type="primary"
            icon={<UserAddOutlined aria-hidden />}
            onClick={onJoin}
            loading={join.isPending}
            disabled={busy}
          >
            Join Group
          </Button>
        )}
        <Button
          aria-expanded={showMembers}
          aria-controls={membersId}
          onClick={() => setShowMembers((v) => !v)}
        >
          {showMembers ? 'Hide Members' : 'Show Members'}
        </Button>
        <Button
          aria-expanded={showProjects}
          aria-controls={projectsId}
          onClick={() => setShowProjects((v) => !v)}
        >
          {showProjects ? 'Hide Projects' : 'Show Projects'}
        </Button>
      </Flex>

      {showMembers && <GroupMembersList groupId={group.id} id={membersId} />}
      {showProjects && <GroupProjectsList groupId={group.id} id={projectsId} />}
    </Card>
  );
}
