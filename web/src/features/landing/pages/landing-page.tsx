import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function LandingPage() {
  return <PagePlaceholder title="Research Connect" />;
}
