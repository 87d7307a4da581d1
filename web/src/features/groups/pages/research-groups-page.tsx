import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function ResearchGroupsPage() {
  return <PagePlaceholder title="Research Groups" />;
}
