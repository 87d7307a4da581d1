import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';

export type RequestStatusStyle = 'pending' | 'accepted' | 'declined';

/** Spec 1 §4: pending, accepted; rejected and anything else in the declined (secondary) style. */
function requestStatusStyle(status: string | null | undefined): RequestStatusStyle {
  return status === 'pending' || status === 'accepted' ? status : 'declined';
}

const look: Record<RequestStatusStyle, { label: string; color: string; icon: React.ReactNode }> = {
  pending: { label: 'Pending', color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  accepted: { label: 'Accepted', color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  declined: { label: 'Declined', color: 'default', icon: <CloseCircleOutlined aria-hidden /> },
};

/** The status in words (with an icon and a colour, never colour alone). */
export function RequestStatusTag({ status }: { status: string }) {
  const { label, color, icon } = look[requestStatusStyle(status)];
  return (
    <Tag color={color} icon={icon} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
