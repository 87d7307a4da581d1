import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function ResearchProfilePage() {
  return <PagePlaceholder title="Research Profile" />;
}
