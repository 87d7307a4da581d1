import { Alert } from 'antd';

/** Says, at the top of a form, that what it holds is a kept draft (lib/drafts), not an empty start. */
export function DraftRestored({ title, description }: { title: string; description: string }) {
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={title}
      description={description}
    />
  );
}
