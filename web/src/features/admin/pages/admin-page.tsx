import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function AdminPage() {
  return <PagePlaceholder title="Admin Dashboard" />;
}
