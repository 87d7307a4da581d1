import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function DashboardPage() {
  return <PagePlaceholder title="Dashboard" />;
}
