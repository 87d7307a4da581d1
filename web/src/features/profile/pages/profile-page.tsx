import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function ProfilePage() {
  return <PagePlaceholder title="My Academic Profile" />;
}
