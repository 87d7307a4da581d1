import { Tag } from 'antd';
import { projectStatusDisplay } from '../utils/project-status';

export function ProjectStatusTag({ status }: { status: string }) {
  const { label, color } = projectStatusDisplay(status);
  return <Tag color={color}>{label}</Tag>;
}
