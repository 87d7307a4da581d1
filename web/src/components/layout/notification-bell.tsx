import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { Link } from 'react-router-dom';
import { useNotificationCount } from '../../api/notifications/notifications';

/**
 * The bell of the top bar: the unread count as a badge (only above 0). It opens the dashboard's
 * Notifications card, where each notification can be read in full.
 */
export default function NotificationBell() {
  const { data: count = 0 } = useNotificationCount();
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Link to="/#notifications" className="rc-topbar__icon-link" aria-label={label} title="Notifications">
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 20 }} aria-hidden />
      </Badge>
    </Link>
  );
}
