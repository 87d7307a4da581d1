import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function AcademicNetworkingPage() {
  return <PagePlaceholder title="Academic Networking" />;
}
