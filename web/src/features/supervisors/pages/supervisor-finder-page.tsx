import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function SupervisorFinderPage() {
  return <PagePlaceholder title="PhD Supervisor Finder" />;
}
