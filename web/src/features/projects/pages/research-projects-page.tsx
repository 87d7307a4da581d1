import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function ResearchProjectsPage() {
  return <PagePlaceholder title="Research Projects" />;
}
