import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function ResearcherPage() {
  return <PagePlaceholder title="Researcher" />;
}
