import { CrownOutlined, DeleteOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import type { AdminUser } from '@app/contracts/admin/http';
import { App, Button, Card, Descriptions, Flex, Skeleton, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useSignInAgain } from '../../../components/session/use-sign-in-again';
import { useToast } from '../../../components/toast/use-toast';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useDeleteUser } from '../../../api/admin/delete-user';
import { useUserAnalytics } from '../../../api/admin/get-user-analytics';
import { useMakeAdmin } from '../../../api/admin/make-admin';
import { useRemoveAdmin } from '../../../api/admin/remove-admin';
import { canEmail, isSelf, refusalReason, userDisplayName } from '../utils/admin-rules';
import { EmailUserDialog } from './email-user-dialog';

interface UserDetailPanelProps {
  user: AdminUser;
  currentUserId: string | undefined;
  onDeleted: () => void;
}

/** One user: who they are, their logins, and what an administrator can do to the account. */
export function UserDetailPanel({ user, currentUserId, onDeleted }: UserDetailPanelProps) {
  const analytics = useUserAnalytics(user.id);
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const deleteUser = useDeleteUser();
  const toast = useToast();
  const signInAgain = useSignInAgain();
  const { modal } = App.useApp();
  const [emailOpen, setEmailOpen] = useState(false);

  const self = isSelf(user, currentUserId);
  const isAdmin = user.role === 'admin';
  const name = userDisplayName(user);
  const lastLogin = analytics.data ? analytics.data.lastLogin : user.lastLogin;
  const loginCount = analytics.data ? analytics.data.loginCount : user.loginCount;
  const roleChanging = makeAdmin.isPending || removeAdmin.isPending;

  const fail = (title: string) => (err: unknown) => {
    if (signInAgain(err)) return;
    toast({ title, description: refusalReason(err), variant: 'destructive' });
  };

  const toggleAdmin = () => {
    if (isAdmin) {
      removeAdmin.mutate(user.id, {
        onSuccess: () => toast({ title: 'Success', description: 'Admin role removed successfully' }),
        onError: fail('Failed to remove admin role'),
      });
    } else {
      makeAdmin.mutate(user.id, {
        onSuccess: () => toast({ title: 'Success', description: 'User promoted to admin successfully' }),
        onError: fail('Failed to promote user'),
      });
    }
  };

  const confirmDelete = () => {
    modal.confirm({
      title: 'Delete User',
      content: `Are you sure you want to delete ${name}${user.email ? ` (${user.email})` : ''}? Their account and everything in it will be removed, including the research projects they lead (their collaborators are told). This action cannot be undone.`,
      okText: 'Delete User',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // Resolving closes the dialog; the button spins while the deletion runs.
      onOk: () =>
        deleteUser
          .mutateAsync(user.id)
          .then(() => {
            toast({ title: 'Success', description: 'User deleted successfully' });
            onDeleted();
          })
          .catch(fail('Failed to delete user')),
    });
  };

  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>User Details</h2>}>
      <Flex vertical gap={16}>
        <div>
          <h3 style={{ margin: 0, fontSize: 18 }} data-testid="admin-user-name">
            {name}
          </h3>
          <Flex wrap gap={6} style={{ marginTop: 6 }}>
            <Tag
              color={isAdmin ? 'gold' : 'blue'}
              icon={isAdmin ? <CrownOutlined aria-hidden /> : <UserOutlined aria-hidden />}
              data-testid="admin-user-role"
            >
              {user.role}
            </Tag>
            <Tag color={user.isActive ? 'green' : 'default'} data-testid="admin-user-status">
              {user.isActive ? 'Active' : 'Inactive'}
            </Tag>
          </Flex>
        </div>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'email', label: 'Email', children: user.email ?? 'No email' },
            {
              key: 'last-login',
              label: 'Last Login',
              children: analytics.isPending ? (
                <Skeleton.Input active size="small" />
              ) : (
                formatDateTime(lastLogin)
              ),
            },
            {
              key: 'logins',
              label: 'Total Logins',
              children: analytics.isPending ? <Skeleton.Input active size="small" /> : loginCount,
            },
            { key: 'created', label: 'Account Created', children: formatDate(user.createdAt) },
          ]}
        />
        <Flex wrap gap={8}>
          <Tooltip title={canEmail(user) ? undefined : 'This user has no email address'}>
            <Button
              icon={<MailOutlined aria-hidden />}
              disabled={!canEmail(user)}
              onClick={() => setEmailOpen(true)}
            >
              Send Email
            </Button>
          </Tooltip>
          <Tooltip title={self ? 'You cannot change your own role' : undefined}>
            <Button
              icon={<CrownOutlined aria-hidden />}
              disabled={self || roleChanging}
              loading={roleChanging}
              onClick={toggleAdmin}
            >
              {isAdmin ? 'Remove Admin' : 'Make Admin'}
            </Button>
          </Tooltip>
          <Tooltip title={self ? 'You cannot delete your own account here' : undefined}>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={self || deleteUser.isPending}
              onClick={confirmDelete}
            >
              Delete User
            </Button>
          </Tooltip>
        </Flex>
      </Flex>
      {canEmail(user) && <EmailUserDialog user={user} open={emailOpen} onClose={() => setEmailOpen(false)} />}
    </Card>
  );
}
