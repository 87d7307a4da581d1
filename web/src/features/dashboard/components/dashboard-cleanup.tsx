import { ClearOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useClearAcademicRequests } from '../../../api/networking/clear-academic-requests';
import { useClearNotifications } from '../../../api/notifications/clear-notifications';
import { DashboardCard } from './dashboard-card';

/** Shown when there are notifications or requests: clears either list (spec 1 §2). */
export function DashboardCleanup({
  hasNotifications,
  hasRequests,
}: {
  hasNotifications: boolean;
  hasRequests: boolean;
}) {
  const toast = useToast();
  const clearNotifications = useClearNotifications();
  const clearRequests = useClearAcademicRequests();

  const onClearNotifications = () =>
    clearNotifications.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Notifications Cleared', description: 'All your notifications were removed.' }),
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to clear notifications'),
          variant: 'destructive',
        }),
    });
  const onClearRequests = () =>
    clearRequests.mutate(undefined, {
      onSuccess: (res) =>
        toast({
          title: 'Requests Cleared',
          description: res?.message || 'Pending and declined requests were removed.',
        }),
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to clear academic requests'),
          variant: 'destructive',
        }),
    });

  return (
    <DashboardCard title="Dashboard Cleanup">
      <Typography.Paragraph type="secondary">
        Clear your notifications, and the pending and declined requests sent to you, to keep your dashboard
        tidy. Accepted connections stay.
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Popconfirm
          title="Clear all notifications?"
          description="This cannot be undone."
          okText="Clear"
          onConfirm={onClearNotifications}
          disabled={!hasNotifications}
        >
          <Button
            icon={<ClearOutlined aria-hidden />}
            disabled={!hasNotifications}
            loading={clearNotifications.isPending}
          >
            Clear Notifications
          </Button>
        </Popconfirm>
        <Popconfirm
          title="Clear pending and declined requests?"
          description="Requests you have not answered yet are removed too."
          okText="Clear"
          onConfirm={onClearRequests}
          disabled={!hasRequests}
        >
          <Button
            icon={<ClearOutlined aria-hidden />}
            disabled={!hasRequests}
            loading={clearRequests.isPending}
          >
            Clear Requests
          </Button>
        </Popconfirm>
      </Flex>
    </DashboardCard>
  );
}
