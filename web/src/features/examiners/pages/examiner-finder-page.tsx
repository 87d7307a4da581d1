import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function ExaminerFinderPage() {
  return <PagePlaceholder title="PhD Examiner Finder" />;
}
