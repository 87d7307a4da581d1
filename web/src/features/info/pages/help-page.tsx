import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function HelpPage() {
  return <PagePlaceholder title="Help" />;
}
